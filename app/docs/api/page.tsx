// /docs/api: the interactive reference of the REST API, rendered on the server from the same OpenAPI
// document /api/v1/openapi.json serves (lib/openapi/reference.ts), under the site layout. Scalar's
// Next.js package only writes an HTML shell that loads its viewer from a CDN with an inline script,
// both refused by the page CSP, and its standalone bundle is not installed; a server-rendered page
// needs no script except the small "Try it" form, which calls the API on this origin (connect-src 'self').
import type { Metadata } from "next";
import { connection } from "next/server";
import Link from "next/link";
import { apiBaseUrl } from "@/lib/config";
import { API_REFERENCE_PAGE, markdownPath, pagePath } from "@/lib/docs/types";
import { buildApiReference } from "@/lib/openapi/reference";
import styles from "./api-reference.module.css";
import { Operation } from "./_components/Operation";
import { Inline, Prose } from "./_components/Prose";
import { FieldRow, ReferenceTable, RowName } from "./_components/ReferenceTable";
import common from "@/app/_components/page.module.css";

export const metadata: Metadata = {
  title: API_REFERENCE_PAGE.title,
  description: API_REFERENCE_PAGE.description,
  alternates: { canonical: pagePath(API_REFERENCE_PAGE), types: { "text/markdown": markdownPath(API_REFERENCE_PAGE) } },
};

const tagId = (name: string) => `tag-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

export default async function ApiReferencePage() {
  // SITE_URL is read per request: the reference names the running origin, like the document does.
  await connection();
  const ref = buildApiReference();
  const basePath = new URL(apiBaseUrl()).pathname;
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <p className={styles.eyebrow}>
          <Link href="/docs">Styleshelf docs</Link>
        </p>
        <h1>API reference</h1>
        <p className={common.lede}>
          {ref.title} {ref.version}: every operation, its parameters and answers, generated from the OpenAPI document. Calls
          that need no token can be tried right here.
        </p>
        <ul role="list" className={styles.quick}>
          <li>
            <a className="button button-primary" href="/api/v1/openapi.json">
              OpenAPI document (JSON)
            </a>
          </li>
          <li>
            <a className="button" href={markdownPath(API_REFERENCE_PAGE)}>
              As Markdown (for agents)
            </a>
          </li>
          <li>
            <Link className="button" href="/docs">
              Back to the documentation
            </Link>
          </li>
        </ul>
      </header>

      <div className={styles.layout}>
        <nav aria-label="API reference contents" className={styles.toc}>
          <h2 className={styles.tocTitle}>On this page</h2>
          <ol>
            <li>
              <a href="#overview">Overview</a>
            </li>
            <li>
              <a href="#authentication">Authentication</a>
            </li>
            {ref.tags.map((tag) => (
              <li key={tag.name}>
                <a href={`#${tagId(tag.name)}`}>{tag.name}</a>
                <ol>
                  {tag.operations.map((op) => (
                    <li key={op.id}>
                      <a href={`#${op.id}`}>{op.summary}</a>
                    </li>
                  ))}
                </ol>
              </li>
            ))}
            <li>
              <a href="#schemas">Schemas</a>
            </li>
          </ol>
        </nav>

        <div className={styles.body}>
          <section id="overview" aria-labelledby="overview-title" className={styles.section}>
            <h2 id="overview-title">Overview</h2>
            <Prose text={ref.description} />
            <p>
              Base URL: <code>{ref.server}</code>
            </p>
          </section>

          <section id="authentication" aria-labelledby="authentication-title" className={styles.section}>
            <h2 id="authentication-title">Authentication</h2>
            <Prose text={ref.auth.description} />
            <dl className={styles.facts}>
              <dt>Authorization URL</dt>
              <dd>
                <code>{ref.auth.authorizationUrl}</code>
              </dd>
              <dt>Token URL (also refresh)</dt>
              <dd>
                <code>{ref.auth.tokenUrl}</code>
              </dd>
            </dl>
            <ReferenceTable label="OAuth scopes" caption="Scopes" columns={["Scope", "Grants"]}>
              {ref.auth.scopes.map((s) => (
                <tr key={s.name}>
                  <RowName name={s.name} />
                  <td>{s.description}</td>
                </tr>
              ))}
            </ReferenceTable>
            <p>
              The full flow (registration, PKCE, refresh) is explained in the{" "}
              <Link href="/docs#authentication">documentation</Link>.
            </p>
          </section>

          {ref.tags.map((tag) => (
            <section key={tag.name} id={tagId(tag.name)} aria-labelledby={`${tagId(tag.name)}-title`} className={styles.section}>
              <h2 id={`${tagId(tag.name)}-title`}>{tag.name}</h2>
              <Prose text={tag.description} />
              {tag.operations.map((op) => (
                <Operation key={op.id} op={op} basePath={basePath} />
              ))}
            </section>
          ))}

          <section id="schemas" aria-labelledby="schemas-title" className={styles.section}>
            <h2 id="schemas-title">Schemas</h2>
            <p>The named objects the operations send and receive. Objects may gain fields over time; ignore the ones you do not know.</p>
            {ref.schemas.map((schema) => (
              <details key={schema.name} id={`schema-${schema.name}`} className={styles.schema}>
                <summary>
                  <code>{schema.name}</code> <span className={common.hint}>{schema.type}</span>
                </summary>
                {schema.description ? (
                  <p>
                    <Inline text={schema.description} />
                  </p>
                ) : null}
                {schema.properties.length > 0 ? (
                  <ReferenceTable label={`Fields of ${schema.name}`} caption={`Fields of ${schema.name}`} hideCaption columns={["Field", "Type", "Description"]}>
                    {schema.properties.map((p) => (
                      <FieldRow key={p.name} field={p} />
                    ))}
                  </ReferenceTable>
                ) : null}
              </details>
            ))}
          </section>
        </div>
      </div>
    </div>
  );
}
