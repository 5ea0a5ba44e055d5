// YAML front matter for the Markdown files we compile (STYLE.md, SKILL.md): every string scalar that
// holds markup (hasMarkup: a tag, a character reference, a link's `](`) is written double-quoted with
// that markup as YAML escapes. YAML readers read the value back exactly as typed; a Markdown renderer
// that does not know front matter, and shows it as text, finds no tag, link or image in it. Pure.
import { type Document, Scalar, type ToStringOptions, visit } from "yaml";
import { escapeMarkupInYaml, hasMarkup } from "./text";

export function inertFrontMatter(doc: Document, options: ToStringOptions): string {
  visit(doc, {
    Scalar(_key, node) {
      if (typeof node.value === "string" && hasMarkup(node.value)) node.type = Scalar.QUOTE_DOUBLE;
    },
  });
  return escapeMarkupInYaml(doc.toString(options));
}
