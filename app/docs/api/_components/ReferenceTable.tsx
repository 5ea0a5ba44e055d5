// The reference's tables (parameters, scopes, a schema's fields): a scrollable, keyboard-reachable
// region with a caption and column headers, whose rows are headed by a name.
import type { ReactNode } from "react";
import styles from "../api-reference.module.css";
import { Inline } from "./Prose";
import common from "@/app/_components/page.module.css";

export function ReferenceTable(props: { label: string; caption: string; hideCaption?: boolean; columns: string[]; children: ReactNode }) {
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={props.label}>
      <table className={styles.table}>
        <caption className={props.hideCaption ? "visually-hidden" : undefined}>{props.caption}</caption>
        <thead>
          <tr>
            {props.columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </div>
  );
}

/** A parameter (with where it goes) or a schema's field: name, type and description. */
export function FieldRow(props: {
  field: { name: string; required?: boolean; type: string; default?: string; description: string };
  location?: string;
}) {
  const f = props.field;
  return (
    <tr>
      <RowName name={f.name} required={f.required} />
      {props.location !== undefined ? <td>{props.location}</td> : null}
      <td>
        <code className={styles.type}>{f.type}</code>
        {f.default !== undefined ? <span className={common.hint}> default {f.default}</span> : null}
      </td>
      <td>
        <Inline text={f.description} />
      </td>
    </tr>
  );
}

/** A row's heading cell: the name in code, marked when required. */
export function RowName({ name, required }: { name: string; required?: boolean }) {
  return (
    <th scope="row">
      <code>{name}</code>
      {required ? <span className={styles.required}> required</span> : null}
    </th>
  );
}
