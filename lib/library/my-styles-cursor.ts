// The opaque `cursor` of GET /me/styles: the sort key of the last item a page returned, so the next
// page starts strictly after it (keyset paging). Styles that do not change while a client pages are
// each returned exactly once, whatever else is edited, created or deleted meanwhile; offsets cannot
// promise that, because an edit moves a style to the front and shifts every later one.
//
// Plain listing order: (updatedAt desc, id desc). Relevance order (a query with effective terms):
// (score desc, updatedAt desc, id desc), where score is the gallery scoring of lib/search/rank.ts.
// The cursor also carries a short hash of the query's terms, so a cursor from one query is refused
// with another instead of silently skipping or repeating.
import { createHash } from "node:crypto";
import { invalidRequest } from "@/lib/errors";

export interface CursorKey {
  /** Relevance score; null for the plain listing. */
  score: number | null;
  updatedAt: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function termsHash(terms: string[]): string {
  return createHash("sha256").update(terms.join(" ")).digest("base64url").slice(0, 8);
}

export function encodeCursor(key: CursorKey, terms: string[]): string {
  const parts = ["1", key.score === null ? "" : String(key.score), key.updatedAt.getTime().toString(36), key.id, termsHash(terms)];
  return Buffer.from(parts.join("|")).toString("base64url");
}

function invalidCursor(): Error {
  return invalidRequest("cursor: not a cursor from this listing; pass back `nextCursor` exactly as received, with the same query, or omit it for the first page");
}

export function decodeCursor(raw: string, terms: string[]): CursorKey {
  const parts = Buffer.from(raw, "base64url").toString("utf8").split("|");
  if (parts.length !== 5 || parts[0] !== "1") throw invalidCursor();
  const [, scoreText, msText, id, hash] = parts as [string, string, string, string, string];
  const score = scoreText === "" ? null : Number(scoreText);
  const ms = parseInt(msText, 36);
  if ((score !== null && !Number.isFinite(score)) || !Number.isSafeInteger(ms) || !UUID.test(id) || hash !== termsHash(terms)) {
    throw invalidCursor();
  }
  if ((score === null) !== (terms.length === 0)) throw invalidCursor();
  return { score, updatedAt: new Date(ms), id };
}

/** Sort order shared by the query and the keyset filter: true when `a` comes before `b`. */
export function comesBefore(a: CursorKey, b: CursorKey): boolean {
  if (a.score !== null && b.score !== null && a.score !== b.score) return a.score > b.score;
  const ta = a.updatedAt.getTime();
  const tb = b.updatedAt.getTime();
  if (ta !== tb) return ta > tb;
  return a.id > b.id;
}
