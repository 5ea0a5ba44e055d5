// The credit statement behind the account page: a user's ledger rows newest first, keyset-paged, each
// with the balance right after it and, for charges and refunds, the extraction it belongs to (with
// both halves of a refunded run, so either row can say the credits came back).
// The rows, their running balances and the charge/refund pairs come from one SQL statement, so they
// share one snapshot: a run charged while the page is read cannot make a balance disagree with the
// rows around it. Balances are summed in (createdAt, id) order, the same total order the pages use.
import { db, Prisma } from "@/lib/db/client";
import type { StoredSource } from "@/lib/extraction/sources";
import { planOf, UNLIMITED } from "@/lib/plans";

export type StatementKind = "grant" | "charge" | "refund";
export type StatementExtractionStatus = "running" | "complete" | "failed";

export interface StatementExtraction {
  id: string;
  status: StatementExtractionStatus;
  /** Its sources in a few words: "image upload", "text", "reference: Hokusai". */
  sources: string;
  /** The suggested title, once the run has one. */
  title: string | null;
  /** The own style the run became (its draft), if any. */
  styleId: string | null;
  styleName: string | null;
  /** When this run was charged and (for a failed run) refunded; null when that row does not exist. */
  chargedAt: Date | null;
  refundedAt: Date | null;
}

export interface StatementEntry {
  id: string;
  kind: StatementKind;
  /** Signed: a grant or refund is positive, a charge negative. */
  amount: number;
  /** The balance right after this entry; null on plans with unlimited credits, where it means nothing. */
  balanceAfter: number | null;
  createdAt: Date;
  description: string;
  /** Null for grants, and for a charge whose extraction no longer exists. */
  extraction: StatementExtraction | null;
}

export interface CreditStatement {
  unlimited: boolean;
  entries: StatementEntry[];
  /** Every entry the user has, across pages. */
  total: number;
  /** Pass back as `before` for the next (older) page; null on the last page. */
  nextCursor: string | null;
  /** True when this page continues from a cursor (so it is not the newest page). */
  continued: boolean;
  /** What the plan means for this ledger, in words for the page. */
  note: string;
}

export const STATEMENT_PAGE_SIZE = 20;

interface Row {
  id: string;
  kind: StatementKind;
  amount: number;
  note: string | null;
  createdAt: Date;
  extractionId: string | null;
  balanceAfter: number;
  status: StatementExtractionStatus | null;
  sources: unknown;
  title: string | null;
  styleId: string | null;
  styleName: string | null;
  chargedAt: Date | null;
  refundedAt: Date | null;
}

function encodeCursor(createdAt: Date, id: string): string {
  return Buffer.from(`${createdAt.getTime()}.${id}`).toString("base64url");
}

/** A cursor this service issued, or null. A hand-edited page link is not worth an error page: the
 *  account page then simply shows the newest entries. */
function decodeCursor(raw: string | undefined): { createdAt: Date; id: string } | null {
  if (!raw || raw.length > 120) return null;
  const [ms, id] = Buffer.from(raw, "base64url").toString("utf8").split(".");
  const time = Number(ms);
  if (!id || !Number.isSafeInteger(time) || time < 0 || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id)) return null;
  return { createdAt: new Date(time), id };
}

const plural = (n: number, one: string, many = `${one}s`) => (n === 1 ? one : `${n} ${many}`);

function clip(text: string, max: number): string {
  const t = text.replace(/\s+/g, " ").trim();
  return t.length <= max ? t : `${t.slice(0, max - 1).trimEnd()}…`;
}

/** An extraction's stored sources in a few words, in the order a person would name them. */
export function describeSources(raw: unknown): string {
  const items = (raw as { items?: unknown } | null)?.items;
  if (!Array.isArray(items) || items.length === 0) return "sources not recorded";
  const list = items as StoredSource[];
  const count = (pick: (s: StoredSource) => boolean) => list.filter(pick).length;
  const uploads = count((s) => s.kind === "image" && s.from === "upload");
  const links = count((s) => s.kind === "image" && s.from === "url");
  const documents = count((s) => s.kind === "document");
  const parts = [
    uploads ? plural(uploads, "image upload") : null,
    links ? plural(links, "image link") : null,
    documents ? plural(documents, "document") : null,
    list.some((s) => s.kind === "text") ? "text" : null,
    ...list.flatMap((s) => (s.kind === "reference" ? [`reference: ${clip(s.name, 40)}`] : [])),
  ];
  return parts.filter(Boolean).join(", ") || "sources not recorded";
}

function describe(row: Row): string {
  if (row.kind === "grant") return row.note?.trim() || "Credits added";
  if (row.kind === "refund") return "Refund: the extraction failed";
  return "Extraction";
}

function planNote(plan: ReturnType<typeof planOf>, hasEntries: boolean): string {
  if (plan.initialCredits === UNLIMITED) {
    return `Extractions are unlimited on ${plan.label} and never charged, so new runs add no entries here.${
      hasEntries ? " Earlier entries are kept for your records." : ""
    }`;
  }
  return `Each extraction costs ${plan.extractionCost} credits on ${plan.label}. A failed extraction is refunded automatically.`;
}

export async function creditStatement(
  user: { id: string; plan: string },
  q: { before?: string; limit?: number } = {},
): Promise<CreditStatement> {
  const prisma = await db();
  const plan = planOf(user.plan);
  const unlimited = plan.initialCredits === UNLIMITED;
  const limit = Math.min(Math.max(Math.trunc(q.limit ?? STATEMENT_PAGE_SIZE), 1), 100);
  const after = decodeCursor(q.before);
  // Timestamps are stored as UTC without a zone; PostgreSQL ignores the "Z" of an ISO literal cast
  // to `timestamp`, so the cursor compares exactly with the stored millisecond.
  const older = after
    ? Prisma.sql`WHERE (en."createdAt", en."id") < (${after.createdAt.toISOString()}::timestamp, ${after.id}::uuid)`
    : Prisma.empty;
  const [rows, total] = await Promise.all([
    prisma.$queryRaw<Row[]>`
      WITH en AS (
        SELECT "id", "kind"::text AS "kind", "amount", "note", "createdAt", "extractionId",
               (SUM("amount") OVER (ORDER BY "createdAt", "id"))::int AS "balanceAfter"
        FROM "CreditLedger"
        WHERE "userId" = ${user.id}::uuid
      )
      SELECT en.*, e."status"::text AS "status", e."sources", e."suggestedTitle" AS "title",
             s."id" AS "styleId", s."name" AS "styleName",
             ch."createdAt" AS "chargedAt", rf."createdAt" AS "refundedAt"
      FROM en
      LEFT JOIN "Extraction" e ON e."id" = en."extractionId" AND e."userId" = ${user.id}::uuid
      LEFT JOIN "Style" s ON s."id" = e."styleId" AND s."ownerId" = ${user.id}::uuid
      LEFT JOIN "CreditLedger" ch ON ch."extractionId" = e."id" AND ch."kind" = 'charge'
      LEFT JOIN "CreditLedger" rf ON rf."extractionId" = e."id" AND rf."kind" = 'refund'
      ${older}
      ORDER BY en."createdAt" DESC, en."id" DESC
      LIMIT ${limit + 1}
    `,
    prisma.creditLedger.count({ where: { userId: user.id } }),
  ]);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    unlimited,
    total,
    nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null,
    continued: after !== null,
    note: planNote(plan, total > 0),
    entries: page.map((r) => ({
      id: r.id,
      kind: r.kind,
      amount: r.amount,
      balanceAfter: unlimited ? null : r.balanceAfter,
      createdAt: r.createdAt,
      description: describe(r),
      extraction:
        r.extractionId && r.status
          ? {
              id: r.extractionId,
              status: r.status,
              sources: describeSources(r.sources),
              title: r.title,
              styleId: r.styleId,
              styleName: r.styleName,
              chargedAt: r.chargedAt,
              refundedAt: r.refundedAt,
            }
          : null,
    })),
  };
}
