// The share page's HTTP status for a style a visitor may not read. A pending (or private) style's page
// answered 200 with a "not available" notice, while the API answers 403 for the same style (issue 31):
// crawlers and link checkers took it for a live page. It now answers 403 with the same notice, through
// the real Next.js server (`next dev`), where the status of a rendered page is decided; a listed style
// still answers 200 and an unknown one 404.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startNext, type NextServer } from "../support/next-server";

let dev: NextServer;

beforeAll(async () => {
  dev = await startNext({ mode: "dev", distDir: ".next-smoke-share-status", freshDataDir: true, env: { SEED_ACCESS_FIXTURES: "1" }, readyPath: "/api/v1/styles" });
}, 300_000);

afterAll(async () => {
  await dev?.stop();
});

async function page(slug: string): Promise<{ status: number; html: string }> {
  const res = await fetch(`${dev.origin}/share/${slug}`, { headers: { accept: "text/html" } });
  return { status: res.status, html: await res.text() };
}

describe("GET /share/{slug} for an anonymous visitor", () => {
  it.each([
    ["pending-review-poster-x3c3", "pending"],
    ["private-sketchbook-x1a1", "private"],
  ])("%s (%s): 403 with the notice, and not indexed", async (slug) => {
    const { status, html } = await page(slug);
    expect(status).toBe(403);
    expect(html).toContain("This style is not available");
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(html).not.toContain("Pending Review Poster");
  });

  it("a listed style: 200; an unknown slug: 404", async () => {
    expect((await page("risograph-zine-k2f9")).status).toBe(200);
    expect((await page("no-such-style-zz99")).status).toBe(404);
  });
});
