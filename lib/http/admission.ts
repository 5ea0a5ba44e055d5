// The admission core: every front door of the app (REST v1, the MCP endpoint, the pages' own JSON
// routes, HTML form posts) decides here who is calling, whether a cookie-authenticated write is the
// page's own, and which rate-limit lanes the request spends. The doors are thin adapters that only say
// how a refusal is answered in their protocol:
//   lib/http/api-route.ts   REST: `{error, message}` JSON, CORS, WWW-Authenticate, X-RateLimit-*
//   lib/mcp/http.ts         MCP: the same JSON errors, the MCP challenge (401, or 403 for a missing scope)
//   lib/http/page-caller.ts the pages' fetch routes: CSRF token in a header, JSON refusals, no-store
//   lib/http/form-post.ts   HTML forms: CSRF token in a field, redirects (sign-in, back to the page)
// Identity is a bearer token verified for one resource (RFC 8707), or the website's session cookie
// through the one session lookup (lib/auth/session.ts requestSession). Steps, in order:
//   bearer:  token -> general lane (429) -> the door's authorization rule (401/403) -> extra lane (429)
//   session: cookie -> gate (who may enter at all) -> CSRF -> extra lane (429)
import { verifyAccountCsrf, type CsrfPurpose } from "@/lib/account/csrf";
import { presentedToken, verifyBearer, type Resource } from "@/lib/auth/bearer";
import type { Caller } from "@/lib/auth/caller";
import { requestSession, type SessionUser, type WebsiteSession } from "@/lib/auth/session";
import type { ServiceError } from "@/lib/errors";
import { toServiceError } from "@/lib/errors/to-service-error";
import type { RateLimitResult } from "@/lib/ratelimit";
import { spendExtraLane, spendGeneralLane, type ExtraLane } from "./lanes";

export interface BearerPolicy {
  /** The resource the token must have been issued for. */
  bearer: Resource;
  /** The door's rule, applied after the general lane: the 401/403 for this caller, or null to let it
   *  in. `badToken`: a token was sent that did not verify (malformed, unknown, expired, revoked, or
   *  issued for another resource). */
  authorize: (caller: Caller | null, badToken: boolean) => ServiceError | null;
  lane?: ExtraLane;
  /** How many requests this one counts as in the general lane (an MCP batch: its messages). */
  cost?: number;
}

export interface SessionPolicy {
  session: true;
  /** Who among the signed-in may use the door at all, asked before the CSRF token so that nobody
   *  else can tell the door from a missing one by its "form has expired" answer. */
  gate?: (user: SessionUser) => Promise<boolean>;
  /** The token a writing request must carry for `purpose`, read where the door's requests put it (a
   *  header, a form field); false for reads. */
  csrf: { purpose: CsrfPurpose; presented: () => unknown } | false;
  lane?: ExtraLane;
}

export type Policy = BearerPolicy | SessionPolicy;

/** Why a request was not let in; each adapter answers it in its own protocol. */
export type Refusal =
  /** A contract error to answer as it is: the general lane's 429, the door's 401/403, an extra lane's 429. */
  | { kind: "error"; error: ServiceError }
  /** No live session in the cookie. */
  | { kind: "signed_out" }
  /** Signed in, but not someone the gate lets in. */
  | { kind: "gate" }
  /** The CSRF token is missing or not this session's for this purpose. */
  | { kind: "csrf" };

type Who<P extends Policy> = P extends SessionPolicy ? { session: WebsiteSession; caller: null } : { session: null; caller: Caller | null };

/** A bearer door is refused only with contract errors. */
type RefusalOf<P extends Policy> = P extends SessionPolicy ? Refusal : Extract<Refusal, { kind: "error" }>;

/** `rl`: the general lane's window (bearer doors), for the response's X-RateLimit-* headers. */
export type Admission<P extends Policy> =
  | ({ ok: true; rl: RateLimitResult | null } & Who<P>)
  | { ok: false; refusal: RefusalOf<P>; rl: RateLimitResult | null; caller: Caller | null };

/** The verified caller, and whether a token was sent that did not verify. */
async function bearerIdentity(req: Request, resource: Resource): Promise<{ caller: Caller | null; badToken: boolean }> {
  const presented = presentedToken(req.headers.get("authorization"));
  if (presented.kind === "none") return { caller: null, badToken: false };
  if (presented.kind === "malformed") return { caller: null, badToken: true };
  // Anonymous endpoints verify a sent token too: it moves the request to the token's lane.
  const caller = await verifyBearer(presented.token, resource);
  return { caller, badToken: caller === null };
}

/** Lets a request in, or says why not. A failure of the database or the general lane's limiter throws;
 *  an extra lane's failure is a refusal, so it still carries the general lane's window. */
export async function admit<P extends Policy>(req: Request, policy: P): Promise<Admission<P>> {
  let rl: RateLimitResult | null = null;
  let caller: Caller | null = null;
  let session: WebsiteSession | null = null;
  const refuse = (refusal: Refusal): Admission<P> => ({ ok: false, refusal: refusal as RefusalOf<P>, rl, caller });

  if ("bearer" in policy) {
    const identity = await bearerIdentity(req, policy.bearer);
    caller = identity.caller;
    const general = await spendGeneralLane(req, caller, policy.cost);
    rl = general.rl;
    if (general.refusal) return refuse({ kind: "error", error: general.refusal });
    const failure = policy.authorize(caller, identity.badToken);
    if (failure) return refuse({ kind: "error", error: failure });
  } else {
    session = await requestSession(req);
    if (!session) return refuse({ kind: "signed_out" });
    if (policy.gate && !(await policy.gate(session.user))) return refuse({ kind: "gate" });
    if (policy.csrf && !verifyAccountCsrf(session.sessionToken, policy.csrf.purpose, await policy.csrf.presented())) {
      return refuse({ kind: "csrf" });
    }
  }

  if (policy.lane) {
    try {
      await spendExtraLane(policy.lane, req, caller?.userId ?? session?.user.id ?? null);
    } catch (err) {
      return refuse({ kind: "error", error: toServiceError(err) });
    }
  }
  return { ok: true, rl, caller, session } as Admission<P>;
}
