// What the extract page shows beside its form: the account's recent runs and the balance, both as the
// server has them now. Read by the page on the server and by GET /api/site/extract/runs after every start,
// failure and refund, so the balance on screen is always the ledger's.
import { z } from "@/lib/api/zod";
import { textParam } from "@/lib/api/params";
import { LIMITS } from "@/lib/api/queries";
import type { SessionUser } from "@/lib/auth/session";
import { creditsRemaining } from "@/lib/credits/ledger";
import { db } from "@/lib/db/client";
import { listRecentRuns, type RecentRuns } from "@/lib/extraction/recent-runs";

export const recentRunsQuery = z.object({
  cursor: textParam(LIMITS.cursor, "Opaque cursor; pass back `nextCursor`."),
});

export interface ExtractPageRuns extends RecentRuns {
  /** Credits left; -1 when unlimited. */
  balance: number;
}

export async function extractPageRuns(user: Pick<SessionUser, "id" | "plan">, cursor?: string): Promise<ExtractPageRuns> {
  const [runs, balance] = await Promise.all([listRecentRuns(user.id, { cursor }), creditsRemaining(await db(), user)]);
  return { ...runs, balance };
}
