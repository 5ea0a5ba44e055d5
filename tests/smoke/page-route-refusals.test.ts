// The website's own routes (lib/http/page-caller.ts pageRoute) refuse large uploads cleanly, through the
// real Next.js server (`next dev`), where the route-level test server, which buffers each body before
// dispatch, cannot look. A refusal the wrapper answers before the handler reads a byte (403 without the
// page's CSRF token, 401 without a session) used to answer mid-upload: the client saw its connection
// reset instead of the JSON. Now the unread body is dropped first, as the API's wrapper does: undici
// reads the refusal, and the same keep-alive connection serves the next request.
import { rmSync } from "node:fs";
import { Agent, fetch as undiciFetch, FormData as UndiciFormData } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startNext, type NextServer } from "../support/next-server";
import { prepareDataDir, type PreparedDataDir } from "../support/prepared-data-dir";

const MB = 1024 * 1024;

let dev: NextServer;
let visitor: PreparedDataDir;

beforeAll(async () => {
  // The website session and a style are made in the server's DATA_DIR before it starts.
  visitor = await prepareDataDir("page-refusals", "Page refusals", "development");
  dev = await startNext({ mode: "dev", distDir: ".next-smoke-page-refusals", env: { SEED_ACCESS_FIXTURES: "1", DATA_DIR: visitor.dataDir }, readyPath: "/api/v1/styles" });
}, 300_000);

afterAll(async () => {
  await dev?.stop();
  if (visitor) rmSync(visitor.dataDir, { recursive: true, force: true });
});

/** Posts 30 MB of multipart to `path` and then GETs a page route, over one undici connection. */
async function refusedThenNext(path: string, headers: Record<string, string>): Promise<{ status: number; body: unknown; next: number; connects: number }> {
  const agent = new Agent({ connections: 1 });
  let connects = 0;
  agent.on("connect", () => connects++);
  try {
    const form = new UndiciFormData();
    form.append("image", new Blob([new Uint8Array(30 * MB)], { type: "image/png" }), "big.png");
    const res = await undiciFetch(`${dev.origin}${path}`, { method: "POST", body: form, headers, dispatcher: agent });
    const body = JSON.parse(await res.text()) as unknown;
    const next = await undiciFetch(`${dev.origin}/api/v1/styles?limit=1`, { dispatcher: agent });
    await next.arrayBuffer();
    return { status: res.status, body, next: next.status, connects };
  } finally {
    await agent.close();
  }
}

describe("pageRoute refusals of a 30 MB upload reach the client and keep the connection (next dev)", () => {
  it("403 without the builder's CSRF token", async () => {
    const r = await refusedThenNext(`/api/site/builder/${visitor.styleId}/images`, { cookie: visitor.cookie });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ error: "forbidden", message: expect.stringMatching(/Reload/) });
    expect(r.next).toBe(200);
    expect(r.connects, "the refused upload's connection served the next request").toBe(1);
  });

  it("401 without a session, on the builder and on the extract page's start", async () => {
    for (const path of [`/api/site/builder/${visitor.styleId}/samples/image`, "/api/site/extract/start"]) {
      const r = await refusedThenNext(path, {});
      expect(r.status, path).toBe(401);
      expect(r.body).toMatchObject({ error: "auth_required" });
      expect(r.next).toBe(200);
      expect(r.connects, path).toBe(1);
    }
  });
});
