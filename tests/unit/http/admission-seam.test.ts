// One way in (issue 22, seam 1): who is calling (a bearer token, or the website's session cookie), whether
// a cookie-authenticated write carries its CSRF token, and which rate-limit lanes it spends are decided
// in one admission core (lib/http/admission.ts, with its lanes in lib/http/lanes.ts), under thin
// adapters for REST, MCP, the pages' JSON routes and HTML form posts. This reads app/ and lib/ and fails
// when a session lookup, a session-cookie read or a rate-limiter call appears anywhere else, or when a
// route handler answers POST without one of the adapters. By hand:
//   grep -rnE "userForSessionToken\(|sessionCookieName\(\)|sessionTokenFromCookieHeader\(|\.limit\(|\.peek\(|rateLimiter\(\)|requestLane\(|spendExtractionStart\(|spendStyleCheck\(" app lib
import { describe, expect, it } from "vitest";
import { filesUnder, read } from "../site/app-files";

/** The core, the adapters over it, and where each front door lives. */
const CORE = ["lib/http/admission.ts", "lib/http/lanes.ts"];
/** Each adapter, and what it is built on: the core's admit(), or the form adapter over it. */
const ADAPTERS: Record<string, RegExp> = {
  "lib/http/api-route.ts": /\badmit\(/, // REST v1: JSON errors, CORS, WWW-Authenticate
  "lib/mcp/http.ts": /\badmit\(/, // MCP: JSON-RPC errors, the MCP challenge (401/403)
  "lib/http/page-caller.ts": /\badmit\(/, // the pages' own JSON routes: CSRF header, JSON refusals
  "lib/http/form-post.ts": /\badmit\(/, // HTML form posts: CSRF field, redirects
  "app/(admin)/admin/_lib/admin-post.ts": /\bformPost\(/, // admin form posts: 404 to anyone not an admin
};

type Allowed = Record<string, string>;

/** Who may turn a session token into a user. */
const SESSION_LOOKUP: Allowed = {
  "lib/auth/session.ts": "the one lookup (sessionForToken, and requestSession over it)",
  "lib/oauth/authorize.ts":
    "the OAuth consent page and decision validate the authorization request before the session (a broken link is a 400 before any sign-in), then look the token up themselves",
};

/** Who may read the session cookie. */
const COOKIE_READ: Allowed = {
  "lib/auth/session.ts": "the cookie's name and the Request reader",
  "lib/auth/page-session.ts": "the server components' twin, from next/headers cookies()",
  "app/layout.tsx": "only whether the cookie is present (no lookup), for the nav's Account / Sign in link",
  "app/oauth/authorize/route.ts": "GET /oauth/authorize hands the token to lib/oauth/authorize.ts (see SESSION_LOOKUP)",
  "app/oauth/authorize/decision/route.ts": "the consent form's target hands the token to lib/oauth/authorize.ts (see SESSION_LOOKUP)",
};

/** Who may call the rate limiter or spend a lane. */
const LIMITER: Allowed = {
  "lib/ratelimit/index.ts": "the limiter and its lanes' spending functions",
  "lib/http/lanes.ts": "the admission core's lanes (kept apart from admission.ts: the proxy imports them and must not open the database)",
  "lib/oauth/endpoints.ts": "the OAuth protocol endpoints' own per-address lanes, answered in RFC 6749's error shape",
  "lib/uploads/staged-upload.ts": "the per-account upload lane, spent by the upload service itself for REST and pages alike",
  "lib/mcp/tools/extraction.ts": "start_extraction spends the extraction lane per tool call (one MCP message may hold several)",
  "lib/mcp/tools/check.ts": "check_style spends the check lane per tool call",
};

/** POST route handlers that need no adapter. */
const OWN_POST: Allowed = {
  "app/api/auth/[...nextauth]/route.ts": "next-auth's own handler (sign-in, magic links, its own CSRF)",
  "app/api/inngest/route.ts": "Inngest's serve endpoint, which checks Inngest's signature",
  "app/oauth/token/route.ts": "an OAuth protocol endpoint: client authentication, no cookie (lib/oauth/endpoints.ts)",
  "app/oauth/register/route.ts": "an OAuth protocol endpoint: dynamic client registration, no cookie",
  "app/oauth/revoke/route.ts": "an OAuth protocol endpoint: client authentication, no cookie",
  "app/oauth/authorize/decision/route.ts": "the consent form's target: lib/oauth/authorize.ts checks the request, then session and CSRF",
};

const SOURCES = [...filesUnder("app", /\.tsx?$/), ...filesUnder("lib", /\.tsx?$/)];

/** The code without its comments (a `//` after `:` is a URL, not a comment). */
function code(path: string): string {
  return read(path)
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
}

function offenders(pattern: RegExp, allowed: Allowed, also: string[] = []): { outside: string[]; stale: string[] } {
  const hits = SOURCES.filter((path) => pattern.test(code(path)));
  return {
    outside: hits.filter((path) => !Object.hasOwn(allowed, path) && !also.includes(path)),
    stale: Object.keys(allowed).filter((path) => !hits.includes(path)),
  };
}

describe("one admission core (issue 22, seam 1)", () => {
  it("looks a session token up in one place", () => {
    expect(offenders(/\buserForSessionToken\(/, SESSION_LOOKUP)).toEqual({ outside: [], stale: [] });
  });

  it("reads the session cookie in one place (and its page-side twin)", () => {
    expect(offenders(/\bsessionCookieName\(\)|\bsessionTokenFromCookieHeader\(/, COOKIE_READ)).toEqual({ outside: [], stale: [] });
  });

  it("calls the rate limiter and spends lanes only in the core", () => {
    const limiter = /\.limit\(|\.peek\(|\brateLimiter\(\)|\brequestLane\(|\bspendExtractionStart\(|\bspendStyleCheck\(/;
    // The limiter's own folder (its adapters) is the one place below the core.
    const own = SOURCES.filter((path) => path.startsWith("lib/ratelimit/"));
    expect(offenders(limiter, LIMITER, own)).toEqual({ outside: [], stale: [] });
  });

  it("answers every POST route through an adapter", () => {
    const routes = filesUnder("app", /^route\.ts$/);
    const answersPost = /export\s+(async\s+function\s+POST\b|const\s+POST\b|const\s*\{[^}]*\bPOST\b[^}]*\}\s*=)/;
    const adapter = /\b(apiRoute|otherMethods|pageRoute|accountFormPost|adminFormPost|decisionPost|formPost)\s*[<(]|=\s*mcpPost\b/;
    const posts = routes.filter((path) => answersPost.test(code(path)));
    expect(posts.length).toBeGreaterThan(30);
    const bare = posts.filter((path) => !adapter.test(code(path)) && !Object.hasOwn(OWN_POST, path));
    const stale = Object.keys(OWN_POST).filter((path) => !posts.includes(path) || adapter.test(code(path)));
    expect({ bare, stale }).toEqual({ bare: [], stale: [] });
  });

  it("builds every adapter on the core", () => {
    const notOnCore = Object.entries(ADAPTERS)
      .filter(([path, core]) => !core.test(code(path)))
      .map(([path]) => path);
    expect(notOnCore).toEqual([]);
    for (const path of CORE) expect(read(path).length).toBeGreaterThan(0);
  });
});
