// sort=popular ranks by real use (compiles now; saves with accounts), counted per calling channel and
// written to the database in batches, never on the request path.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { flushUsage } from "@/lib/gallery/usage";
import { startTestApp, type TestApp } from "../support/app";
import { api } from "../support/api";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const popularFirst = async () => (await api(app, "GET", "/styles", { query: { sort: "popular", limit: "3" } })).body.styles.map((s: { slug: string }) => s.slug);

describe("sort=popular", () => {
  it("ranks by use counted per channel without writing on the request path", async () => {
    const prisma = await db();
    const usage = () => prisma.styleUsage.findMany({ orderBy: [{ channel: "asc" }] });
    expect(await usage()).toEqual([]);

    const target = "swiss-launch-poster-m3x8";
    for (let i = 0; i < 3; i++) await api(app, "GET", `/styles/${target}`, { query: { client: "gpt" } });
    await api(app, "GET", `/styles/${target}/style.md`, { headers: { "X-Service-Client": "my-agent" } });
    await api(app, "GET", `/styles/${target}`, { query: { format: "json" } });

    expect(await usage()).toEqual([]); // nothing written yet
    expect((await popularFirst())[0]).toBe(target); // yet this process already ranks by it

    await flushUsage();
    const rows = await usage();
    const style = await prisma.style.findUniqueOrThrow({ where: { slug: target }, select: { id: true } });
    expect(rows.map((r) => ({ ...r }))).toEqual([
      { styleId: style.id, channel: "gpt", kind: "compile", count: 3 },
      { styleId: style.id, channel: "my-agent", kind: "compile", count: 1 },
      { styleId: style.id, channel: "rest", kind: "compile", count: 1 },
    ]);
    expect((await popularFirst())[0]).toBe(target);

    const rival = "founder-letter-p7qd";
    for (let i = 0; i < 7; i++) await api(app, "GET", `/styles/${rival}`, { query: { client: "skill" } });
    expect(await popularFirst()).toEqual([rival, target, expect.any(String)]);
    await flushUsage();
    expect(await popularFirst()).toEqual([rival, target, expect.any(String)]);
  });

  it("recent order is unaffected by use", async () => {
    const recent = (await api(app, "GET", "/styles", { query: { limit: "3" } })).body.styles.map((s: { slug: string }) => s.slug);
    expect(recent).not.toEqual(await popularFirst());
  });
});
