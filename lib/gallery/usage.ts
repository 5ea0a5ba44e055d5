// Use counts behind sort=popular (saves and compiles, per calling channel). Counting must not write to
// the database on the request path, so increments collect in memory and a timer flushes them in one
// statement per batch. Counts not yet flushed are still visible to this process's gallery index.
import { db } from "@/lib/db/client";
import { processWide } from "@/lib/process-wide";

export type UsageKind = "compile" | "save";

const FLUSH_EVERY_MS = 10_000;
/** A save says more about a style than one compile does. */
export const USAGE_WEIGHTS: Record<UsageKind, number> = { compile: 1, save: 5 };

interface UsageState {
  /** Bumped on every counted use, so cached popular rankings know when they are stale. */
  version: number;
  pending: Map<string, number>; // key: styleId|channel|kind
  /** Weighted counts flushed since the gallery index last read the totals from the database. */
  flushed: Map<string, number>;
  timer?: ReturnType<typeof setTimeout>;
  flushing?: Promise<void>;
}
const state = processWide("gallery-usage", (): UsageState => ({ version: 0, pending: new Map(), flushed: new Map() }));

export function usageVersion(): number {
  return state.version;
}

export function recordUse(styleId: string, channel: string, kind: UsageKind): void {
  const key = `${styleId}|${channel}|${kind}`;
  state.pending.set(key, (state.pending.get(key) ?? 0) + 1);
  state.version++;
  if (!state.timer) {
    state.timer = setTimeout(() => void flushUsage().catch((e) => console.error("[styleshelf] usage flush failed", e)), FLUSH_EVERY_MS);
    state.timer.unref?.();
  }
}

/** Weighted use per style that this process counted and the index has not read from the database. */
export function localPopularity(): Map<string, number> {
  const out = new Map(state.flushed);
  for (const [key, n] of state.pending) {
    const [styleId, , kind] = key.split("|") as [string, string, UsageKind];
    out.set(styleId, (out.get(styleId) ?? 0) + n * USAGE_WEIGHTS[kind]);
  }
  return out;
}

/** Called by the index just before it reads totals from the database, which include every flush so far. */
export function forgetFlushedPopularity(): void {
  state.flushed = new Map();
}

/** Writes pending counts in one upsert. Safe to call at any time; concurrent calls share one flush. */
export async function flushUsage(): Promise<void> {
  if (state.flushing) return state.flushing;
  if (state.timer) clearTimeout(state.timer);
  state.timer = undefined;
  if (state.pending.size === 0) return;
  const batch = [...state.pending];
  state.pending.clear();
  state.flushing = (async () => {
    try {
      const prisma = await db();
      const rows = batch.map(([key, n]) => {
        const [styleId, channel, kind] = key.split("|") as [string, string, UsageKind];
        return { styleId, channel, kind, n };
      });
      await prisma.$executeRawUnsafe(
        `INSERT INTO "StyleUsage" ("styleId", channel, kind, count)
         SELECT s::uuid, c, k::"UsageKind", n FROM unnest($1::text[], $2::text[], $3::text[], $4::int[]) AS t(s, c, k, n)
         WHERE EXISTS (SELECT 1 FROM "Style" WHERE id = s::uuid)
         ON CONFLICT ("styleId", channel, kind) DO UPDATE SET count = "StyleUsage".count + EXCLUDED.count`,
        rows.map((r) => r.styleId),
        rows.map((r) => r.channel),
        rows.map((r) => r.kind),
        rows.map((r) => r.n),
      );
      for (const r of rows) state.flushed.set(r.styleId, (state.flushed.get(r.styleId) ?? 0) + r.n * USAGE_WEIGHTS[r.kind]);
    } catch (err) {
      // Put the counts back so a passing database fault loses nothing.
      for (const [key, n] of batch) state.pending.set(key, (state.pending.get(key) ?? 0) + n);
      throw err;
    } finally {
      state.flushing = undefined;
    }
  })();
  return state.flushing;
}
