// The markdown twin of a share page (GET /share/{slug}.md and Accept: text/markdown, which
// next.config.ts rewrites to this handler; the rewrites themselves are covered by the embedded smoke test).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countTokens } from "@/lib/compile";
import { db } from "@/lib/db/client";
import { startTestApp, type TestApp } from "../support/app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const md = (slug: string, headers: Record<string, string> = {}) => app.request(`/share/${slug}/markdown`, { headers });

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
