// Markdown to page parts with marked. Safe by construction: raw HTML in the source is shown as text,
// never passed through, and links and images keep only http(s), mailto, relative and fragment
// addresses. Headings get ids (and link to themselves) for "On this page". Top-level fenced code
// blocks come back as their own parts so the page can give each one a Copy button (a React client
// component cannot live inside an HTML string). Pure.
import { Marked, type Token, type Tokens } from "marked";

export interface Heading {
  depth: number;
  id: string;
  text: string;
}

export interface CodeBlock {
  kind: "code";
  id: string;
  lang: string;
  title: string | null;
  /** Marked `run` (or `run=404`) in the fence: the test suite runs it against the app and expects
   *  this status (any 2xx for a bare `run`); null when it is not run. */
  runs: number | null;
  code: string;
}

export type Part = { kind: "html"; html: string } | CodeBlock;

export interface RenderedPage {
  parts: Part[];
  headings: Heading[];
}

export function escapeHtml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** Null when the address may not appear in a page. */
export function safeHref(href: string): string | null {
  const h = href.trim();
  if (/^(https?:|mailto:)/i.test(h)) return h;
  // Relative and fragment addresses; a scheme-like prefix (javascript:, data:, vbscript:) is refused.
  if (/^[a-z][a-z0-9+.-]*:/i.test(h)) return null;
  return h.startsWith("//") ? null : h;
}

export function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/<[^>]*>/g, "")
      .replace(/&[a-z0-9#]+;/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "section"
  );
}

/** A bare `run`: any 2xx status passes. */
export const RUN_OK = 200;

/** The fence's info string: `sh title="Search the gallery" run` (or `run=404`). */
export function parseInfo(info: string | undefined): { lang: string; title: string | null; runs: number | null } {
  const raw = (info ?? "").trim();
  const lang = /^[^\s]*/.exec(raw)?.[0] ?? "";
  const title = /\btitle="([^"]*)"/.exec(raw)?.[1] ?? null;
  const rest = raw.slice(lang.length).replace(/\btitle="[^"]*"/, "");
  const run = /(?:^|\s)run(?:=(\d{3}))?(?=\s|$)/.exec(rest);
  return { lang, title, runs: run ? Number(run[1] ?? RUN_OK) : null };
}

/** Plain text of inline tokens (for heading ids and the contents list). */
function plain(tokens: Token[] | undefined): string {
  return (tokens ?? [])
    .map((t) => ("tokens" in t && t.tokens ? plain(t.tokens) : "text" in t ? String(t.text) : ""))
    .join("")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

type WithId = Tokens.Heading & { id?: string };

function makeMarked(): Marked {
  return new Marked({
    gfm: true,
    renderer: {
      html(token) {
        return escapeHtml(token.text);
      },
      heading(token) {
        const id = (token as WithId).id ?? slugify(token.text);
        const inner = this.parser.parseInline(token.tokens);
        return `<h${token.depth} id="${id}"><a class="heading-anchor" href="#${id}">${inner}</a></h${token.depth}>\n`;
      },
      // Row headers make each row's first cell (a format, a code, a scope) name the row for screen readers.
      table(token) {
        const align = (a: string | null) => (a ? ` style="text-align:${a}"` : "");
        const head = token.header.map((c) => `<th scope="col"${align(c.align)}>${this.parser.parseInline(c.tokens)}</th>`).join("");
        const rows = token.rows
          .map((row) => {
            const cells = row.map((c, i) => {
              const inner = this.parser.parseInline(c.tokens);
              return i === 0 ? `<th scope="row"${align(c.align)}>${inner}</th>` : `<td${align(c.align)}>${inner}</td>`;
            });
            return `<tr>${cells.join("")}</tr>`;
          })
          .join("\n");
        return `<table>\n<thead><tr>${head}</tr></thead>\n<tbody>\n${rows}\n</tbody>\n</table>\n`;
      },
      link(token) {
        const inner = this.parser.parseInline(token.tokens);
        const href = safeHref(token.href);
        if (href === null) return inner;
        const title = token.title ? ` title="${escapeHtml(token.title)}"` : "";
        return `<a href="${escapeHtml(href)}"${title}>${inner}</a>`;
      },
      image(token) {
        const src = safeHref(token.href);
        if (src === null) return escapeHtml(token.text);
        return `<img src="${escapeHtml(src)}" alt="${escapeHtml(token.text)}">`;
      },
    },
  });
}

const CAPTION = /^Table:\s+(.+)$/;

/** Renders expanded Markdown. `idPrefix` keeps code-block ids unique on the page. */
export function renderMarkdown(markdown: string, idPrefix = "code"): RenderedPage {
  const marked = makeMarked();
  const tokens = marked.lexer(markdown);
  const headings: Heading[] = [];
  const seen = new Map<string, number>();
  marked.walkTokens(tokens, (t) => {
    if (t.type !== "heading") return;
    const h = t as WithId;
    const text = plain(h.tokens).trim();
    const base = slugify(text);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    h.id = n === 0 ? base : `${base}-${n + 1}`;
    headings.push({ depth: h.depth, id: h.id, text });
  });

  const parts: Part[] = [];
  let pending: Token[] = [];
  let codeCount = 0;
  const flush = () => {
    if (pending.length === 0) return;
    const links = Object.assign([...pending], { links: tokens.links });
    parts.push({ kind: "html", html: marked.parser(links) });
    pending = [];
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.type === "code") {
      flush();
      const info = parseInfo((t as Tokens.Code).lang);
      codeCount += 1;
      parts.push({ kind: "code", id: `${idPrefix}-${codeCount}`, lang: info.lang, title: info.title, runs: info.runs, code: (t as Tokens.Code).text });
      continue;
    }
    // `Table: caption` just before a table (the Pandoc convention) becomes the table's caption, and
    // the table a labelled, focusable region so a wide one can be scrolled by keyboard.
    const caption = t.type === "paragraph" ? CAPTION.exec((t as Tokens.Paragraph).text) : null;
    const next = tokens[i + 1]?.type === "space" ? tokens[i + 2] : tokens[i + 1];
    if (caption && next?.type === "table") {
      flush();
      const label = escapeHtml(caption[1]!.replace(/`/g, ""));
      const html = marked.parser(Object.assign([next], { links: tokens.links }));
      const captioned = html.replace("<table>", `<table>\n<caption>${marked.parseInline(caption[1]!) as string}</caption>`);
      parts.push({ kind: "html", html: `<div class="table-wrap" role="region" aria-label="${label}" tabindex="0">${captioned}</div>` });
      i = tokens.indexOf(next);
      continue;
    }
    if (t.type === "table") {
      flush();
      const html = marked.parser(Object.assign([t], { links: tokens.links }));
      parts.push({ kind: "html", html: `<div class="table-wrap" role="region" aria-label="Table" tabindex="0">${html}</div>` });
      continue;
    }
    pending.push(t);
  }
  flush();
  return { parts, headings };
}

/** Every fenced code block in the Markdown, nested ones included (for the runnable-examples test). */
export function codeBlocks(markdown: string): Omit<CodeBlock, "id" | "kind">[] {
  const marked = makeMarked();
  const out: Omit<CodeBlock, "id" | "kind">[] = [];
  marked.walkTokens(marked.lexer(markdown), (t) => {
    if (t.type !== "code") return;
    const info = parseInfo((t as Tokens.Code).lang);
    out.push({ lang: info.lang, title: info.title, runs: info.runs, code: (t as Tokens.Code).text });
  });
  return out;
}
