// Getting started (for people and for developers) and what a style is.
import { FORMAT_INFO, FORMATS } from "@/lib/compile/formats";
import { PLANS } from "@/lib/plans";
import { SECTION_IDS, SECTION_TITLES } from "@/lib/styles/sections";
import { C, Code } from "../_components/Code";
import styles from "../docs.module.css";

export function GettingStarted({ base }: { base: string }) {
  const labels = FORMATS.map((f) => FORMAT_INFO[f].label);
  return (
    <section className={styles.section} aria-labelledby="getting-started">
      <h2 id="getting-started">Getting started</h2>
      <div className={styles.paths}>
        <div className={styles.path}>
          <h3 id="for-people">For people</h3>
          <ol className={styles.steps}>
            <li>
              <strong>Find a look or a voice.</strong> <a href="/">Search the gallery</a> by mood, medium or subject, filter
              by category, and sort by what is popular or new.
            </li>
            <li>
              <strong>Use it in your tool.</strong> Every style page shows the style compiled for {labels.slice(0, -1).join(", ")}{" "}
              and {labels[labels.length - 1]}. Pick one, copy it, paste it into your prompt.
            </li>
            <li>
              <strong>Make your own.</strong> <a href="/signin">Sign in</a> with your email (no password), then{" "}
              <a href="/extract">extract a style</a> from pictures, a writing sample, a named reference or image links. The
              Free plan starts with {PLANS.free.initialCredits} credits.
            </li>
            <li>
              <strong>Keep it.</strong> Save the result as a draft, refine it in the builder, and find everything in your{" "}
              <a href="/library">library</a>.
            </li>
          </ol>
        </div>
        <div className={styles.path}>
          <h3 id="for-developers">For developers</h3>
          <p>
            Everything in the gallery is reachable over a JSON and Markdown REST API at <C>{base}</C>. Reading needs no key:
          </p>
          <Code id="first-call" title="Your first call: search the gallery">{`curl '${base}/styles?query=risograph&limit=3'`}</Code>
          <p>
            Personal endpoints (your library, extraction) take an OAuth 2.1 bearer token; see{" "}
            <a href="#authentication">Authentication</a>. The machine-readable contract is the{" "}
            <a href="/api/v1/openapi.json">OpenAPI 3.1 document</a>: feed it to your client generator or your agent.
          </p>
        </div>
      </div>
    </section>
  );
}

export function WhatIsAStyle() {
  return (
    <section className={styles.section} aria-labelledby="styles">
      <h2 id="styles">What a style is</h2>
      <p>
        A style is a reusable description of a <strong>visual look</strong> (palette, medium, light, texture, composition)
        or a <strong>writing voice</strong> (tone, formality, sentence length, signature phrases), or both. It is made of
        small items grouped in sections, always compiled in this order:
      </p>
      <ol className={styles.sectionList}>
        {SECTION_IDS.map((id) => (
          <li key={id}>
            {SECTION_TITLES[id]} <C>{id}</C>
          </li>
        ))}
      </ol>
      <p>
        Guardrails are the things to avoid, each with an optional positive alternative. Items and whole sections can be
        switched off; switched-off content appears in no format.
      </p>
      <p>
        A style you build changes only when you press <em>Generate</em>, which freezes its current content as a
        generation; what you and the API read is always the last generation, never unsaved edits. Publishing points the
        public page at that generation. Public styles are reviewed before they appear in the gallery.
      </p>
      <p className={styles.aside}>
        Using a gallery style? Credit its author and link the style. Compiled text already names the author and links the
        style (unless you ask for <C>raw=1</C>); JSON carries <C>author</C> and <C>url</C>.
      </p>
    </section>
  );
}
