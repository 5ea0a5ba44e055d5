// Generation.card: the gallery index loads each style's stored card fields instead of its snapshot.
// Rows without them (written before the column, or by a writer that left it out) and rows with a
// malformed value are computed from the snapshot, served, and written back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { cardFieldsOf } from "@/lib/gallery/cards";
import { invalidateGalleryIndex } from "@/lib/gallery/search-index";
import type { StyleSnapshot } from "@/lib/styles/snapshot";
import { startTestApp, type TestApp } from "../support/app";
import { api } from "../support/api";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

async function publishedGeneration(slug: string) {
  const prisma = await db();
  const style = await prisma.style.findUniqueOrThrow({ where: { slug }, select: { publishedGenerationId: true } });
  return prisma.generation.findUniqueOrThrow({ where: { id: style.publishedGenerationId! } });
}

async function cardFor(slug: string, query: string) {
  const r = await api(app, "GET", "/styles", { query: { query, limit: "25" } });
  expect(r.status).toBe(200);
  return r.body.styles.find((c: { slug: string }) => c.slug === slug);
}

describe("gallery card fields", () => {
  it("the seeded gallery stores every generation's card fields, equal to its snapshot's", async () => {
    const prisma = await db();
    const rows = await prisma.generation.findMany({ select: { snapshot: true, card: true } });
    expect(rows.length).toBeGreaterThan(40);
    for (const row of rows) expect(row.card).toEqual(cardFieldsOf(row.snapshot as unknown as StyleSnapshot));
  });

  it("missing or malformed card fields are computed from the snapshot, served the same, and stored", async () => {
    const prisma = await db();
    const visual = "risograph-zine-k2f9";
    const before = await cardFor(visual, "risograph");
    expect(before).toBeDefined();
    expect(before.palette.length).toBeGreaterThan(0);

    const missing = await publishedGeneration(visual);
    const others = await prisma.style.findMany({
      where: { visibility: "public", moderation: "approved", slug: { not: null, notIn: [visual] }, publishedGenerationId: { not: null } },
      select: { slug: true, name: true, publishedGenerationId: true },
      take: 1,
    });
    const malformed = others[0]!;
    const malformedBefore = await cardFor(malformed.slug!, malformed.name);
    await prisma.$executeRawUnsafe(`UPDATE "Generation" SET "card" = NULL WHERE "id" = $1::uuid`, missing.id);
    await prisma.$executeRawUnsafe(`UPDATE "Generation" SET "card" = '{"name": 5, "tags": "x"}'::jsonb WHERE "id" = $1::uuid`, malformed.publishedGenerationId);
    invalidateGalleryIndex();

    expect(await cardFor(visual, "risograph")).toEqual(before);
    expect(await cardFor(malformed.slug!, malformed.name)).toEqual(malformedBefore);
    const stored = await publishedGeneration(visual);
    expect(stored.card).toEqual(cardFieldsOf(stored.snapshot as unknown as StyleSnapshot));
    const repaired = await prisma.generation.findUniqueOrThrow({ where: { id: malformed.publishedGenerationId! } });
    expect(repaired.card).toEqual(cardFieldsOf(repaired.snapshot as unknown as StyleSnapshot));
  });
});
