// Refused uploads through the real Next.js server (`next dev`), where the route-level test server,
// which buffers each body before dispatch, cannot look: an 8.5, 30 or 100 MB upload to an extraction
// or to the builder's media (and a 30 MB MCP message) reaches undici, curl and Chromium as the 413
// JSON, and the same keep-alive connection serves the next request. Before lib/http/discard-body.ts the server answered mid-upload
// (or cancelled the body, destroying the socket): undici got ECONNRESET on the next request or a fresh
// connection for it, and the kernel's reset could take the answer itself.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { chromium, type Browser } from "playwright-core";
import { Agent, fetch as undiciFetch, FormData as UndiciFormData } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startNext, type NextServer } from "../support/next-server";

const run = promisify(execFile);
const MB = 1024 * 1024;
const SIZES_MB = [8.5, 30, 100];
const NEXT_PATH = "/api/v1/styles?limit=1";
/** The file part's name on every multipart route here. */
const FIELD = "image";

interface Credentials {
  bearer: string;
  cookieName: string;
  sessionToken: string;
  csrf: string;
  styleId: string;
}

// PGlite is one process's at a time, so the user, its token, a website session and a style are made
// in the server's DATA_DIR before the server starts, the way `npm run dev-token` mints its tokens.
const MINT = `(async () => {
  const { mintDevToken } = await import("@/lib/auth/dev-token");
  const { sessionCookieName } = await import("@/lib/auth/session");
  const { createStyle } = await import("@/lib/builder/create");
  const { closeDatabase, db } = await import("@/lib/db/client");
  const { websiteSession } = await import("./tests/support/sessions");
  const token = await mintDevToken("uploader@example.com", ["extract"]);
  const prisma = await db();
  const user = await prisma.user.findFirstOrThrow({ where: { email: "uploader@example.com" } });
  const session = await websiteSession(user.id);
  const style = await createStyle(user.id, { name: "Upload refusals" });
  const out = { bearer: token.accessToken, cookieName: sessionCookieName(), sessionToken: session.sessionToken, csrf: session.csrfFor("builder"), styleId: style.id };
  await closeDatabase();
  console.log(JSON.stringify(out));
})();`;

let dataDir: string;
let fileDir: string;
let dev: NextServer;
let creds: Credentials;
let browser: Browser;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "styleshelf-uploads-"));
  fileDir = mkdtempSync(join(tmpdir(), "styleshelf-upload-files-"));
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "development", DATA_DIR: dataDir };
  const minted = await run(process.execPath, ["node_modules/tsx/dist/cli.mjs", "--eval", MINT], { env, maxBuffer: 16 * MB });
  creds = JSON.parse(minted.stdout.trim().split("\n").at(-1)!) as Credentials;
  // Every case starts an extraction as far as the rate limiter is concerned (it counts before the body is read).
  dev = await startNext({ mode: "dev", distDir: ".next-smoke-uploads", env: { SEED_ACCESS_FIXTURES: "1", DATA_DIR: dataDir, RATE_LIMIT_EXTRACT_PER_MIN: "1000" }, readyPath: "/api/v1/styles" });
  browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
  for (const mb of SIZES_MB) writeFileSync(join(fileDir, `${mb}.png`), Buffer.alloc(Math.round(mb * MB)));
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await dev?.stop();
  for (const dir of [dataDir, fileDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

interface Target {
  name: string;
  path: () => string;
  /** Headers beside the body (the bearer token, or the builder's CSRF token). */
  headers: () => Record<string, string>;
  /** Whether the answer carries the API's CORS headers (the builder's own routes do not). */
  cors: boolean;
}

const extraction: Target = {
  name: "POST /api/v1/extractions",
  path: () => "/api/v1/extractions",
  headers: () => ({ authorization: `Bearer ${creds.bearer}` }),
  cors: true,
};
const builderImage: Target = {
  name: "POST /builder/{id}/images",
  path: () => `/api/site/builder/${creds.styleId}/images`,
  headers: () => ({ cookie: `${creds.cookieName}=${creds.sessionToken}`, "x-csrf-token": creds.csrf }),
  cors: false,
};

const mcp: Target = {
  name: "POST /api/mcp",
  path: () => "/api/mcp",
  headers: () => ({ "content-type": "application/json", accept: "application/json, text/event-stream" }),
  cors: true,
};

/** The refusal a target answers with; the size's 413 unless a test names another. */
interface Refusal {
  status: number;
  error: string;
}
const TOO_LARGE: Refusal = { status: 413, error: "payload_too_large" };

function expectRefusal(target: Target, status: number, headers: (name: string) => string | null | undefined, text: string, refusal: Refusal = TOO_LARGE) {
  expect(status, text).toBe(refusal.status);
  expect(JSON.parse(text)).toMatchObject({ error: refusal.error, message: refusal === TOO_LARGE ? expect.stringMatching(/MB/) : expect.any(String) });
  if (target.cors) expect(headers("access-control-allow-origin")).toBe("*");
}

/** The upload and then a GET over one undici connection; the Agent counts the connections it opened. */
async function viaUndici(target: Target, body: UndiciFormData | Uint8Array | AsyncIterable<Uint8Array>, extra: Record<string, string> = {}, refusal: Refusal = TOO_LARGE) {
  const agent = new Agent({ connections: 1 });
  let connects = 0;
  agent.on("connect", () => connects++);
  try {
    const res = await undiciFetch(`${dev.origin}${target.path()}`, { method: "POST", body, headers: { ...target.headers(), ...extra }, dispatcher: agent, duplex: "half" } as Parameters<typeof undiciFetch>[1]);
    expectRefusal(target, res.status, (n) => res.headers.get(n), await res.text(), refusal);
    const next = await undiciFetch(`${dev.origin}${NEXT_PATH}`, { dispatcher: agent });
    expect(next.status).toBe(200);
    await next.arrayBuffer();
    expect(connects, "the refused upload's connection served the next request").toBe(1);
  } finally {
    await agent.close();
  }
}

function undiciForm(mb: number): UndiciFormData {
  const form = new UndiciFormData();
  form.append(FIELD, new Blob([new Uint8Array(Math.round(mb * MB))], { type: "image/png" }), "big.png");
  return form;
}

/** curl sends the upload and then the GET (`--next`) on one connection; num_connects is 0 when reused. */
async function viaCurl(target: Target, mb: number) {
  const head = join(fileDir, "head.txt");
  const out = join(fileDir, "out.json");
  const headerArgs = Object.entries(target.headers()).flatMap(([k, v]) => ["-H", `${k}: ${v}`]);
  const { stdout } = await run("curl", [
    "-sS", "-D", head, "-o", out, "-w", "%{http_code} %{num_connects}\n", ...headerArgs,
    "-F", `${FIELD}=@${join(fileDir, `${mb}.png`)};type=image/png`, `${dev.origin}${target.path()}`,
    "--next", "-sS", "-o", "/dev/null", "-w", "%{http_code} %{num_connects}\n", `${dev.origin}${NEXT_PATH}`,
  ]);
  const [upload, next] = stdout.trim().split("\n").map((line) => line.split(" ").map(Number));
  const headers = readFileSync(head, "utf8");
  expectRefusal(target, upload![0]!, (n) => new RegExp(`^${n}: *(.*?)\\r?$`, "im").exec(headers)?.[1], readFileSync(out, "utf8"));
  expect(next, "200 on the same connection").toEqual([200, 0]);
}

/** A same-origin page's fetch with FormData of a big Blob, then a GET; Chromium's DevTools protocol
 *  reports the connection each response came over. */
async function viaChromium(target: Target, mb: number) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${dev.origin}${NEXT_PATH}`);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable", { maxPostDataSize: 0 });
    const connections = new Map<string, number>();
    cdp.on("Network.responseReceived", (e) => connections.set(new URL(e.response.url).pathname, e.response.connectionId));
    const { cookie, ...headers } = target.headers();
    if (cookie) await context.addCookies([{ name: creds.cookieName, value: creds.sessionToken, url: dev.origin }]);
    const answers = await page.evaluate(
      async ({ path, field, headers, bytes, next }) => {
        const form = new FormData();
        form.append(field, new Blob([new Uint8Array(bytes)], { type: "image/png" }), "big.png");
        const res = await fetch(path, { method: "POST", body: form, headers });
        const upload = { status: res.status, cors: res.headers.get("access-control-allow-origin"), text: await res.text() };
        const after = await fetch(next);
        await after.text();
        return { upload, next: after.status };
      },
      { path: target.path(), field: FIELD, headers, bytes: Math.round(mb * MB), next: NEXT_PATH },
    );
    expectRefusal(target, answers.upload.status, () => answers.upload.cors, answers.upload.text);
    expect(answers.next).toBe(200);
    expect(connections.get(new URL(target.path(), dev.origin).pathname)).toBe(connections.get("/api/v1/styles"));
  } finally {
    await context.close();
  }
}

describe("a refused upload reaches the client as 413 and leaves the connection usable (next dev)", () => {
  for (const mb of SIZES_MB) {
    it(`${extraction.name}, ${mb} MB: undici, curl and Chromium`, async () => {
      await viaUndici(extraction, undiciForm(mb));
      await viaCurl(extraction, mb);
      await viaChromium(extraction, mb);
    });
  }

  // Refused by the route wrapper before the handler reads a byte: it drops the body before answering.
  it(`${extraction.name} without a token, 30 MB: the 401 reaches undici, and the connection serves the next request`, async () => {
    const anonymous: Target = { ...extraction, name: `${extraction.name} (no token)`, headers: () => ({}) };
    await viaUndici(anonymous, undiciForm(30), {}, { status: 401, error: "auth_required" });
  });

  it(`${extraction.name}, 30 MB without a Content-Length (chunked): refused mid-body at the file limit, read to its end`, async () => {
    async function* chunked() {
      const boundary = "refusal-boundary";
      yield new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`);
      for (let i = 0; i < 30; i++) yield new Uint8Array(MB);
      yield new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
    }
    await viaUndici(extraction, chunked(), { "content-type": "multipart/form-data; boundary=refusal-boundary" });
  });

  it(`${mcp.name}, 30 MB of JSON with and without a Content-Length: undici (the plain body reader)`, async () => {
    const json = new TextEncoder().encode(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list", params: { pad: "x".repeat(30 * MB) } }));
    await viaUndici(mcp, json);
    async function* chunked() {
      for (let at = 0; at < json.length; at += MB) yield json.subarray(at, at + MB);
    }
    await viaUndici(mcp, chunked());
  });

  for (const mb of SIZES_MB) {
    it(`${builderImage.name}, ${mb} MB: undici`, async () => {
      await viaUndici(builderImage, undiciForm(mb));
    });
  }

  it(`${builderImage.name}, 30 MB: curl and Chromium with the session cookie and CSRF token`, async () => {
    await viaCurl(builderImage, 30);
    await viaChromium(builderImage, 30);
  });
});
