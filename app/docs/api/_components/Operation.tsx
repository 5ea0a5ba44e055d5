// One operation of the reference: what it does, who may call it, its parameters, body and responses,
// and (for anonymous GETs) a form that sends it from the browser.
import type { ReferenceOperation } from "@/lib/openapi/reference";
import styles from "../api-reference.module.css";
import { Inline, Prose } from "./Prose";
import { FieldRow, ReferenceTable } from "./ReferenceTable";
import { TryIt } from "./TryIt";
import common from "@/app/_components/page.module.css";

function Access({ op }: { op: ReferenceOperation }) {
  const scopes = op.scopes.map((s, i) => (
    <span key={s}>
      {i > 0 ? ", " : ""}
      <code>{s}</code>
    </span>
  ));
  if (op.scopes.length === 0) return <p className={styles.access}>No token needed.</p>;
  if (op.anonymous) return <p className={styles.access}>No token needed; a token with {scopes} also reaches your own styles.</p>;
  return <p className={styles.access}>Needs a bearer token with the scope {scopes}.</p>;
}

function SchemaLink({ name }: { name?: string }) {
  return name ? (
    <>
      {" "}
      (<a href={`#schema-${name}`}>{name}</a>)
    </>
  ) : null;
}

export function Operation({ op, basePath }: { op: ReferenceOperation; basePath: string }) {
  const headingId = `op-${op.id}-title`;
  return (
    <section id={op.id} aria-labelledby={headingId} className={styles.operation}>
      <h3 id={headingId}>{op.summary}</h3>
      <p className={styles.endpoint}>
        <span className={`${styles.method} ${styles[op.method] ?? ""}`}>{op.method.toUpperCase()}</span>
        <code>
          {basePath}
          {op.path}
        </code>
        <span className={common.hint}>
          operationId <code>{op.id}</code>
        </span>
      </p>
      <Prose text={op.description} />
      <Access op={op} />

      {op.parameters.length > 0 ? (
        <ReferenceTable label={`Parameters of ${op.summary}`} caption="Parameters" columns={["Name", "In", "Type", "Description"]}>
          {op.parameters.map((p) => (
            <FieldRow key={`${p.in}-${p.name}`} field={p} location={p.in} />
          ))}
        </ReferenceTable>
      ) : null}

      {op.body ? (
        <>
          <h4>Request body</h4>
          <ul role="list" className={styles.contentList}>
            {op.body.content.map((c) => (
              <li key={c.type}>
                <code>{c.type}</code>
                <SchemaLink name={c.schema} />
              </li>
            ))}
          </ul>
          <Prose text={op.body.description} />
        </>
      ) : null}

      <h4>Responses</h4>
      <dl className={styles.responses}>
        {op.responses.map((r) => (
          <div key={r.status}>
            <dt>
              <span className={Number(r.status) < 400 ? styles.ok : styles.fail}>{r.status}</span>
            </dt>
            <dd>
              <Inline text={r.description} />
              {r.contentTypes.length ? (
                <span className={common.hint}>
                  {" "}
                  {r.contentTypes.join(", ")}
                  <SchemaLink name={r.schema} />
                </span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>

      {op.tryIt ? <TryIt summary={op.summary} path={op.path} basePath={basePath} parameters={op.parameters} /> : null}
    </section>
  );
}
