// The compiled spec in every format, one disclosure each. <details> needs no JavaScript; sharing a
// `name` makes them an exclusive accordion in current browsers, so the page stays short.
import { compileStyle, countTokens, FORMAT_INFO, type Format } from "@/lib/compile";
import type { StyleSnapshot } from "@/lib/styles/snapshot";
import { CopyButton } from "./CopyButton";

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

function compileAll(snapshot: StyleSnapshot, canonicalUrl: string): Panel[] {
  const order = Object.keys(FORMAT_INFO) as Format[];
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

export function FormatPanels({ snapshot, canonicalUrl, hasLook }: { snapshot: StyleSnapshot; canonicalUrl: string; hasLook: boolean }) {
  // Image prompts of a style with no visual items say only that; list them last, not first.
  const panels = compileAll(snapshot, canonicalUrl).sort(
    (a, b) => Number(!hasLook && a.visualOnly) - Number(!hasLook && b.visualOnly),
  );
  return (
    <div className="formats">
      {panels.map((p, i) => {
        const preId = `spec-${p.id}`;
        return (
          <details key={p.id} className="format" name="format" open={i === 0} id={`format-${p.id}`}>
            <summary>
              <span className="format-label">{p.label}</span>
              <span className="format-hint">{p.hint}</span>
              {p.body && !(p.visualOnly && !hasLook) ? <span className="format-tokens">{p.tokens.toLocaleString("en")} tokens</span> : null}
            </summary>
            {p.body === null ? (
              <p className="format-note">This format could not be compiled right now. The other formats still work.</p>
            ) : p.visualOnly && !hasLook ? (
              // Nothing to paste into an image tool: show the compiler's explanation as plain text.
              <p className="format-note">{p.body.replace(/^\(|\)$/g, "")}</p>
            ) : (
              <div className="format-body">
                <div className="format-toolbar">
                  <CopyButton targetId={preId} label={`Copy the ${p.label} version`} />
                </div>
                <pre id={preId} tabIndex={0} aria-label={`${p.label} version`}>
                  {p.body}
                </pre>
              </div>
            )}
          </details>
        );
      })}
    </div>
  );
}
