// What the anonymous OAuth endpoints cost the server (issue 31). /oauth/token, /oauth/revoke,
// /oauth/register and /oauth/authorize/decision read whole bodies before checking their size: now
// one bounded reader refuses anything over 16 KB with 413, by Content-Length or while streaming. The
// decision route has a lane per address. /oauth/authorize fetched a client metadata document for every
// new https client_id, unthrottled, and its error page said why each fetch failed: now a lane per
// address, a short cache of failures, and a page that says only that the document could not be read.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "@/lib/config";
import { resolveClient } from "@/lib/oauth/clients";
import { startTestApp, type TestApp } from "../support/app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const MB = 1024 * 1024;

/** A body of `size` bytes, sent as a stream (no Content-Length) or in one piece (with it). */
function body(size: number, streamed: boolean): BodyInit {
  const chunk = new Uint8Array(MB).fill(0x61);
  if (!streamed) return new Uint8Array(size).fill(0x61);
  let left = size;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (left <= 0) return controller.close();
      controller.enqueue(chunk.subarray(0, Math.min(MB, left)));
      left -= MB;
    },
  });
}

describe("the OAuth endpoints' bodies", () => {
  it.each([
    ["/oauth/token", "application/x-www-form-urlencoded"],
    ["/oauth/revoke", "application/x-www-form-urlencoded"],
    ["/oauth/register", "application/json"],
    ["/oauth/authorize/decision", "application/x-www-form-urlencoded"],
  ])("%s: 50 MB is refused with 413 invalid_request, declared or streamed", async (path, type) => {
    for (const streamed of [false, true]) {
      const res = await app.request(path, { method: "POST", headers: { "content-type": type }, body: body(50 * MB, streamed), ip: app.newIp(), duplex: "half" } as RequestInit);
      expect(res.status, `${path} streamed=${streamed}`).toBe(413);
      expect(((await res.json()) as { error: string }).error).toBe("invalid_request");
    }
  });

  it("a form of a few KB still reaches the endpoint (its own error, not the size's)", async () => {
    const res = await app.request("/oauth/token", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "grant_type=password", ip: app.newIp() });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: string }).error).toBe("invalid_client");
  });

  it("the decision route spends a lane per address: past it, a 429 page with Retry-After", async () => {
    const ip = app.newIp();
    const max = rateLimits().oauthDecisionsPerMinute;
    for (let i = 0; i < max; i++) {
      const res = await app.request("/oauth/authorize/decision", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "decision=approve", ip });
      expect(res.status).not.toBe(429);
    }
    const res = await app.request("/oauth/authorize/decision", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "decision=approve", ip });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await res.text()).toMatch(/Too many authorization decisions/);
  });
});

describe("client metadata documents fetched for /oauth/authorize", () => {
  const authorize = (clientId: string, ip: string) =>
    app.request(`/oauth/authorize?${new URLSearchParams({ client_id: clientId, response_type: "code", redirect_uri: "https://app.example/cb" })}`, { ip });

  it("the page names no fetch's reason", async () => {
    const res = await authorize("https://127.0.0.1/client.json", app.newIp());
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toMatch(/could not be read/);
    expect(html).not.toMatch(/not public|127\.0\.0\.1|refused|ENOTFOUND|getaddrinfo/);
  });

  it("a failed fetch is not repeated for a while", async () => {
    const id = "https://cache-test.example/client.json";
    let fetches = 0;
    const failing = async () => {
      fetches++;
      throw new Error("connection refused");
    };
    await expect(resolveClient(id, { fetchMetadata: failing })).rejects.toMatchObject({ error: "invalid_client" });
    await expect(resolveClient(id, { fetchMetadata: failing })).rejects.toMatchObject({ error: "invalid_client" });
    expect(fetches).toBe(1);
  });

  it("each address may have RATE_LIMIT_CLIENT_METADATA_FETCHES_PER_MIN new documents fetched a minute; then 429", async () => {
    const ip = app.newIp();
    const max = rateLimits().clientMetadataFetchesPerMinute;
    for (let i = 0; i < max; i++) expect((await authorize(`https://127.0.0.${i + 2}/lane-${i}.json`, ip)).status).toBe(400);
    const res = await authorize("https://127.0.0.200/lane-last.json", ip);
    expect(res.status).toBe(429);
    expect(await res.text()).toMatch(/Too many new apps/);
    // Another address has its own lane.
    expect((await authorize("https://127.0.0.201/other.json", app.newIp())).status).toBe(400);
  });
});
