// The keyset cursor of extraction listings (history and the extract page's recent runs): the last
// row's creation time and id, newest first, so a page never repeats or skips a run that arrives
// while someone is paging.
import { invalidRequest } from "@/lib/errors";
import type { Prisma } from "@/lib/db/client";

export function encodeRunCursor(createdAt: Date, id: string): string {
  return Buffer.from(`${createdAt.getTime()}.${id}`).toString("base64url");
}

export function decodeRunCursor(raw: string): { createdAt: Date; id: string } {
  const [ms, id] = Buffer.from(raw, "base64url").toString("utf8").split(".");
  const time = Number(ms);
  if (!id || !Number.isSafeInteger(time) || !/^[0-9a-f-]{36}$/.test(id)) throw invalidRequest("cursor: not a cursor this endpoint issued; pass back nextCursor as it was");
  return { createdAt: new Date(time), id };
}

/** `where`, narrowed to the runs after the cursor (older, in newest-first order). */
export function afterRunCursor(where: Prisma.ExtractionWhereInput, cursor: string | undefined): Prisma.ExtractionWhereInput {
  if (!cursor) return where;
  const after = decodeRunCursor(cursor);
  return { AND: [where, { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] }] };
}

export const NEWEST_FIRST = [{ createdAt: "desc" as const }, { id: "desc" as const }];
