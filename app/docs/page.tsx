// /docs: the first page of the documentation. Static prose around the project's own lists (formats,
// sections, scopes, error codes, plans), imported rather than retyped so the page cannot drift from
// what the service does. No database: the only per-request input is SITE_URL, so every example
// command names this instance and can be pasted as it is.
import type { Metadata } from "next";
import { apiBaseUrl, siteUrl } from "@/lib/config";
import { Authentication, RestApi } from "./_sections/Api";
import { Extraction } from "./_sections/Extraction";
import { Compiling, Searching } from "./_sections/Gallery";
import { GettingStarted, WhatIsAStyle } from "./_sections/Start";
import { StyleMd } from "./_sections/StyleMd";
import styles from "./docs.module.css";

export const metadata: Metadata = {
  title: "Documentation",
  description:
    "How to search the Styleshelf gallery, compile styles for chat assistants and image tools, write STYLE.md, call the REST API with OAuth 2.1, and extract new styles.",
};

const CONTENTS = [
  { id: "getting-started", label: "Getting started" },
  { id: "styles", label: "What a style is" },
  { id: "searching", label: "Searching the gallery" },
  { id: "compiling", label: "Compiling a style" },
  { id: "style-md", label: "STYLE.md" },
  { id: "rest-api", label: "The REST API" },
  { id: "authentication", label: "Authentication" },
  { id: "extraction", label: "Extraction and credits" },
] as const;

export default function DocsPage() {
  const site = siteUrl();
  const base = apiBaseUrl();
  return (
    <div className={styles.page}>
      <header className={`intro ${styles.intro}`}>
        <p className={styles.eyebrow}>Styleshelf docs</p>
        <h1>Documentation</h1>
        <p className="lede">
          Find a visual look or a writing voice, compile it for the tool you use, and build your own: on the website, or
          from scripts and agents through the REST API.
        </p>
        <ul role="list" className={styles.quick}>
          <li>
            <a className="button button-primary" href="/api/v1/openapi.json">
              OpenAPI document
            </a>
          </li>
          <li>
            <a className="button" href="#getting-started">
              Get started
            </a>
          </li>
          <li>
            <a className="button" href="/pricing">
              Pricing
            </a>
          </li>
        </ul>
      </header>

      <div className={styles.layout}>
        <nav className={styles.toc} aria-labelledby="toc-title">
          <h2 id="toc-title" className={styles.tocTitle}>
            On this page
          </h2>
          <ol role="list">
            {CONTENTS.map((c) => (
              <li key={c.id}>
                <a href={`#${c.id}`}>{c.label}</a>
              </li>
            ))}
          </ol>
        </nav>

        <article className={styles.body}>
          <GettingStarted base={base} />
          <WhatIsAStyle />
          <Searching base={base} />
          <Compiling base={base} site={site} />
          <StyleMd base={base} />
          <RestApi base={base} />
          <Authentication base={base} site={site} />
          <Extraction base={base} />

          <section className={styles.section} aria-labelledby="next">
            <h2 id="next">Where next</h2>
            <ul className={styles.cards} role="list">
              <li>
                <a href="/api/v1/openapi.json">
                  <strong>OpenAPI 3.1 document</strong>
                  <span>Every endpoint, parameter, header and answer, machine-readable.</span>
                </a>
              </li>
              <li>
                <a href="/pricing">
                  <strong>Pricing</strong>
                  <span>What Free and Pro include, and what an extraction costs.</span>
                </a>
              </li>
              <li>
                <a href="/">
                  <strong>The gallery</strong>
                  <span>Browse styles and try every format on a real one.</span>
                </a>
              </li>
            </ul>
          </section>
        </article>
      </div>
    </div>
  );
}
