// The expected answer of every cell, written from the contract (spec/interface.md: "Style
// reference", "Authentication", the Errors table, each endpoint's Errors line; DESIGN.md: 403 is
// `forbidden`, ids of another's style are 404) and, for MCP, from the MCP authorization spec that
// lib/mcp/http.ts cites. Never from what the code answers today. Where the contract is silent the
// choice is a careful service's, and says so.
import type { Scope } from "@/lib/auth/scopes";

export const CALLERS = ["anonymous", "owner", "other", "wrongScope", "wrongResource", "expired", "revoked"] as const;
export type CallerKind = (typeof CALLERS)[number];

/** The owner's styles, plus a slug and an id that match nothing. */
export const STYLE_STATES = ["public", "linkShared", "private", "pending", "rejected", "unknown"] as const;
export type StyleState = (typeof STYLE_STATES)[number];

export const REF_FORMS = ["slug", "id", "shareUrl", "builderUrl"] as const;
export type RefForm = (typeof REF_FORMS)[number];

/** How an endpoint or tool authenticates: anonymous only, token optional, or a scope required. */
export type Auth = "none" | "optional" | Scope;

export type Surface = "rest" | "mcp";

export type ErrorCode = "auth_required" | "forbidden" | "not_found" | "plan_limit_reached";

export type Outcome =
  | { kind: "ok" }
  /** The endpoint's own bearer check answered, before anything was looked up. */
  | { kind: "challenge"; reason: "missing" | "invalid_token" | "insufficient_scope" }
  /** The service answered with an error about the object. */
  | { kind: "error"; code: ErrorCode };

export const OK: Outcome = { kind: "ok" };
const error = (code: ErrorCode): Outcome => ({ kind: "error", code });

/** Callers whose token does not verify for the resource they call. */
export function badToken(caller: CallerKind): boolean {
  return caller === "wrongResource" || caller === "expired" || caller === "revoked";
}

/**
 * The bearer check of an endpoint, before any object is read; null lets the request through.
 * REST: "Required on the endpoints below; without a valid token or scope the response is 401" and the
 * optional endpoints list 401 for a token that does not verify; the anonymous ones (GET /styles,
 * POST /style-md/validate) list no 401 at all, so a token there changes nothing.
 * MCP (authorization spec): an invalid, expired or foreign token is a 401 whatever is asked; no token
 * for a scoped tool is a 401; a valid token without the scope is a 403 insufficient_scope.
 */
export function gate(caller: CallerKind, auth: Auth, surface: Surface): Outcome | null {
  if (badToken(caller)) return surface === "rest" && auth === "none" ? null : { kind: "challenge", reason: "invalid_token" };
  if (auth === "none" || auth === "optional") return null;
  if (caller === "anonymous") return { kind: "challenge", reason: "missing" };
  if (caller === "wrongScope") return { kind: "challenge", reason: "insufficient_scope" };
  return null;
}

/**
 * GET /styles/{ref}, GET /styles/{ref}/style.md, get_style, get_style_md. `wrongScope` is the owner
 * without styles:read, so it reads as anyone does.
 * - Ids and builder URLs are ref forms "with a bearer token, for the caller's own styles": without a
 *   token (or without styles:read) that is 401 auth_required; another account's id is 404 like an id
 *   that matches nothing (DESIGN: ids reveal nothing).
 * - With styles:read the owner reads every own style by slug, id or builder URL.
 * - Everyone else: 403 forbidden for private or pending; 404 for no match. A rejected publication is
 *   not named by the contract: it exists and is not readable, like a pending one, so 403 here.
 */
export function readOutcome(caller: CallerKind, state: StyleState, form: RefForm): Outcome {
  const byId = form === "id" || form === "builderUrl";
  if (caller === "owner") return state === "unknown" ? error("not_found") : OK;
  if (byId) return caller === "other" ? error("not_found") : error("auth_required");
  if (state === "public" || state === "linkShared") return OK;
  if (state === "unknown") return error("not_found");
  return error("forbidden");
}

/**
 * POST /styles/{ref}/save and save_style: "Saves a public gallery style"; errors 401, 404 (no 403),
 * so anything but a public, approved style is a 404, even the owner's own. An id or builder URL is a
 * ref only for the caller's own styles, so another account's id is a 404 even for a public style.
 */
export function saveOutcome(caller: "owner" | "other", state: StyleState, form: RefForm): Outcome {
  const byId = form === "id" || form === "builderUrl";
  if (state !== "public") return error("not_found");
  return byId && caller !== "owner" ? error("not_found") : OK;
}

/** The extraction objects of GET /extractions/{id} and get_extraction. */
export const EXTRACTION_OBJECTS = ["ownersRun", "othersRun", "ownersRunResignedForOther", "ownersBareUuid"] as const;
export type ExtractionObject = (typeof EXTRACTION_OBJECTS)[number];

/** "404 when no extraction with that id belongs to the caller": a handle is bound to its account. */
export function pollOutcome(caller: "owner" | "other", object: ExtractionObject): Outcome {
  if (caller === "owner" && object === "ownersRun") return OK;
  if (caller === "other" && object === "othersRun") return OK;
  return error("not_found");
}

/** A style's versions (GET /me/styles/{id}/generations and its diff) are its owner's alone: anyone
 *  else, like an id that matches nothing, gets the 404 that reveals nothing. */
export function versionsOutcome(caller: "owner" | "other", state: StyleState): Outcome {
  return caller === "owner" && state !== "unknown" ? OK : error("not_found");
}

/** The history objects of GET /me/extractions/{id} and get_extraction_history_entry. */
export const HISTORY_OBJECTS = ["ownersEntry", "othersEntry", "unknownEntry"] as const;
export type HistoryObject = (typeof HISTORY_OBJECTS)[number];

/** Each account's newest run of a style opens on Free; anything not the caller's is a 404. */
export function entryOutcome(caller: "owner" | "other", object: HistoryObject): Outcome {
  if (caller === "owner" && object === "ownersEntry") return OK;
  if (caller === "other" && object === "othersEntry") return OK;
  return error("not_found");
}

/** The `style` filters of GET /me/extractions and list_extraction_history. */
export const HISTORY_FILTERS = ["none", "ownersStyle", "othersStyle", "unknownStyle"] as const;
export type HistoryFilter = (typeof HISTORY_FILTERS)[number];

/**
 * Both accounts are on Free: without `style` the cross-style archive is 403 plan_limit_reached. With
 * a style filter the answer is 200 (the contract names no error for a style id): the caller's own
 * runs of that style, and for another's or an unknown style an empty list, the same for both, so the
 * filter reveals nothing (contract silent; a careful service's answer).
 */
export function historyListOutcome(filter: HistoryFilter): Outcome {
  return filter === "none" ? error("plan_limit_reached") : OK;
}

const STATUS_OF: Record<ErrorCode, number> = { auth_required: 401, forbidden: 403, not_found: 404, plan_limit_reached: 403 };

/** The REST status and error code of an outcome; `success` is the endpoint's 200 or 202. */
export function restAnswer(outcome: Outcome, success = 200): { status: number; code?: string } {
  if (outcome.kind === "ok") return { status: success };
  if (outcome.kind === "challenge") return { status: 401, code: "auth_required" };
  return { status: STATUS_OF[outcome.code], code: outcome.code };
}

/** The MCP answer: an HTTP-level challenge, or HTTP 200 with a tool result (an error one carries the
 *  REST code). */
export function mcpAnswer(outcome: Outcome): { http: number; toolError?: string } {
  if (outcome.kind === "challenge") return { http: outcome.reason === "insufficient_scope" ? 403 : 401 };
  if (outcome.kind === "error") return { http: 200, toolError: outcome.code };
  return { http: 200 };
}

export function describeOutcome(o: Outcome): string {
  if (o.kind === "ok") return "ok";
  if (o.kind === "challenge") return `challenge(${o.reason})`;
  return o.code;
}
