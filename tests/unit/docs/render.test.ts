// The renderer is safe by construction (no raw HTML, no script addresses), gives headings ids that
// link to themselves, captions tables, and hands code blocks to the page for their Copy buttons.
import { describe, expect, it } from "vitest";
import { codeBlocks, parseInfo, renderMarkdown, safeHref, slugify, type Part } from "@/lib/docs/render";

const html = (parts: Part[]) => parts.map((p) => (p.kind === "html" ? p.html : `[code ${p.id}]`)).join("");

describe("safety", () => {
  it("shows raw HTML as text, block and inline", () => {
    const out = html(renderMarkdown('<script>alert(1)</script>\n\nText <img src=x onerror="alert(1)"> and <b>bold</b>.\n').parts);
    expect(out).not.toMatch(/<script|<img|<b>/);
    expect(out).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(out).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });

  it("drops script and data addresses from links and images, keeping their text", () => {
    const out = html(renderMarkdown("[click](javascript:alert(1)) [x](JaVaScRiPt:alert(1)) [d](data:text/html,hi) ![pic](data:image/png;base64,AA) [v](vbscript:x) [p](//evil.example/x)").parts);
    expect(out).not.toMatch(/href="(javascript|data|vbscript|\/\/)/i);
    expect(out).not.toContain("<img");
    expect(out).toContain("click");
    expect(out).toContain("pic");
  });

  it("keeps http(s), mailto, relative and fragment addresses, escaped", () => {
    expect(safeHref("https://example.com/a?b=1")).toBe("https://example.com/a?b=1");
    expect(safeHref("mailto:hi@example.com")).toBe("mailto:hi@example.com");
    expect(safeHref("/docs/mcp")).toBe("/docs/mcp");
    expect(safeHref("#scopes")).toBe("#scopes");
    expect(safeHref(" javascript:alert(1)")).toBeNull();
    const out = html(renderMarkdown('[a](/x "say \\"hi\\"")').parts);
    expect(out).toContain('<a href="/x" title="say &quot;hi&quot;">a</a>');
  });

  it("escapes code, in top-level blocks (rendered by the page) and nested ones", () => {
    const r = renderMarkdown("```html\n<script>x</script>\n```\n\n- item\n\n  ```\n  <b>y</b>\n  ```\n");
    const code = r.parts.find((p) => p.kind === "code");
    expect(code).toMatchObject({ kind: "code", code: "<script>x</script>" });
    expect(html(r.parts)).toContain("&lt;b&gt;y&lt;/b&gt;");
  });
});

describe("headings", () => {
  it("get unique ids and link to themselves; the contents list reads as plain text", () => {
    const r = renderMarkdown("## Getting started\n\n## `GET /styles` & more\n\n### Getting started\n");
    expect(r.headings).toEqual([
      { depth: 2, id: "getting-started", text: "Getting started" },
      { depth: 2, id: "get-styles-more", text: "GET /styles & more" },
      { depth: 3, id: "getting-started-2", text: "Getting started" },
    ]);
    expect(html(r.parts)).toContain('<h2 id="getting-started"><a class="heading-anchor" href="#getting-started">Getting started</a></h2>');
    expect(slugify("STYLE.md")).toBe("style-md");
  });
});

describe("tables", () => {
  it("take a `Table:` caption, become a labelled focusable region, and head their rows", () => {
    const out = html(renderMarkdown("Table: The 2 formats\n\n| Format | For |\n| --- | --- |\n| `flux` | Flux |\n| `json` | JSON |\n").parts);
    expect(out).toContain('<div class="table-wrap" role="region" aria-label="The 2 formats" tabindex="0"><table>\n<caption>The 2 formats</caption>');
    expect(out).toContain('<th scope="col">Format</th>');
    expect(out).toContain('<tr><th scope="row"><code>flux</code></th><td>Flux</td></tr>');
    expect(out).not.toContain("Table:");
  });
});

describe("code blocks", () => {
  it("come out as parts with an id, a title and the run marker", () => {
    const r = renderMarkdown('Intro.\n\n```sh title="Search the gallery" run\ncurl x\n```\n\nBetween.\n\n```ts\nconst a = 1;\n```\n', "code-index");
    expect(r.parts.map((p) => p.kind)).toEqual(["html", "code", "html", "code"]);
    expect(r.parts[1]).toEqual({ kind: "code", id: "code-index-1", lang: "sh", title: "Search the gallery", runs: 200, code: "curl x" });
    expect(r.parts[3]).toMatchObject({ id: "code-index-2", lang: "ts", title: null, runs: null });
  });

  it("read the fence's info string", () => {
    expect(parseInfo('sh title="A run of things" run=404')).toEqual({ lang: "sh", title: "A run of things", runs: 404 });
    expect(parseInfo("sh running")).toEqual({ lang: "sh", title: null, runs: null });
    expect(parseInfo(undefined)).toEqual({ lang: "", title: null, runs: null });
    expect(codeBlocks("- a\n\n  ```sh run\n  curl y\n  ```\n")).toEqual([{ lang: "sh", title: null, runs: 200, code: "curl y" }]);
  });
});
