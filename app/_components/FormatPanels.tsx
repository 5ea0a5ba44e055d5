// The compiled spec in every format, one tab each (the tabs widget is FormatTabs; the panels are
// rendered here, on the server, so their text reaches the browser once and reads without JavaScript).
// Tab names are FORMAT_INFO's labels: the one list of format names.
import { Fragment } from "react";
import { compileStyle, countTokens, FORMAT_INFO, type Format } from "@/lib/compile";
import type { StyleSnapshot } from "@/lib/styles/snapshot";
import { FormatTabs } from "../share/_components/FormatTabs";
import codeBlock from "./code-block.module.css";
import { CopyButton } from "./CopyButton";
import css from "../share/_components/format-tabs.module.css";

// Image prompts are compiled `raw`: what is copied goes straight into the tool's prompt box, where a
// Markdown title and a byline would become part of the picture. The other formats keep their header
// and attribution, as the API serves them by default.

interface Panel {
  id: Format;
  visualOnly?: boolean;
  label: string;
  hint: string;
  body: string | null;
  tokens: number;
}

/** Every format the style carries: a style with nothing visual (a writing voice) gets no image-prompt
 *  tabs, which could only say so. */
function compileAll(snapshot: StyleSnapshot, canonicalUrl: string, hasLook: boolean): Panel[] {
  const order = (Object.keys(FORMAT_INFO) as Format[]).filter((id) => hasLook || FORMAT_INFO[id].visualOnly !== true);
  return order.map((id) => {
    const f = { id, ...FORMAT_INFO[id] };
    try {
      let { body } = compileStyle(snapshot, { canonicalUrl }, { format: f.id, raw: f.visualOnly === true });
      if (f.id === "json") {
        // Indented for reading; the copied text is the same data.
        try {
          body = JSON.stringify(JSON.parse(body), null, 2);
        } catch {
          /* keep the compiler's text */
        }
      }
      return { ...f, body, tokens: countTokens(body) };
    } catch (err) {
      // One broken format must not take the whole page down; the others stay usable.
      console.error(`share page: compiling ${f.id} failed`, err);
      return { ...f, body: null, tokens: 0 };
    }
  });
}

export function FormatPanels({
  snapshot,
  canonicalUrl,
  hasLook,
  styleMdUrl,
}: {
  snapshot: StyleSnapshot;
  canonicalUrl: string;
  hasLook: boolean;
  /** Where "Download STYLE.md" points (the API's STYLE.md of a gallery style). The builder's preview
   *  has none: a private style's STYLE.md needs a token, which a plain link cannot send. */
  styleMdUrl?: string;
}) {
  const panels = compileAll(snapshot, canonicalUrl, hasLook);
  const download = styleMdUrl ? (
    // `download` names the file STYLE.md whatever the URL ends with.
    <a className="button button-small" href={styleMdUrl} download="STYLE.md">
      Download STYLE.md
    </a>
  ) : null;
  return (
    <FormatTabs
      tabs={panels.map((p) => ({ id: p.id, label: p.label }))}
      panels={panels.map((p) => {
        const preId = `spec-${p.id}`;
        return (
          <Fragment key={p.id}>
            {/* Shown only without JavaScript, when the tab row is hidden and panels are read in a row. */}
            <h3 className={css.panelTitle}>{p.label}</h3>
            <div className={css.meta}>
              <p className={css.hint}>{p.hint}</p>
              {p.body ? <p className={css.tokens}>{p.tokens.toLocaleString("en")} tokens</p> : null}
              <div className={css.toolbar}>
                {p.body ? <CopyButton targetId={preId} label={`Copy the ${p.label} version`} /> : null}
                {download}
              </div>
            </div>
            {p.body === null ? (
              <p className={css.note}>This format could not be compiled right now. The other formats still work.</p>
            ) : (
              <pre id={preId} className={codeBlock.block} tabIndex={0} aria-label={`${p.label} version`}>
                {p.body}
              </pre>
            )}
          </Fragment>
        );
      })}
    />
  );
}
