// GET /oauth/authorize over real HTTP: an invalid request gets its error page with status 400 (not a
// 200 page that only looks like an error), unframeable; a valid one goes to sign-in or, signed in, to
// the consent page; a user's own refusal-worthy input never reaches an unverified redirect URI.
import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { startTestApp, type TestApp } from "../support/app";
import { websiteSession } from "../support/sessions";

let app: TestApp;
let clientId: string;
let sessionToken: string;
const REDIRECT_URI = "http://127.0.0.1:4567/cb";

beforeAll(async () => {
  app = await startTestApp();
  const res = await app.request("/oauth/register", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ redirect_uris: [REDIRECT_URI], client_name: "Endpoint Test App" }),
  });
  clientId = ((await res.json()) as { client_id: string }).client_id;
  const prisma = await db();
  const user = await prisma.user.create({ data: { handle: `authz-${randomBytes(4).toString("hex")}` } });
  sessionToken = (await websiteSession(user.id)).sessionToken;
});
afterAll(() => app?.close());

function params(extra: Record<string, string> = {}): URLSearchParams {
  return new URLSearchParams({
    response_type: "code",
    client_id: clientId,
    redirect_uri: REDIRECT_URI,
    scope: "styles:read",
    state: "st-9",
    code_challenge: createHash("sha256").update(randomBytes(32).toString("base64url")).digest("base64url"),
    code_challenge_method: "S256",
    ...extra,
  });
}

const authorize = (p: URLSearchParams, cookie?: string) =>
  app.request(`/oauth/authorize?${p}`, { redirect: "manual", headers: cookie ? { cookie } : {} });

describe("GET /oauth/authorize", () => {
  it.each([
    ["an unknown client", { client_id: "nobody-registered-this" }],
    ["a redirect URI the client did not register", { redirect_uri: "http://127.0.0.1:9999/elsewhere" }],
  ])("answers %s with a 400 error page, never redirecting", async (_what, extra) => {
    const res = await authorize(params(extra), `authjs.session-token=${sessionToken}`);
    expect(res.status).toBe(400);
    expect(res.headers.get("location")).toBeNull();
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    const html = await res.text();
    expect(html).toContain("This authorization link doesn’t work");
    expect(html.match(/<main>/g)).toHaveLength(1);
  });

  it("sends a plain-PKCE request back to its verified redirect URI with invalid_request, as OAuth 2.1 requires", async () => {
    const res = await authorize(params({ code_challenge_method: "plain" }));
    expect(res.status).toBe(303);
    const back = new URL(res.headers.get("location")!);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    expect(back.searchParams.get("error")).toBe("invalid_request");
    expect(back.searchParams.get("error_description")).toMatch(/S256/);
    expect(back.searchParams.get("state")).toBe("st-9");
  });

  it("sends a valid request without a session to sign in, and with one to the consent page", async () => {
    const p = params();
    const anonymous = await authorize(p);
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get("location")).toMatch(/^\/signin\?callbackUrl=/);
    const signedIn = await authorize(p, `authjs.session-token=${sessionToken}`);
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get("location")).toBe(`/oauth/authorize/consent?${p}`);
  });
});
