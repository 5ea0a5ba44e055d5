// The site navigates within itself on the client (issue 22, seam 7): a link from one of our pages to
// another is a next/link <Link>, not a plain <a> that reloads the whole document. This scans every
// app/**/*.tsx for <a> elements whose href is written out (a string or a template with a literal
// start) and begins with "/", and fails when it names a page of this app (a route of an
// app/**/page.tsx). Links to route handlers (downloads, the API, /llms.txt, the dev mailbox) are not
// pages and pass by themselves; hrefs computed at run time cannot be read here.
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { filesUnder, read } from "./app-files";

/**
 * Plain <a> links to pages that stay plain on purpose, as `file` and the href's written start.
 * Keep it short, and say why.
 */
const ALLOWED: { file: string; href: RegExp; why: string }[] = [
  // The .md twin of a page (/share/{slug}.md) is rewritten to a route handler that returns Markdown.
  { file: "app/share/[slug]/page.tsx", href: /^\/share\/\$\{[^}]*\}\.md$/, why: "Markdown twin" },
  // After an error the way home is a full load: the page's state (and the client router's) may be
  // what broke.
  { file: "app/error.tsx", href: /^\/$/, why: "recovering from an error reloads the document" },
];

/** Page routes as patterns, from app/**\/page.tsx: groups `(x)` vanish, `[x]` is one segment, `[...x]` the rest. */
export function pageRoutes(): RegExp[] {
  return filesUnder("app", /^page\.tsx$/).map((file) => {
    const segments = file
      .split("/")
      .slice(1, -1)
      .filter((s) => !/^\(.*\)$/.test(s));
    const pattern = segments
      .map((s) => (/^\[\[?\.\.\./.test(s) ? "(?:/.*)?" : /^\[.*\]$/.test(s) ? "/[^/]+" : `/${s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`))
      .join("");
    return new RegExp(`^${pattern || "/"}$`);
  });
}

/** The href of an <a> as written: a string, or a template with `${…}` for its expressions. */
function writtenHref(attr: ts.JsxAttribute, source: ts.SourceFile): string | null {
  let value: ts.Node | undefined = attr.initializer;
  if (value && ts.isJsxExpression(value)) value = value.expression;
  if (!value) return null;
  if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) return value.text;
  if (ts.isTemplateExpression(value)) {
    return value.head.text + value.templateSpans.map((s) => `\${${s.expression.getText(source)}}${s.literal.text}`).join("");
  }
  return null;
}

/** Every <a href="/…"> written in `file`, with its line. */
export function plainInternalLinks(file: string, text = read(file)): { line: number; href: string }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: { line: number; href: string }[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && node.tagName.getText(source) === "a") {
      for (const attr of node.attributes.properties) {
        if (!ts.isJsxAttribute(attr) || attr.name.getText(source) !== "href") continue;
        const href = writtenHref(attr, source);
        if (href?.startsWith("/")) found.push({ line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, href });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The path an href leads to, with its query and fragment cut and each `${…}` as one segment's worth. */
const pathOf = (href: string) => href.replace(/\$\{[^}]*\}/g, "x").replace(/[?#].*$/, "") || "/";

export function linksToPages(files: string[], routes = pageRoutes()): string[] {
  return files.flatMap((file) =>
    plainInternalLinks(file)
      .filter(({ href }) => routes.some((r) => r.test(pathOf(href))))
      .filter(({ href }) => !ALLOWED.some((a) => a.file === file && a.href.test(href)))
      .map(({ line, href }) => `${file}:${line} <a href="${href}">`),
  );
}

describe("links between pages (issue 22, seam 7)", () => {
  const files = filesUnder("app", /\.tsx$/).filter((f) => !f.startsWith("app/api/"));

  it("finds the pages and reads the links it is meant to", () => {
    const routes = pageRoutes();
    for (const page of ["/", "/share/risograph-zine-k2f9", "/docs", "/docs/api", "/admin/moderation", "/signin/check-email"]) {
      expect(routes.some((r) => r.test(page)), page).toBe(true);
    }
    for (const notPage of ["/api/v1/styles", "/llms.txt", "/api/site/dev/mailbox", "/api/site/share/a/remix"]) {
      expect(routes.some((r) => r.test(notPage)), notPage).toBe(false);
    }
    const sample = 'export const A = () => <p><a className="x" href={`/builder/${id}?tab=1`}>x</a><a href="#main">y</a><a href="/api/v1/x">z</a></p>;';
    expect(plainInternalLinks("sample.tsx", sample).map((l) => l.href)).toEqual(["/builder/${id}?tab=1", "/api/v1/x"]);
  });

  it("no <a> in app/ links to one of our pages (use next/link)", () => {
    expect(linksToPages(files)).toEqual([]);
  });

  it("every allow-list entry still matches a link (no stale exceptions)", () => {
    for (const a of ALLOWED) {
      expect(plainInternalLinks(a.file).some(({ href }) => a.href.test(href)), `${a.file}: ${a.why}`).toBe(true);
    }
  });
});
