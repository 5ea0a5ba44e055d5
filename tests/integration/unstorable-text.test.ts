// Regression found by the adversarial suite (npm run test:adversarial) on real PostgreSQL: text that
// PostgreSQL cannot store (NUL, an unpaired UTF-16 surrogate) in an extraction's JSON body, a form
// field or a query parameter reached an insert and answered 500 internal_error. It is the client's
// mistake: 400 invalid_request naming the field, and nothing is charged. Later found the same way:
// an OAuth registration's client_name, and (by sweeping every reader) the builder's JSON bodies and
// the account and moderation forms. The net under them all maps the database's refusal to 400.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCsrfToken } from "@/lib/account/csrf";
import { createStyle } from "@/lib/builder/create";
import { saveStyleEdits } from "@/lib/builder/edit";
import { db } from "@/lib/db/client";
import { isUnstorableTextError } from "@/lib/db/errors";
import { toServiceError } from "@/lib/errors/to-service-error";
import { OAuthError, oauthErrorResponse } from "@/lib/oauth/errors";
import { createUser } from "../support/tokens";
import { drainExtractionRuns } from "@/lib/jobs";
import { startTestApp, type TestApp } from "../support/app";
import { api, expectError } from "../support/api";
import { account, balance, startJson, startMultipart } from "../support/extraction";
import { callTool, mcpToken, rawMcp, toolErrorOf } from "../support/mcp";
import type { TestToken } from "../support/tokens";
import { websiteSession } from "../support/sessions";

let app: TestApp;
let maker: TestToken;
beforeAll(async () => {
  app = await startTestApp();
  maker = await account();
});
afterAll(async () => {
  // Runs started by a test end before the database goes away.
  await drainExtractionRuns();
  await app?.close();
});

describe("text that cannot be stored", () => {
  it.each([
    ['{"text":"\\ud800 alone"}', /^text: contains a NUL character or an unpaired/],
    ['{"text":"a\\u0000b"}', /^text: /],
    ['{"text":"fine","name":"x\\udfff"}', /^name: /],
    ['{"image_url":["https://example.com/a.png","\\u0000"]}', /^image_url\.1: /],
  ])("POST /extractions %s: 400 invalid_request naming the field, nothing charged", async (body, message) => {
    const before = await balance(maker.userId);
    const r = await api(app, "POST", "/extractions", { headers: { ...maker.headers, "Content-Type": "application/json" }, body });
    expectError(r, 400, "invalid_request", message);
    expect(await balance(maker.userId)).toBe(before);
  });

  it("a multipart text field with NUL: 400 invalid_request", async () => {
    expectError(await startMultipart(app, maker, [{ field: "text", data: "a\u0000b" }]), 400, "invalid_request", /^text: /);
  });

  it("a query parameter with NUL: 400 invalid_request", async () => {
    expectError(await api(app, "GET", "/styles", { query: { query: "zine\u0000" } }), 400, "invalid_request", /^query: /);
  });

  // The cases above spent this account's extraction lane (5 starts a minute): the rest use their own.
  it("still accepts ordinary text, astral characters included", async () => {
    expect((await startJson(app, await account(), { text: "Short 😀 sentences, warm and plain." })).status).toBe(202);
  });

  it("MCP start_extraction with such text: a tool error with invalid_request", async () => {
    const other = await account();
    const t = await mcpToken({ id: other.userId, handle: "maker" }, ["extract"]);
    const res = await rawMcp(app, callTool("start_extraction", { text: "a\u0000b" }), { authorization: `Bearer ${t.accessToken}` });
    const err = toolErrorOf((await res.json()).result);
    expect(err.error).toBe("invalid_request");
    expect(err.message).toMatch(/^text: /);
  });
});

describe("text that cannot be stored, on the website and the OAuth server", () => {
  async function signedIn(role: "user" | "admin" = "user") {
    const user = await createUser();
    const prisma = await db();
    if (role === "admin") await prisma.user.update({ where: { id: user.id }, data: { role } });
    const { sessionToken, cookie } = await websiteSession(user.id);
    return { userId: user.id, sessionToken, cookie };
  }

  it.each([
    ['{"redirect_uris":["http://127.0.0.1:4567/cb"],"client_name":"\\u0000","token_endpoint_auth_method":"none"}', /^client_name: contains a NUL/],
    ['{"redirect_uris":["http://127.0.0.1:4567/cb"],"client_name":"a\\ud800"}', /^client_name: /],
    ['{"redirect_uris":["http://127.0.0.1:4567/cb"],"scope":"styles:read\\u0000"}', /^scope: /],
  ])("POST /oauth/register %s: 400 invalid_client_metadata, no client made", async (body, description) => {
    const prisma = await db();
    const before = await prisma.oAuthClient.count();
    const res = await app.request("/oauth/register", { method: "POST", headers: { "content-type": "application/json" }, body, ip: `10.77.${Math.floor(Math.random() * 250)}.1` });
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { error: string; error_description: string };
    expect(answer.error).toBe("invalid_client_metadata");
    expect(answer.error_description).toMatch(description);
    expect(await prisma.oAuthClient.count()).toBe(before);
  });

  it("POST /oauth/token with a NUL in a form field: 400 invalid_request", async () => {
    const body = new URLSearchParams({ grant_type: "refresh_token", client_id: "x", refresh_token: "ssr_\u0000" });
    const res = await app.request("/oauth/token", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: body.toString(), ip: "10.78.0.1" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe("invalid_request");
  });

  it.each([
    ["a name with NUL", { name: "Harbour\u0000" }],
    ["a block value with NUL", { blocks: [{ section: "overview", type: "descriptor", value: "dusk\u0000", enabled: true }] }],
    ["a colour name with a lone surrogate", { blocks: [{ section: "palette", type: "color", value: { hex: "#1B2A41", name: "\ud800" }, enabled: true }] }],
  ])("POST /builder/{id}/save with %s: 400 invalid_request naming the field, style unchanged", async (_label, edits) => {
    const who = await signedIn();
    const style = await createStyle(who.userId, { name: "Harbour" });
    const res = await app.request(`/api/site/builder/${style.id}/save`, {
      method: "POST",
      headers: { cookie: who.cookie, "x-csrf-token": accountCsrfToken(who.sessionToken, "builder"), "content-type": "application/json" },
      body: JSON.stringify(edits),
    });
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { error: string; message: string };
    expect(answer.error).toBe("invalid_request");
    expect(answer.message).toMatch(/^(name|blocks\.0\.value(\.name)?): contains a NUL character or an unpaired/);
    const after = await (await db()).style.findUniqueOrThrow({ where: { id: style.id }, include: { blocks: true } });
    expect(after.name).toBe("Harbour");
    expect(after.blocks).toEqual([]);
  });

  it("a moderator's rejection reason with NUL: 400 invalid_request, the style still pending", async () => {
    const admin = await signedIn("admin");
    const owner = await createUser();
    const style = await createStyle(owner.id, { name: "Pending zine" });
    const prisma = await db();
    await prisma.style.update({ where: { id: style.id }, data: { visibility: "public", moderation: "pending" } });
    const form = new URLSearchParams({ styleId: style.id, reason: "Not for the gallery\u0000", csrf: accountCsrfToken(admin.sessionToken, "moderation") });
    const res = await app.request("/api/site/admin/moderation/reject", { method: "POST", headers: { cookie: admin.cookie, "content-type": "application/x-www-form-urlencoded" }, body: form.toString(), redirect: "manual" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe("invalid_request");
    expect((await prisma.style.findUniqueOrThrow({ where: { id: style.id } })).moderation).toBe("pending");
  });

  it("the net under every reader: the database's own refusal maps to 400, never 500", async () => {
    const user = await createUser();
    const style = await createStyle(user.id);
    // The service itself does not check (the readers do), so the database refuses it here for real.
    const refused = await saveStyleEdits(user.id, style.id, { name: "x\u0000" } as never).then(() => null, (e: unknown) => e);
    expect(isUnstorableTextError(refused)).toBe(true);
    expect(toServiceError(refused)).toMatchObject({ code: "invalid_request" });
    // Anything else stays a 500: the net is for this refusal only.
    expect(toServiceError(new Error("not a database error")).code).toBe("internal_error");
    const jsonbRefused = await saveStyleEdits(user.id, style.id, { blocks: [{ section: "palette", type: "color", value: { hex: "#112233", name: "\ud800" }, enabled: true }] } as never).then(() => null, (e: unknown) => e);
    expect(isUnstorableTextError(jsonbRefused)).toBe(true);
    expect(oauthErrorResponse(jsonbRefused).status).toBe(400);
    expect(isUnstorableTextError(new OAuthError("invalid_request", "x"))).toBe(false);
    // 22P02 is also a malformed uuid: that is not text that cannot be stored, and is not mapped here.
    const badUuid = await (await db()).$queryRawUnsafe(`SELECT 'not-a-uuid'::uuid`).then(() => null, (e: unknown) => e);
    const cause = (badUuid as { meta?: { driverAdapterError?: { cause?: { originalCode?: string; code?: string } } } }).meta?.driverAdapterError?.cause;
    expect(cause?.originalCode ?? cause?.code).toBe("22P02");
    expect(isUnstorableTextError(badUuid)).toBe(false);
  });
});
