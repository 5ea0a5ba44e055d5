// The markdown twin of a share page (GET /share/{slug}.md and Accept: text/markdown, which
// next.config.ts rewrites to this handler; the rewrites themselves are covered by the embedded smoke
// test), and the remix links both share pages carry: the remix names its parent, the parent lists its
// listed remixes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStyle } from "@/lib/builder/create";
import { saveStyleEdits } from "@/lib/builder/edit";
import { generateStyle } from "@/lib/builder/generate";
import { publishStyle } from "@/lib/builder/publish";
import { remixStyle } from "@/lib/builder/remix";
import { countTokens } from "@/lib/compile";
import { db } from "@/lib/db/client";
import { REMIXES_SHOWN, sharedStyle } from "@/lib/gallery/share";
import { startTestApp, type TestApp } from "../support/app";
import { account } from "../support/extraction";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const md = (slug: string, headers: Record<string, string> = {}) => app.request(`/api/site/share/${slug}/markdown`, { headers });

describe("share page as Markdown", () => {
  it("carries the identification header and the default-format spec", async () => {
    const res = await md("risograph-zine-k2f9");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(res.headers.get("link")).toBe(`<${app.origin}/share/risograph-zine-k2f9>; rel="canonical"`);
    expect(res.headers.get("vary")).toMatch(/Accept/);
    const body = await res.text();
    expect(Number(res.headers.get("x-token-count"))).toBe(countTokens(body));
    expect(body).toMatch(/^# Risograph Zine\n/);
    expect(body).toContain("Two-ink risograph print");
    expect(body).toMatch(/Category: illustration/);
    expect(body).toMatch(/Tags: risograph, print, zine/);
    expect(body).toMatch(/Author: @inkclub/);
    expect(body).toMatch(/Palette: #FF48B0, #0078BF/);
    expect(body).toContain(`Canonical URL: ${app.origin}/share/risograph-zine-k2f9`);
    expect(body).toContain("## Guardrails");
    expect(body).toContain("Avoid photorealism");
  });

  it("names the remix parent of a remixed style", async () => {
    const prisma = await db();
    const remix = await prisma.style.findFirst({
      where: { visibility: "public", moderation: "approved", remixOf: { visibility: "public" } },
      select: { slug: true, remixOf: { select: { name: true, slug: true } } },
    });
    expect(remix, "the seeded gallery has a public remix").toBeTruthy();
    const body = await (await md(remix!.slug!)).text();
    expect(body).toContain(`Remix of: [${remix!.remixOf!.name}](${app.origin}/share/${remix!.remixOf!.slug})`);
  });

  it("revalidates with ETag", async () => {
    const first = await md("founder-letter-p7qd");
    const etag = first.headers.get("etag")!;
    expect(etag).toBeTruthy();
    expect((await md("founder-letter-p7qd", { "If-None-Match": etag })).status).toBe(304);
  });

  it("has no markdown page for link-only styles, and refuses private ones", async () => {
    const linkOnly = await md("link-only-moodboard-x2b2");
    expect(linkOnly.status).toBe(404);
    expect((await linkOnly.json()).error).toBe("not_found");
    expect((await md("no-such-style-zz99")).status).toBe(404);
    const priv = await md("private-sketchbook-x1a1");
    expect(priv.status).toBe(403);
    expect((await priv.json()).error).toBe("forbidden");
  });
});

/** A style of a new author's, published in the gallery and approved by a moderator. */
async function listedStyle(name: string, remixOf?: string): Promise<{ id: string; slug: string; userId: string }> {
  const author = await account();
  const style = remixOf ? await remixStyle(author.userId, remixOf) : await createStyle(author.userId, { name });
  await saveStyleEdits(author.userId, style.id, {
    name,
    blocks: [{ section: "overview", type: "descriptor", value: `${name}: cut paper shapes`, enabled: true }],
  });
  await generateStyle(author.userId, style.id);
  const published = await publishStyle(author.userId, style.id, { visibility: "public", category: "illustration" });
  await (await db()).style.update({ where: { id: style.id }, data: { moderation: "approved" } });
  return { id: style.id, slug: published.slug!, userId: author.userId };
}

describe("remix links between share pages", () => {
  it("names a parent that left the gallery without linking to it, in the page data and the Markdown header", async () => {
    const parent = await listedStyle("Paper Cut Parent");
    const remix = await listedStyle("Paper Cut Child", parent.slug);
    const before = await md(remix.slug);
    const linked = await before.text();
    expect(linked).toContain(`- Remix of: [Paper Cut Parent](${app.origin}/share/${parent.slug})`);
    expect((await sharedStyle(remix.slug)).remixOf).toEqual({ name: "Paper Cut Parent", url: `${app.origin}/share/${parent.slug}` });

    await (await db()).style.update({ where: { id: parent.id }, data: { visibility: "private" } });
    const res = await md(remix.slug);
    const body = await res.text();
    expect(body).toContain("- Remix of: Paper Cut Parent\n");
    expect(body).not.toContain(`/share/${parent.slug}`);
    expect(res.headers.get("etag"), "the header changed, so the ETag did").not.toBe(before.headers.get("etag"));
    expect((await sharedStyle(remix.slug)).remixOf).toEqual({ name: "Paper Cut Parent", url: null });
  });

  it("lists a parent's listed remixes newest first, a few at most, and counts them all", async () => {
    const parent = await listedStyle("Stencil Parent");
    expect((await sharedStyle(parent.slug)).remixes).toEqual({ count: 0, latest: [] });

    const remixes: { slug: string; name: string }[] = [];
    for (let i = 1; i <= REMIXES_SHOWN + 1; i++) {
      const name = `Stencil Remix ${i}`;
      const r = await listedStyle(name, parent.slug);
      // Published one day apart, so "newest first" does not hang on a clock tick.
      await (await db()).style.update({ where: { id: r.id }, data: { publishedAt: new Date(Date.UTC(2030, 0, i)) } });
      remixes.push({ slug: r.slug, name });
    }
    // A remix kept private is nobody else's business: not listed, not counted.
    const user = await account();
    await remixStyle(user.userId, parent.slug);

    const { remixes: listed } = await sharedStyle(parent.slug);
    expect(listed.count).toBe(REMIXES_SHOWN + 1);
    expect(listed.latest).toEqual(
      remixes
        .slice(1)
        .reverse()
        .map((r) => ({ name: r.name, url: `${app.origin}/share/${r.slug}` })),
    );
  });

  it("uses published names: an unpublished rename of a remix does not show on its parent's page", async () => {
    const parent = await listedStyle("Mosaic Parent");
    const remix = await listedStyle("Mosaic Remix", parent.slug);
    await saveStyleEdits(remix.userId, remix.id, { name: "Mosaic Remix, renamed in private" });
    expect((await sharedStyle(parent.slug)).remixes.latest).toEqual([{ name: "Mosaic Remix", url: `${app.origin}/share/${remix.slug}` }]);
  });
});
