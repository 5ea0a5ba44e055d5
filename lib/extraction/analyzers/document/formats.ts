// Markup to prose for the text formats document.ts reads: Markdown, HTML and CSV. Well-known patterns
// only, not full parsers: the goal is the writer's sentences, and a stray mark left over costs little.
// Pure: no I/O.

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", mdash: "—", ndash: "–", hellip: "…", rsquo: "’", lsquo: "‘", rdquo: "”", ldquo: "“" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    // Own keys only: "&constructor;" is not an entity, whatever Object.prototype holds.
    const key = name.toLowerCase();
    return Object.hasOwn(ENTITIES, key) ? ENTITIES[key]! : whole;
  });
}

/** Markdown to prose. List markers stay (a writer's lists are part of the voice, and the text analyzer
 *  reads them); headings become their own lines; code, images and link targets go. */
export function markdownToText(md: string): string {
  return md
    .replace(/\r\n?/g, "\n")
    .replace(/^---\n[\s\S]*?\n---\n/, "") // front matter
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "") // fenced code
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/gm, "$1") // ATX headings
    .replace(/^ {0,3}(?:=+|-+)\s*$/gm, "") // setext underlines (after a heading line)
    .replace(/^ {0,3}(?:[-*_]\s*){3,}$/gm, "") // rules
    .replace(/^ {0,3}\[[^\]]+\]:\s*\S+.*$/gm, "") // link reference definitions
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1") // images: keep the alt text
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1") // links: keep the text
    .replace(/\[([^\]]+)\]\[[^\]]*\]/g, "$1")
    .replace(/<(https?:[^>]+)>/g, "$1")
    .replace(/^ {0,3}>\s?/gm, "") // block quotes
    .replace(/^(\s*)[*+]\s+/gm, "$1- ") // bullets, one marker
    .replace(/^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$/gm, "") // table rules
    .replace(/^\s*\|(.*)\|\s*$/gm, (_, row: string) => row.split("|").map((c) => c.trim()).join("  ")) // table rows
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, "$2") // strong
    .replace(/(?<![\w*])\*(?=\S)([^*\n]*?\S)\*(?![\w*])/g, "$1") // emphasis
    .replace(/(?<![\w])_(?=\S)([^_\n]*?\S)_(?![\w])/g, "$1")
    .replace(/~~(?=\S)([^~\n]*?\S)~~/g, "$1")
    .replace(/`([^`\n]+)`/g, "$1")
    .replace(/<\/?[a-z][^>]*>/gi, "");
}

export function looksLikeHtml(text: string): boolean {
  return /^(?:<!doctype html|<html[\s>]|<head[\s>]|<body[\s>])/i.test(text) || (text.startsWith("<") && (text.match(/<\/(?:p|div|h[1-6]|li|span)>/gi)?.length ?? 0) >= 2);
}

export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style|noscript|template|svg|head)\b[\s\S]*?<\/\1\s*>/gi, "")
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<br\s*\/?>/gi, "\n")
      .replace(/<\/?(?:p|div|section|article|header|footer|blockquote|h[1-6]|ul|ol|table|tr|pre)\b[^>]*>/gi, "\n\n")
      .replace(/<li\b[^>]*>/gi, "\n- ")
      .replace(/<[^>]+>/g, ""),
  );
}

/** RFC 4180 rows: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === "") quoted = true;
    else if (ch === delimiter) {
      row.push(cell);
      cell = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += ch;
  }
  if (cell !== "" || row.length) rows.push([...row, cell]);
  return rows.filter((r) => r.some((c) => c.trim() !== ""));
}

function delimiterOf(text: string): string | null {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== "").slice(0, 20);
  if (lines.length < 2) return null;
  for (const d of [",", ";", "\t"]) {
    // Count outside quotes, so a quoted cell with commas in it does not break the pattern.
    const counts = lines.map((l) => l.replace(/"(?:[^"]|"")*"/g, "").split(d).length - 1);
    if (counts[0]! >= 1 && counts.every((c) => c === counts[0])) return d;
  }
  return null;
}

/** Every line holds the same number of delimiters (prose with commas varies line to line). */
export function looksLikeCsv(text: string): boolean {
  return delimiterOf(text) !== null;
}

/** The cells that carry words, row by row. A header row of short labels is left out when rows follow. */
export function csvCells(text: string): string[] {
  const delimiter = delimiterOf(text) ?? ",";
  const rows = parseCsv(text, delimiter).map((r) => r.map((c) => c.trim()));
  const header = rows[0];
  const labels = header && rows.length > 1 && header.every((c) => c.split(/\s+/).length <= 3 && !/[.!?]$/.test(c));
  const body = labels ? rows.slice(1) : rows;
  const cells = body.flat().filter((c) => /\p{L}/u.test(c));
  const prose = cells.filter((c) => c.split(/\s+/).length >= 2);
  return prose.length ? prose : cells;
}
