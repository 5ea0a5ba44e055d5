// Small wording helpers shared by every format. Pure string functions.

/** Collapses every run of whitespace (newlines included) so a value can sit on one line without
 *  breaking a list item, a heading or a prompt. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Drops trailing punctuation so a value can be embedded mid-sentence ("Avoid X; prefer Y."). */
export function stripEnd(text: string): string {
  return oneLine(text).replace(/[\s.,;:]+$/u, "");
}

/** Upper-cases the first letter, but leaves words like "iPhone" or "eBay" alone. */
export function capitalize(text: string): string {
  const first = text.charAt(0);
  const second = text.charAt(1);
  if (first !== first.toLowerCase() || (second && second !== second.toLowerCase())) return text;
  return first.toUpperCase() + text.slice(1);
}

/** Lower-cases the first letter for comma-separated prompt terms, keeping acronyms ("DIY", "3D"). */
export function uncapitalize(text: string): string {
  const first = text.charAt(0);
  const second = text.charAt(1);
  if (second && second !== second.toLowerCase()) return text;
  return first.toLowerCase() + text.slice(1);
}

/** One value as a full sentence: capitalised and ending in terminal punctuation. */
export function sentence(text: string): string {
  const body = oneLine(text).replace(/[\s,;:]+$/u, "");
  if (body === "") return "";
  return capitalize(/[.!?…)"'”’]$/u.test(body) ? body : `${body}.`);
}

/** "a", "a and b", "a, b and c". */
export function andJoin(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

export function indefiniteArticle(phrase: string): "a" | "an" {
  const p = phrase.trim().toLowerCase();
  if (/^(?:uni|use|usu|ute|eu|one\b|once)/.test(p)) return "a";
  return /^(?:[aeiou]|hour|honest|honou?r)/.test(p) ? "an" : "a";
}

/** Order-preserving de-duplication, case-insensitive (prompt tools weigh repeats). */
export function dedupe(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    const key = item.toLowerCase();
    if (item === "" || seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}

/** A user-written line that Markdown would read as a heading, list, quote, rule or table gets a
 *  backslash, so a descriptor such as "## Palette" cannot fake a section of the document. An HTML block
 *  (`<div>` at a line start) is escapeMarkup's: a backslash here would stand before its entity. */
export function escapeLineStart(line: string): string {
  return /^(?:#|>|[-+*=_]|\d+[.)]\s|`{3}|~{3}|\|)/.test(line) ? `\\${line}` : line;
}

/** A written sample as a Markdown blockquote; blank lines stay inside the quote. */
export function blockquote(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .trim()
    .split("\n")
    .map((line) => (line.trim() === "" ? ">" : `> ${line.trimEnd()}`))
    .join("\n");
}

// What CommonMark (and marked, and GitHub) would turn user text into markup with, beyond the line
// starts escapeLineStart handles: `<` opening a tag, comment, declaration or autolink (`<script>`,
// `</a>`, `<!--`, `<javascript:...>`); `&` opening a character reference (so a typed `&lt;` stays
// four characters); `]` closing a link or image's text (`](`) or a link reference definition (`]:`),
// which would make `javascript:` links or tracking images. Entities, not backslashes: a backslash the
// user typed just before ours would escape it instead, and entities read the same in every renderer.
// Ordinary text keeps its characters: "a < b", "R&D", "<3", quotes and apostrophes are untouched.
const MARKUP_TEST = /<[A-Za-z/!?]|&#?[A-Za-z0-9]+;|\][(:]/;
const MARKUP = /<(?=[A-Za-z/!?])|&(?=#?[A-Za-z0-9]+;)|\](?=[(:])/g;
const MARKDOWN_ENTITY: Readonly<Record<string, string>> = { "<": "&lt;", "&": "&amp;", "]": "&#93;" };
// The same characters as YAML double-quoted escapes, which every YAML reader turns back into them.
const YAML_ESCAPE: Readonly<Record<string, string>> = { "<": "\\x3C", "&": "\\x26", "]": "\\x5D" };

export function hasMarkup(text: string): boolean {
  return MARKUP_TEST.test(text);
}

/** User text made inert as Markdown (see MARKUP above). Not idempotent (`&lt;` becomes `&amp;lt;`), so
 *  it runs once, where a compiled document is finished. */
export function escapeMarkup(text: string): string {
  return MARKUP_TEST.test(text) ? text.replace(MARKUP, (c) => MARKDOWN_ENTITY[c]!) : text;
}

/** YAML text whose every scalar holding markup (hasMarkup) was written double-quoted, with that markup
 *  as escapes: a Markdown renderer that does not know frontmatter shows it as text, and a YAML reader
 *  reads the value exactly as typed. YAML's own syntax never matches MARKUP, so only those scalars change. */
export function escapeMarkupInYaml(yaml: string): string {
  return MARKUP_TEST.test(yaml) ? yaml.replace(MARKUP, (c) => YAML_ESCAPE[c]!) : yaml;
}
