// Web security across surfaces: every server-side fetch refuses addresses it must not reach (SSRF),
// every image upload refuses decompression bombs before decoding them, and no callback or redirect
// leaves the site. Each refusal charges nothing and stores nothing.
import { deflateSync } from "node:zlib";
import fc from "fast-check";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCsrfToken } from "@/lib/account/csrf";
import { safeCallbackPath } from "@/lib/auth/providers";
import { createStyle } from "@/lib/builder/create";
import { db } from "@/lib/db/client";
import { checkAuthorizeRequest } from "@/lib/oauth/authorize";
import { startTestApp, type TestApp } from "../support/app";
import { account, balance, startJson, startMultipart } from "../support/extraction";
import { callTool, mcpToken, rawMcp } from "../support/mcp";
import { websiteSession } from "../support/sessions";

let app: TestApp;
beforeAll(async () => {
  process.env.RATE_LIMIT_EXTRACT_PER_MIN = "100000";
  app = await startTestApp();
});
afterAll(() => app?.close());

/** Addresses a server-side fetch must never reach, in the spellings attackers use. */
const HOSTILE_URLS = [
  "http://example.com/a.png", // not https
  "https://127.0.0.1/a.png",
  "https://127.1/a.png",
  "https://0x7f000001/a.png",
  "https://2130706433/a.png",
  "https://017700000001/a.png",
  "https://[::1]/a.png",
  "https://[::ffff:127.0.0.1]/a.png",
  "https://[::ffff:7f00:1]/a.png",
  "https://0.0.0.0/a.png",
  "https://localhost/a.png",
  "https://app.localhost/a.png",
  "https://169.254.169.254/latest/meta-data/",
  "https://[fd00:ec2::254]/latest/meta-data/",
  "https://10.0.0.8/a.png",
  "https://172.16.3.4/a.png",
  "https://192.168.1.1/a.png",
  "https://100.64.0.1/a.png",
  "https://[fe80::1]/a.png",
  "https://user:pw@example.com/a.png",
  "file:///etc/passwd",
  "ftp://example.com/a.png",
  "data:image/png;base64,iVBORw0KGgo=",
  "javascript:alert(1)",
  "https://127.0.0.1:22/",
  "https://example.com\\@127.0.0.1/a.png",
];

describe("SSRF: every server-side fetch", () => {
  it("refuses each hostile URL as an extraction image_url and document_url, over REST and MCP, charging nothing", async () => {
    const free = await account();
    const pro = await account({ plan: "pro" });
    const before = await balance(free.userId);
    // MCP tokens are issued for the /api/mcp resource (RFC 8707).
    const mcpAuth = `Bearer ${(await mcpToken({ id: free.userId, handle: "ssrf" }, ["extract"])).accessToken}`;
    const problems: string[] = [];
    for (const url of HOSTILE_URLS) {
      const rest = await startJson(app, free, { image_url: url });
      if (rest.status !== 400 || rest.body.error !== "invalid_request") problems.push(`REST image_url ${url}: ${rest.status} ${rest.text}`);
      const doc = await startJson(app, pro, { document_url: url });
      if (doc.status !== 400 || doc.body.error !== "invalid_request") problems.push(`REST document_url ${url}: ${doc.status} ${doc.text}`);
      const mcp = await rawMcp(app, callTool("start_extraction", { image_url: [url] }), { authorization: mcpAuth });
      const body = (await mcp.json()) as { result?: { isError?: boolean; content?: { text: string }[] } };
      const error = body.result?.isError ? (JSON.parse(body.result.content![0]!.text) as { error: string }).error : null;
      if (error !== "invalid_request") problems.push(`MCP image_url ${url}: ${JSON.stringify(body).slice(0, 200)}`);
    }
    expect(problems).toEqual([]);
    expect(await balance(free.userId)).toBe(before);
    expect(await (await db()).extraction.count({ where: { userId: { in: [free.userId, pro.userId] } } })).toBe(0);
  });

  it("never fetches a client metadata document from a hostile address (OAuth client_id URLs)", async () => {
    const problems: string[] = [];
    for (const url of HOSTILE_URLS.filter((u) => u.startsWith("https://") && !u.includes("@"))) {
      const clientId = url.endsWith("/") ? `${url}client.json` : url.replace(/a\.png$/, "client.json");
      const check = await checkAuthorizeRequest(new URLSearchParams({ client_id: clientId, response_type: "code", redirect_uri: "https://app.example/cb" }));
      if (check.kind !== "invalid" || check.error !== "invalid_client") problems.push(`${clientId}: ${JSON.stringify(check)}`);
    }
    expect(problems).toEqual([]);
    expect(await (await db()).oAuthClient.count({ where: { metadataUrl: { not: null } } })).toBe(0);
  });
});

/** A PNG whose header claims `width` x `height` (only the header: no decoder should go further). */
function pngClaiming(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  // A few rows of zeros; the rest is missing, so only a decoder that trusts the header would allocate.
  const idat = deflateSync(Buffer.alloc(Math.min(width + 1, 1_000_000) * 4));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk("IHDR", ihdr), chunk("IDAT", idat), chunk("IEND", Buffer.alloc(0))]);
}

describe("image bombs on every image upload", () => {
  it("refuses huge and lying images on the extraction upload, MCP images, inspiration images and image samples", async () => {
    const bombs: Array<[string, Buffer]> = [
      ["a real 12,000 x 12,000 PNG", await sharp({ create: { width: 12_000, height: 12_000, channels: 3, background: "#ffffff" } }).png({ compressionLevel: 9 }).toBuffer()],
      ["a header claiming 100,000 x 100,000", pngClaiming(100_000, 100_000)],
      ["a header claiming 2^31 x 1", pngClaiming(2 ** 31 - 1, 1)],
    ];
    const t = await account();
    const before = await balance(t.userId);
    const prisma = await db();
    const user = await prisma.user.findUniqueOrThrow({ where: { id: t.userId } });
    const session = (await websiteSession(user.id)).sessionToken;
    const style = await createStyle(user.id);
    const mcpAuth = `Bearer ${(await mcpToken({ id: t.userId, handle: "bombs" }, ["extract"])).accessToken}`;
    const builderHeaders = { cookie: `authjs.session-token=${session}`, "x-csrf-token": accountCsrfToken(session, "builder") };
    const problems: string[] = [];
    for (const [label, bytes] of bombs) {
      const rest = await startMultipart(app, t, [{ field: "image", data: bytes, filename: "bomb.png", type: "image/png" }]);
      if (rest.status !== 400) problems.push(`extraction upload, ${label}: ${rest.status} ${rest.text.slice(0, 200)}`);
      const mcp = await rawMcp(app, callTool("start_extraction", { images: [{ data: bytes.toString("base64"), filename: "bomb.png" }] }), { authorization: mcpAuth });
      const mcpText = await mcp.text();
      if (!/invalid_request|payload_too_large/.test(mcpText)) problems.push(`MCP images, ${label}: ${mcpText.slice(0, 200)}`);
      for (const path of [`/api/site/builder/${style.id}/images`, `/api/site/builder/${style.id}/samples/image`]) {
        const form = new FormData();
        form.append("image", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "bomb.png");
        const res = await app.request(path, { method: "POST", headers: builderHeaders, body: form });
        if (res.status !== 400) problems.push(`${path}, ${label}: ${res.status} ${(await res.text()).slice(0, 200)}`);
        else await res.body?.cancel();
      }
    }
    expect(problems).toEqual([]);
    expect(await balance(t.userId)).toBe(before);
    expect(await prisma.referenceImage.count({ where: { styleId: style.id } })).toBe(0);
    expect(await prisma.sample.count({ where: { styleId: style.id } })).toBe(0);
  });
});

describe("redirects stay on the site", () => {
  it("turns any callbackUrl into a same-site path or the fallback (property-based)", () => {
    const site = process.env.SITE_URL!;
    const tricky = fc.constantFrom("//evil.example", "/\\evil.example", "https://evil.example", `${site}.evil.example/x`, "/%2F%2Fevil.example", "javascript:alert(1)", "/\t/evil.example", "\\\\evil.example", `${site}@evil.example`);
    const input = fc.oneof(tricky, fc.string(), fc.webUrl(), fc.webPath().map((p) => `/${p}`), fc.tuple(tricky, fc.webPath()).map(([a, b]) => a + b));
    fc.assert(
      fc.property(input, (raw) => {
        const out = safeCallbackPath(raw, "/account");
        const resolved = new URL(out, site);
        return out.startsWith("/") && !out.startsWith("//") && !out.includes("\\") && resolved.origin === new URL(site).origin;
      }),
      { numRuns: 5_000 },
    );
  });

  it("never redirects an authorization request to an unregistered redirect_uri", async () => {
    await (await db()).oAuthClient.create({ data: { id: "redirect-client", name: "Redirect client", redirectUris: ["https://app.example/cb"] } });
    const attempts = ["https://evil.example/cb", "https://app.example.evil.example/cb", "https://app.example/cb/../../evil", "https://app.example/cb?x=https://evil.example", "https://app.example@evil.example/cb", "https://APP.example/cb#frag", "//evil.example/cb", "https://app.example/cb%2F..%2F"];
    for (const redirect_uri of attempts) {
      const check = await checkAuthorizeRequest(new URLSearchParams({ client_id: "redirect-client", redirect_uri, response_type: "code", code_challenge: "a".repeat(43), code_challenge_method: "S256" }));
      expect(check.kind, redirect_uri).toBe("invalid");
    }
  });
});
