// CSRF on every cookie-authenticated write. The writing routes are discovered from app/ (every
// POST/PUT/PATCH/DELETE route handler but the API's, next-auth's, Inngest's and the OAuth protocol
// endpoints, which take no session cookie; the website's own routes under /api/site are all swept),
// so a new form or button cannot be added without this sweep reaching it. Each is sent, with
// the signed-in owner's (or admin's) session cookie, the way a cross-site page would: no token, a
// token for another form, a token made for another session, a cross-site Origin. None may succeed,
// and afterwards nothing in the database has changed.
import { createHash, randomBytes } from "node:crypto";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCsrfToken, CSRF_PURPOSES, type CsrfPurpose } from "@/lib/account/csrf";
import { db } from "@/lib/db/client";
import { createStyle } from "@/lib/builder/create";
import { discoverRoutes } from "../support/routes";
import { startTestApp, type TestApp } from "../support/app";
import { websiteSession } from "../support/sessions";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const WRITES = ["POST", "PUT", "PATCH", "DELETE"] as const;
/** Endpoints called by apps, or with their own CSRF (next-auth): no session cookie is read there. */
const NOT_COOKIE_AUTHENTICATED = [/^api\/(v1|mcp|auth|inngest)(\/|$)/, /^oauth\/(token|register|revoke)$/];
const PURPOSES: readonly CsrfPurpose[] = CSRF_PURPOSES;

interface Session {
  userId: string;
  token: string;
  cookie: string;
}

async function session(role: "user" | "admin" = "user"): Promise<Session> {
  const prisma = await db();
  const handle = `csrf-${randomBytes(4).toString("hex")}`;
  const user = await prisma.user.create({ data: { handle, email: `${handle}@example.test`, role } });
  const signedIn = await websiteSession(user.id);
  return { userId: user.id, token: signedIn.sessionToken, cookie: signedIn.cookie };
}

/** Everything a forged write could change, as one digest. */
async function stateDigest(): Promise<string> {
  const prisma = await db();
  const parts = await Promise.all([
    prisma.style.findMany({ orderBy: { id: "asc" }, select: { id: true, name: true, visibility: true, moderation: true, publishedGenerationId: true, latestGenerationId: true, updatedAt: true } }),
    prisma.block.count(),
    prisma.referenceImage.count(),
    prisma.sample.findMany({ orderBy: { id: "asc" }, select: { id: true, public: true, position: true } }),
    prisma.savedStyle.count(),
    prisma.user.findMany({ orderBy: { id: "asc" }, select: { id: true, plan: true, role: true } }),
    prisma.extraction.count(),
    prisma.creditLedger.count(),
    prisma.session.count(),
    prisma.oAuthGrant.findMany({ orderBy: { id: "asc" }, select: { id: true, revokedAt: true } }),
    prisma.oAuthAuthorizationCode.count(),
  ]);
  return createHash("sha256").update(JSON.stringify(parts)).digest("hex");
}

describe("CSRF on every cookie-authenticated write", () => {
  it("refuses forged writes on every route and changes nothing", async () => {
    const owner = await session();
    const admin = await session("admin");
    const stranger = await session();
    const prisma = await db();
    // Objects for the dynamic segments: the owner's style with an image and a sample, a pending style
    // for the moderation forms, a public gallery style, a grant to revoke.
    const style = await createStyle(owner.userId);
    const image = await prisma.referenceImage.create({ data: { styleId: style.id, kind: "inspiration", url: "https://example.test/a.webp" } });
    const sample = await prisma.sample.create({ data: { styleId: style.id, kind: "written", text: "A sample." } });
    const pending = await createStyle(owner.userId);
    await prisma.style.update({ where: { id: pending.id }, data: { visibility: "public", moderation: "pending" } });
    await prisma.oAuthClient.create({ data: { id: "csrf-client", name: "CSRF client", redirectUris: ["https://app.example/cb"] } });
    const grant = await prisma.oAuthGrant.create({ data: { userId: owner.userId, clientId: "csrf-client", scopes: ["styles:read"] } });
    const params: Record<string, string> = { id: style.id, imageId: image.id, sampleId: sample.id, slug: "risograph-zine-k2f9" };
    // `who` and `plan`: the admin plan switch, aimed at the owner's account.
    const form = { who: (await prisma.user.findUniqueOrThrow({ where: { id: owner.userId }, select: { email: true } })).email!, plan: "pro", styleId: pending.id, grantId: grant.id, reason: "no", decision: "approve", client_id: "csrf-client", redirect_uri: "https://app.example/cb", response_type: "code", code_challenge: "a".repeat(43), code_challenge_method: "S256" };

    const routes = discoverRoutes(resolve("app"))
      .map((r) => ({ ...r, path: r.segments.join("/") }))
      .filter((r) => !NOT_COOKIE_AUTHENTICATED.some((re) => re.test(r.path)));
    const before = await stateDigest();
    const tried: string[] = [];
    const problems: string[] = [];

    for (const route of routes) {
      const mod = (await import(/* @vite-ignore */ route.file)) as Record<string, unknown>;
      const url = "/" + route.segments.map((s) => params[s.replace(/^\[|\]$/g, "")] ?? s).join("/");
      const who = route.path.startsWith("admin/") ? admin : owner;
      for (const method of WRITES.filter((m) => typeof mod[m] === "function")) {
        // A token for every other form, one for this session made for another, and none at all.
        const forged: Array<{ label: string; token: string | null; origin?: string }> = [
          { label: "no token", token: null },
          { label: "no token, cross-site", token: null, origin: "https://evil.example" },
          ...PURPOSES.map((p) => ({ label: `another session's ${p} token`, token: accountCsrfToken(stranger.token, p) })),
        ];
        for (const f of forged) {
          const body = new URLSearchParams({ ...form, ...(f.token ? { csrf: f.token } : {}) });
          const headers: Record<string, string> = { cookie: who.cookie, "content-type": "application/x-www-form-urlencoded" };
          if (f.token) headers["x-csrf-token"] = f.token;
          if (f.origin) headers.origin = f.origin;
          const res = await app.request(url, { method, headers, body: method === "DELETE" ? undefined : body, redirect: "manual" });
          tried.push(`${method} ${url}`);
          const location = res.headers.get("location") ?? "";
          // A form route answers a refusal with a redirect back carrying an error; anything 2xx, or a
          // redirect onward (to a builder, a client's redirect URI, the gallery after sign-out) is a success.
          const refused = res.status === 401 || res.status === 403 || res.status === 404 || res.status === 400 || (res.status === 303 && /error=|\/signin/.test(location));
          if (!refused) problems.push(`${method} ${url} (${f.label}) answered ${res.status} ${location}`);
          await res.body?.cancel();
        }
      }
    }
    expect(problems).toEqual([]);
    expect(await stateDigest()).toBe(before);
    // The sweep reached the routes it must: every builder action, both share actions, the account and
    // library forms, moderation and the consent decision.
    const reached = new Set(tried.map((t) => t.replace(style.id, "{id}").replace(image.id, "{imageId}").replace(sample.id, "{sampleId}")));
    for (const must of [
      "POST /api/site/builder/{id}/save",
      "POST /api/site/builder/{id}/generate",
      "POST /api/site/builder/{id}/publish",
      "DELETE /api/site/builder/{id}/images/{imageId}",
      "PATCH /api/site/builder/{id}/samples/{sampleId}",
      "POST /api/site/share/risograph-zine-k2f9/save",
      "POST /api/site/share/risograph-zine-k2f9/remix",
      "POST /api/site/account/signout",
      "POST /api/site/account/connected-apps/revoke",
      "POST /api/site/library/new",
      "POST /api/site/admin/moderation/approve",
      "POST /api/site/admin/accounts/plan",
      "POST /oauth/authorize/decision",
      "POST /api/site/extract/start",
    ]) {
      expect(reached, must).toContain(must);
    }
    console.log(`[csrf] ${tried.length} forged writes on ${reached.size} route methods, all refused, state unchanged`);
  });
});
