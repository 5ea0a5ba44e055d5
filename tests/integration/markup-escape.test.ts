// A published style whose name, description, tags, blocks and remix parent hold HTML and links comes
// back inert from every Markdown endpoint (GET /styles/{ref}/style.md, the default format, the share
// page's Markdown twin), rendered as a client would (marked with its defaults), and its STYLE.md still
// lints valid with the name read back as typed.
import { marked } from "marked";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStyle } from "@/lib/builder/create";
import { saveStyleEdits } from "@/lib/builder/edit";
import { generateStyle } from "@/lib/builder/generate";
import { publishStyle } from "@/lib/builder/publish";
import { remixStyle } from "@/lib/builder/remix";
import { db } from "@/lib/db/client";
import type { Block } from "@/lib/styles/blocks";
import { startTestApp, type TestApp } from "../support/app";
import { account } from "../support/extraction";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const SCRIPT = "<script>alert(1)</script>";
const IMG = "<img src=x onerror=alert(2)>";
const PARENT = `Parent ${SCRIPT}`;
const NAME = `Zine ${IMG}`;
const DESCRIPTION = `Cut paper ${SCRIPT} [click](javascript:alert(3))`;
const BLOCKS: Block[] = [
  { section: "overview", type: "descriptor", value: `${IMG} cut paper shapes` },
  { section: "medium", type: "descriptor", value: "<svg onload=alert(4)> torn paper" },
  { section: "palette", type: "color", value: { hex: "#FF48B0", name: `pink ${SCRIPT}`, role: "<b>ink</b>" } },
  { section: "guardrails", type: "avoid", value: { term: `gloss ${IMG}`, prefer: "matte <i>paper</i>" } },
  { section: "voice", type: "phrase", value: `Say <iframe src="javascript:alert(5)">` },
  { section: "voice", type: "sample", value: `${SCRIPT}\n\n![pixel](https://evil.example/p.png)` },
];

/** Tags our own Markdown never makes, attributes other than an https href, and javascript: addresses. */
function unsafeMarkup(html: string): string[] {
  const ours = new Set(["h1", "h2", "p", "ul", "li", "blockquote", "hr", "br", "code", "em", "strong", "a"]);
  const problems: string[] = [];
  for (const [tag, name = "", attrs = ""] of html.matchAll(/<\/?([A-Za-z][\w-]*)([^>]*)>/g)) {
    const lower = name.toLowerCase();
    if (!ours.has(lower) || (attrs.trim() !== "" && !(lower === "a" && /^\s+href="https?:\/\/[^"\s]*"$/.test(attrs)))) problems.push(tag);
  }
  if (/href="javascript:/i.test(html)) problems.push("javascript: address");
  return problems;
}

const render = (body: string) => marked.parse(body, { async: false, gfm: true });

let slug: string;

beforeAll(async () => {
  const prisma = await db();
  const publish = async (userId: string, id: string) => {
    await generateStyle(userId, id);
    const published = await publishStyle(userId, id, { visibility: "public", category: "illustration", tags: ["<b>bold</b>", "riso"] });
    await prisma.style.update({ where: { id }, data: { moderation: "approved" } });
    return published.slug!;
  };
  const parentAuthor = await account();
  const parent = await createStyle(parentAuthor.userId, { name: PARENT });
  await saveStyleEdits(parentAuthor.userId, parent.id, { blocks: [{ section: "overview", type: "descriptor", value: "Paper", enabled: true }] });
  const parentSlug = await publish(parentAuthor.userId, parent.id);

  const author = await account();
  const style = await remixStyle(author.userId, parentSlug);
  await saveStyleEdits(author.userId, style.id, { name: NAME, description: DESCRIPTION, blocks: BLOCKS.map((b) => ({ ...b, enabled: true })) });
  slug = await publish(author.userId, style.id);
});

describe("hostile user text through the Markdown endpoints", () => {
  it("GET /styles/{ref}/style.md: inert when rendered, valid when linted, the name as typed in its frontmatter", async () => {
    const res = await app.request(`/api/v1/styles/${slug}/style.md`);
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).not.toMatch(/<script|<img|<svg|<iframe/);
    expect(unsafeMarkup(render(body))).toEqual([]);
    expect(render(body)).toContain("Zine &lt;img src=x onerror=alert(2)&gt;");

    const lint = await app.request("/api/v1/style-md/validate", { method: "POST", headers: { "Content-Type": "text/markdown" }, body });
    const result = (await lint.json()) as { valid: boolean; errors: string[]; meta: { name: string } };
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect(result.meta.name).toBe(NAME);
  });

  it("GET /styles/{ref} (default format, with and without raw)", async () => {
    for (const query of ["", "?raw=1", "?format=midjourney", "?format=flux&raw=1"]) {
      const res = await app.request(`/api/v1/styles/${slug}${query}`);
      expect(res.status, query).toBe(200);
      const body = await res.text();
      expect(body, query).not.toMatch(/<script|<img|<svg|<iframe/);
      expect(unsafeMarkup(render(body)), query).toEqual([]);
    }
  });

  it("the share page's Markdown twin, header (name, description, tags, remix parent) and spec alike", async () => {
    const res = await app.request(`/api/site/share/${slug}/markdown`);
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).not.toMatch(/<script|<img|<svg|<iframe|<b>/);
    const html = render(body);
    expect(unsafeMarkup(html)).toEqual([]);
    expect(html).toContain("Zine &lt;img src=x onerror=alert(2)&gt;");
    expect(html).toContain("Tags: &lt;b&gt;bold&lt;/b&gt;, riso");
    expect(html).toContain("Parent &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("[click](javascript:alert(3))");
  });
});
