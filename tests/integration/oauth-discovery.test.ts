// Discovery documents (RFC 8414, RFC 9728), dynamic registration (RFC 7591) and clients known by a
// Client ID Metadata Document (fetched through an injected fetcher: tests have no internet).
import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { authorizePage, checkAuthorizeRequest } from "@/lib/oauth/authorize";
import { resolveClient } from "@/lib/oauth/clients";
import { OAuthError } from "@/lib/oauth/errors";
import { startTestApp, type TestApp } from "../support/app";
import { websiteSession } from "../support/sessions";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

async function getJson(path: string) {
  const res = await app.request(path);
  expect(res.status).toBe(200);
  expect(res.headers.get("access-control-allow-origin")).toBe("*");
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  return (await res.json()) as Record<string, any>;
}

describe("discovery", () => {
  it("serves authorization server metadata", async () => {
    const m = await getJson("/.well-known/oauth-authorization-server");
    expect(m).toMatchObject({
      issuer: app.origin,
      authorization_endpoint: `${app.origin}/oauth/authorize`,
      token_endpoint: `${app.origin}/oauth/token`,
      registration_endpoint: `${app.origin}/oauth/register`,
      revocation_endpoint: `${app.origin}/oauth/revoke`,
      scopes_supported: ["extract", "styles:read", "styles:write"],
      response_types_supported: ["code"],
      grant_types_supported: ["authorization_code", "refresh_token"],
      code_challenge_methods_supported: ["S256"],
      token_endpoint_auth_methods_supported: ["none", "client_secret_basic", "client_secret_post"],
      revocation_endpoint_auth_methods_supported: ["none", "client_secret_basic", "client_secret_post"],
      authorization_response_iss_parameter_supported: true,
      client_id_metadata_document_supported: true,
    });
  });

  it.each([
    ["/.well-known/oauth-protected-resource", "/api/v1"],
    ["/.well-known/oauth-protected-resource/api/v1", "/api/v1"],
    ["/.well-known/oauth-protected-resource/api/mcp", "/api/mcp"],
  ])("serves protected resource metadata at %s", async (path, resource) => {
    const m = await getJson(path);
    expect(m).toMatchObject({ resource: `${app.origin}${resource}`, authorization_servers: [app.origin], scopes_supported: ["extract", "styles:read", "styles:write"] });
  });

  it("answers CORS preflights", async () => {
    const res = await app.request("/.well-known/oauth-authorization-server", { method: "OPTIONS" });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
  });
});

const register = (body: unknown, ip?: string) =>
  app.request("/oauth/register", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), ip });

describe("POST /oauth/register", () => {
  it("registers a public client with https, loopback and native-app redirect URIs", async () => {
    const uris = ["https://app.example/cb", "http://127.0.0.1/cb", "http://[::1]:8080/cb", "http://localhost:3000/cb", "com.example.app:/cb"];
    const res = await register({ redirect_uris: uris, client_name: "Many URIs" });
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as Record<string, any>;
    expect(body).toMatchObject({ client_name: "Many URIs", redirect_uris: uris, token_endpoint_auth_method: "none", grant_types: ["authorization_code", "refresh_token"], response_types: ["code"] });
    expect(body.client_secret).toBeUndefined();
    expect(await (await db()).oAuthClient.findUnique({ where: { id: body.client_id } })).not.toBeNull();
  });

  it.each([
    ["plain http off loopback", "http://app.example/cb"],
    ["a fragment", "https://app.example/cb#x"],
    ["javascript:", "javascript:alert(1)"],
    ["a custom scheme that is not reverse-domain", "myapp:/cb"],
    ["a relative URI", "/cb"],
  ])("refuses %s with invalid_redirect_uri", async (_label, uri) => {
    const res = await register({ redirect_uris: [uri] });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe("invalid_redirect_uri");
  });

  it("refuses unknown auth methods and grants, missing redirect URIs and bad JSON with invalid_client_metadata or invalid_redirect_uri", async () => {
    const jwt = await register({ redirect_uris: ["https://a.example/cb"], token_endpoint_auth_method: "private_key_jwt" });
    expect(((await jwt.json()) as { error: string }).error).toBe("invalid_client_metadata");
    const grant = await register({ redirect_uris: ["https://a.example/cb"], grant_types: ["client_credentials"] });
    expect(((await grant.json()) as { error: string }).error).toBe("invalid_client_metadata");
    const none = await register({ client_name: "no uris" });
    expect(none.status).toBe(400);
    expect(((await none.json()) as { error: string }).error).toBe("invalid_redirect_uri");
    const bad = await app.request("/oauth/register", { method: "POST", headers: { "content-type": "application/json" }, body: "{nope" });
    expect(((await bad.json()) as { error: string }).error).toBe("invalid_client_metadata");
  });

  it("rate-limits registrations per IP", async () => {
    const ip = app.newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await register({ redirect_uris: ["https://a.example/cb"] }, ip)).status);
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await register({ redirect_uris: ["https://a.example/cb"] }, app.newIp())).status).toBe(201);
  });
});

describe("Client ID Metadata Documents", () => {
  const url = "https://tool.example/oauth/client.json";
  const doc = { client_id: url, client_name: "Metadata Tool", redirect_uris: ["https://tool.example/cb"], token_endpoint_auth_method: "none" };

  it("resolves an https client_id through the fetcher and stores it", async () => {
    const fetched: string[] = [];
    const client = await resolveClient(url, { fetchMetadata: async (u) => (fetched.push(u), doc) });
    expect(fetched).toEqual([url]);
    expect(client).toMatchObject({ id: url, name: "Metadata Tool", redirectUris: ["https://tool.example/cb"] });
    const row = await (await db()).oAuthClient.findUniqueOrThrow({ where: { id: url } });
    expect(row.metadataUrl).toBe(url);
    // Fresh documents come from the database, not the network.
    await resolveClient(url, { fetchMetadata: async () => { throw new Error("must not fetch again"); } });
  });

  it("runs the code flow over HTTP for a metadata-document client", async () => {
    const id = "https://flow-tool.example/client.json";
    await resolveClient(id, { fetchMetadata: async () => ({ client_id: id, client_name: "Flow Tool", redirect_uris: ["https://flow-tool.example/cb"] }) });
    const prisma = await db();
    const user = await prisma.user.create({ data: { handle: `cimd-${randomBytes(4).toString("hex")}` } });
    const { sessionToken } = await websiteSession(user.id);
    const verifier = randomBytes(32).toString("base64url");
    const params = new URLSearchParams({
      response_type: "code",
      client_id: id,
      redirect_uri: "https://flow-tool.example/cb",
      scope: "styles:read",
      state: "s",
      code_challenge: createHash("sha256").update(verifier).digest("base64url"),
      code_challenge_method: "S256",
    });
    // The stored document is fresh, so neither the page nor the token endpoint fetches it again.
    const page = await authorizePage(params, sessionToken);
    if (page.kind !== "consent") throw new Error(JSON.stringify(page));
    expect(page.view).toMatchObject({ clientName: "Flow Tool", redirectHost: "flow-tool.example" });
    const decision = await app.request("/oauth/authorize/decision", {
      method: "POST",
      headers: { cookie: `authjs.session-token=${sessionToken}`, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...page.view.fields, decision: "approve" }),
      redirect: "manual",
    });
    const code = new URL(decision.headers.get("location")!).searchParams.get("code")!;
    const res = await app.request("/oauth/token", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "authorization_code", client_id: id, code, redirect_uri: "https://flow-tool.example/cb", code_verifier: verifier }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { scope: string }).scope).toBe("styles:read");
  });

  it("validates an authorization request for a metadata-document client", async () => {
    const other = "https://other-tool.example/client";
    const params = new URLSearchParams({
      client_id: other,
      redirect_uri: "https://other-tool.example/cb",
      response_type: "code",
      code_challenge: "x".repeat(43),
      code_challenge_method: "S256",
    });
    const check = await checkAuthorizeRequest(params, { fetchMetadata: async () => ({ ...doc, client_id: other, redirect_uris: ["https://other-tool.example/cb"] }) });
    expect(check).toMatchObject({ kind: "valid", request: { client: { id: other }, scopes: ["styles:read"] } });
  });

  it.each([
    ["a client_id that differs from the URL", "https://tool.example/a", async () => ({ ...doc, client_id: "https://evil.example/client.json" })],
    ["a document with an http redirect URI", "https://tool.example/b", async () => ({ ...doc, client_id: "https://tool.example/b", redirect_uris: ["http://tool.example/cb"] })],
    ["a document that cannot be fetched", "https://tool.example/c", async () => { throw new Error("connection refused"); }],
  ])("refuses %s with invalid_client", async (_label, id, fetchMetadata) => {
    await expect(resolveClient(id, { fetchMetadata })).rejects.toMatchObject({ error: "invalid_client" });
    expect(await (await db()).oAuthClient.findUnique({ where: { id } })).toBeNull();
  });

  it("fetches real documents only through the SSRF-safe fetcher, which refuses a loopback address (and the page does not say why)", async () => {
    const err = await resolveClient("https://127.0.0.1/client.json").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OAuthError);
    expect((err as OAuthError).description).toMatch(/could not be read/);
    expect((err as OAuthError).description).not.toMatch(/public|address|refused|127\.0\.0\.1/);
    expect(await (await db()).oAuthClient.findUnique({ where: { id: "https://127.0.0.1/client.json" } })).toBeNull();
  });

  it("does not treat unknown non-https ids as metadata documents", async () => {
    await expect(resolveClient("http://tool.example/client.json")).rejects.toMatchObject({ error: "invalid_client", description: "Unknown client_id." });
  });
});
