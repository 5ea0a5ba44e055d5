// Generation.card: a generation's card fields (cards.ts), stored beside its snapshot when the
// generation is written so listings load a few hundred bytes per style instead of whole snapshots
// (at 100k styles, reading snapshots took the gallery index seconds, most of it PostgreSQL
// decompressing each snapshot once per field). Rows written before the column existed, before a field
// was added (a writing voice's sample line), or by code that left it out, are filled in the first
// time a listing reads them.
import { db, type Prisma, type PrismaClient } from "@/lib/db/client";
import type { StyleSnapshot } from "@/lib/styles/snapshot";
import { cardFieldsOf, isCardFields, type CardFields } from "./cards";

/** The JSON columns of a Generation row for a snapshot. */
export function generationJson(snapshot: StyleSnapshot): { snapshot: Prisma.InputJsonValue; card: Prisma.InputJsonValue } {
  return {
    snapshot: snapshot as unknown as Prisma.InputJsonValue,
    card: cardFieldsOf(snapshot) as unknown as Prisma.InputJsonValue,
  };
}

/** Rows per backfill statement: one JSON parameter each, a few hundred KB. */
const BACKFILL_BATCH = 1_000;

const WRITE_CARDS = `
  UPDATE "Generation" g SET "card" = x."card"
  FROM jsonb_to_recordset($1::jsonb) AS x("id" uuid, "card" jsonb) WHERE g."id" = x."id"`;

/** A generation's id and its stored Generation.card, as a listing reads them. */
export interface StoredCard {
  generationId: string;
  card: unknown;
}

/**
 * The card fields of each row, in order: the stored ones where valid, the rest computed from their
 * generations' snapshots and written back. Undefined only for a generation that no longer exists.
 */
export async function cardFieldsOfRows(rows: readonly StoredCard[], client?: PrismaClient): Promise<(CardFields | undefined)[]> {
  const fields: (CardFields | undefined)[] = new Array(rows.length);
  const missing: string[] = [];
  rows.forEach((r, i) => {
    if (isCardFields(r.card)) fields[i] = r.card;
    else missing.push(r.generationId);
  });
  if (missing.length === 0) return fields;
  const filled = await backfill(missing, client ?? (await db()));
  rows.forEach((r, i) => (fields[i] ??= filled.get(r.generationId)));
  return fields;
}

async function backfill(generationIds: string[], prisma: PrismaClient): Promise<Map<string, CardFields>> {
  const filled = new Map<string, CardFields>();
  for (let at = 0; at < generationIds.length; at += BACKFILL_BATCH) {
    const rows = await prisma.generation.findMany({
      where: { id: { in: generationIds.slice(at, at + BACKFILL_BATCH) } },
      select: { id: true, snapshot: true },
    });
    const batch = rows.map((r) => ({ id: r.id, card: cardFieldsOf(r.snapshot as unknown as StyleSnapshot) }));
    for (const row of batch) filled.set(row.id, row.card);
    // Best effort: a listing still answers from the computed fields if the write fails (a read-only
    // replica, a lost connection); the next load tries again.
    await prisma.$executeRawUnsafe(WRITE_CARDS, JSON.stringify(batch)).catch((err: unknown) => {
      console.error("[styleshelf] storing gallery card fields failed; they are computed again on the next load", err);
    });
  }
  return filled;
}
