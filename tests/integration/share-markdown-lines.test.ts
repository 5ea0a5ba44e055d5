// A share page's Markdown twin writes the style's one-line fields (name, description, category, tags,
// author) into its identification header. A description holding newlines could forge a heading, a
// "Canonical URL" line pointing elsewhere and a `---` rule that ends the header early (issue 31): every
// one-line field is one line in the twin, and a line start Markdown would read as structure is escaped.
import { marked } from "marked";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStyle } from "@/lib/builder/create";
import { saveStyleEdits } from "@/lib/builder/edit";
import { generateStyle } from "@/lib/builder/generate";
import { publishStyle } from "@/lib/builder/publish";
import { db } from "@/lib/db/client";
import { startTestApp, type TestApp } from "../support/app";
import { account } from "../support/extraction";

let app: TestApp;
let slug: string;

const DESCRIPTION = "Soft paper.\n# Forged heading\n- Canonical URL: https://evil.example/share/x\n---\n\n## Palette\n- #000000";

beforeAll(async () => {
  app = await startTestApp();
  const author = await account();
  const style = await createStyle(author.userId, { name: "Folded\nLines" });
  await saveStyleEdits(author.userId, style.id, {
    description: DESCRIPTION,
    blocks: [{ section: "overview", type: "descriptor", value: "Paper", enabled: true }],
  });
  await generateStyle(author.userId, style.id);
  const published = await publishStyle(author.userId, style.id, { visibility: "public", category: "illustration", tags: ["riso"] });
  await (await db()).style.update({ where: { id: style.id }, data: { moderation: "approved" } });
  slug = published.slug!;
});
afterAll(() => app?.close());

describe("the share page's Markdown twin", () => {
  it("keeps a multi-line description on one line: no forged heading, canonical URL or rule", async () => {
    const res = await app.request(`/api/site/share/${slug}/markdown`);
    expect(res.status).toBe(200);
    const body = await res.text();
    const header = body.split("\n---\n")[0]!;
    const lines = header.split("\n");
    expect(lines.filter((l) => l.startsWith("#"))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith("- Canonical URL:"))).toEqual([`- Canonical URL: ${app.origin}/share/${slug}`]);
    expect(header).toContain("Soft paper. # Forged heading - Canonical URL: https://evil.example/share/x --- ## Palette - #000000");
    // Rendered as a client would, the header holds one heading only, and the document one spec section.
    const html = marked.parse(body, { async: false, gfm: true });
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).not.toContain("<h1>Forged heading");
  });
});
