// Front matter of content files: what a docs page and a blog post need, and the errors that name the
// file and the problem instead of rendering a page without a title.
import { describe, expect, it } from "vitest";
import { parsePage, sortPages, splitFrontMatter } from "@/lib/docs/frontmatter";
import { BLOG_AUTHOR, longDate, markdownPath, pagePath } from "@/lib/docs/types";

const doc = (fm: string, body = "Hello.\n") => `---\n${fm}\n---\n\n${body}`;

describe("parsePage", () => {
  it("reads a docs page: title, description, order, nav label, body", () => {
    const p = parsePage("docs", "style-md.md", doc("title: The STYLE.md format\nnav: STYLE.md\ndescription: The format.\norder: 10", "## One\nText.\n"));
    expect(p).toMatchObject({ collection: "docs", slug: "style-md", title: "The STYLE.md format", nav: "STYLE.md", description: "The format.", order: 10, date: null });
    expect(p.body).toBe("\n## One\nText.\n");
  });

  it("reads a blog post; the date may be quoted or bare YAML, the author defaults to the team", () => {
    const bare = parsePage("blog", "hello.md", doc("title: Hello\ndescription: A post.\ndate: 2026-11-20"));
    const quoted = parsePage("blog", "hello.md", doc('title: Hello\ndescription: A post.\ndate: "2026-11-20"\nauthor: Ana'));
    expect(bare).toMatchObject({ date: "2026-11-20", author: BLOG_AUTHOR, nav: "Hello" });
    expect(quoted).toMatchObject({ date: "2026-11-20", author: "Ana" });
  });

  it.each([
    ["no front matter", "docs", "a.md", "# Title\n", /missing front matter/],
    ["no title", "docs", "a.md", doc("description: x\norder: 1"), /needs `title:`/],
    ["an empty description", "docs", "a.md", doc('title: A\ndescription: ""\norder: 1'), /`description:` must be non-empty/],
    ["a docs page without order", "docs", "a.md", doc("title: A\ndescription: x"), /numeric `order:`/],
    ["a post without a date", "blog", "a.md", doc("title: A\ndescription: x"), /YYYY-MM-DD/],
    ["a post with a bad date", "blog", "a.md", doc("title: A\ndescription: x\ndate: 20 Nov 2026"), /YYYY-MM-DD/],
    ["a file name that is not a slug", "docs", "Style MD.md", doc("title: A\ndescription: x\norder: 1"), /lowercase words/],
    ["broken YAML", "docs", "a.md", doc("title: [unclosed\ndescription: x\norder: 1"), /not valid YAML/],
    ["an empty body", "docs", "a.md", doc("title: A\ndescription: x\norder: 1", "\n  \n"), /no text after/],
  ] as const)("refuses %s, naming the file", (_, collection, file, text, problem) => {
    expect(() => parsePage(collection, file, text)).toThrow(problem);
    expect(() => parsePage(collection, file, text)).toThrow(file);
  });

  it("splits front matter only at the top, with CRLF line ends too", () => {
    expect(splitFrontMatter("text\n---\na: 1\n---\n")).toBeNull();
    expect(splitFrontMatter("---\r\na: 1\r\n---\r\nbody")).toEqual({ yaml: "a: 1", body: "body" });
  });
});

describe("order and addresses", () => {
  const page = (collection: "docs" | "blog", slug: string, order: number, date: string | null) =>
    ({ collection, slug, order, date, title: slug, description: "", author: null, nav: slug, body: "x" }) as const;

  it("sorts docs by order and posts newest first", () => {
    expect(sortPages([page("docs", "b", 2, null), page("docs", "a", 1, null)]).map((p) => p.slug)).toEqual(["a", "b"]);
    expect(sortPages([page("blog", "old", 0, "2026-01-01"), page("blog", "new", 0, "2026-11-01")]).map((p) => p.slug)).toEqual(["new", "old"]);
  });

  it("puts the index at the collection's own address and twins at + .md", () => {
    expect(pagePath({ collection: "docs", slug: "index" })).toBe("/docs");
    expect(markdownPath({ collection: "docs", slug: "index" })).toBe("/docs.md");
    expect(markdownPath({ collection: "blog", slug: "hello" })).toBe("/blog/hello.md");
    expect(longDate("2026-11-20")).toBe("20 November 2026");
  });
});
