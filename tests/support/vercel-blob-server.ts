// A local stand-in for the Vercel Blob API, which @vercel/blob reaches at VERCEL_BLOB_API_URL: PUT
// /?pathname= stores a blob, GET /?url= is head(), POST /delete is del(), and /files/<pathname> serves
// the bytes as the CDN would, with the max-age the upload asked for (Vercel's default: a month); GET
// /?prefix= is list(). Like Vercel's, the API answers browsers (CORS), so a page can PUT to it.
// `failing` makes the API (or the files, or uploads to matching pathnames) answer 503
// service_unavailable, to inject an outage. A PUT may also carry a client token (what
// @vercel/blob/client's upload sends, issued by generateClientTokenFromReadWriteToken): it is checked as
// Vercel checks it (signed with the read-write token, its pathname, expiry, size cap and overwrite rule).
import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface BlobServer {
  origin: string;
  /** A read-write token in Vercel's shape (`vercel_blob_rw_<store>_<secret>`). */
  token: string;
  blobs: Map<string, { data: Buffer; contentType: string; uploadedAt: Date; cacheControlMaxAge: number }>;
  failing: { api: boolean; files: boolean; puts: RegExp | null };
  /** `refused` counts API calls answered 503 while failing. */
  requests: { put: number; head: number; del: number; files: number; refused: number };
  /** The headers of every PUT, in order. */
  puts: { pathname: string; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

export async function startBlobServer(): Promise<BlobServer> {
  const token = "vercel_blob_rw_localstore_0123456789abcdef";
  const ONE_MONTH_S = 30 * 24 * 3600;
  const blobs: BlobServer["blobs"] = new Map();
  const failing: BlobServer["failing"] = { api: false, files: false, puts: null };
  const requests = { put: 0, head: 0, del: 0, files: 0, refused: 0 };
  const puts: BlobServer["puts"] = [];
  let origin = "";

  /** A client token's payload when it was signed with this store's token, else null. */
  const clientTokenPayload = (authorization: string | undefined): Record<string, unknown> | null => {
    const prefix = "Bearer vercel_blob_client_localstore_";
    if (!authorization?.startsWith(prefix)) return null;
    const [securedKey, payload] = Buffer.from(authorization.slice(prefix.length), "base64").toString().split(".");
    if (!securedKey || !payload || createHmac("sha256", token).update(payload).digest("hex") !== securedKey) return null;
    return JSON.parse(Buffer.from(payload, "base64").toString()) as Record<string, unknown>;
  };

  const json = (res: import("node:http").ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json", "access-control-allow-origin": "*" });
    res.end(JSON.stringify(body));
  };
  const describe = (pathname: string) => {
    const b = blobs.get(pathname)!;
    const url = `${origin}/files/${pathname}`;
    return { url, downloadUrl: `${url}?download=1`, pathname, size: b.data.length, uploadedAt: b.uploadedAt.toISOString(), contentType: b.contentType, contentDisposition: "inline", cacheControl: `public, max-age=${b.cacheControlMaxAge}`, etag: `"${b.data.length}"` };
  };

  /** The library sends a blob's URL or its pathname. */
  const pathnameOf = (target: string) => (target.startsWith(`${origin}/files/`) ? target.slice(`${origin}/files/`.length) : target);

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://blob.local");
    if (url.pathname.startsWith("/files/")) {
      requests.files++;
      if (failing.files) return json(res, 503, { error: { code: "service_unavailable", message: "unavailable" } });
      const b = blobs.get(decodeURIComponent(url.pathname.slice("/files/".length)));
      if (!b) return json(res, 404, { error: { code: "not_found", message: "The requested blob does not exist" } });
      res.writeHead(200, { "content-type": b.contentType, "content-length": String(b.data.length), "cache-control": `public, max-age=${b.cacheControlMaxAge}` });
      return res.end(b.data);
    }
    if (req.method === "OPTIONS") {
      // A browser's preflight for a PUT with the client token's headers.
      res.writeHead(204, {
        "access-control-allow-origin": "*",
        "access-control-allow-methods": "GET, PUT, POST, OPTIONS",
        "access-control-allow-headers": String(req.headers["access-control-request-headers"] ?? "*"),
        "access-control-max-age": "600",
      });
      return res.end();
    }
    const client = req.method === "PUT" ? clientTokenPayload(req.headers.authorization) : null;
    if (req.headers.authorization !== `Bearer ${token}` && !client) return json(res, 403, { error: { code: "forbidden", message: "Access denied" } });
    if (failing.api) {
      requests.refused++;
      // Drain the upload so the client sees the answer, not a reset connection.
      for await (const _ of req);
      return json(res, 503, { error: { code: "service_unavailable", message: "unavailable" } });
    }
    if (req.method === "PUT") {
      requests.put++;
      const pathname = url.searchParams.get("pathname");
      if (!pathname) return json(res, 400, { error: { code: "bad_request", message: "pathname is required" } });
      puts.push({ pathname, headers: req.headers });
      if (client) {
        // Vercel's answers to a client token used outside its scope (the library maps these messages).
        const refuse = async (message: string) => {
          for await (const _ of req);
          return json(res, 400, { error: { code: "bad_request", message } });
        };
        if (client.pathname !== pathname) return refuse(`The "pathname" ${pathname} does not match the token payload`);
        if (typeof client.validUntil === "number" && Date.now() > client.validUntil) return json(res, 403, { error: { code: "forbidden", message: "Token expired" } });
        const max = typeof client.maximumSizeInBytes === "number" ? client.maximumSizeInBytes : Infinity;
        const allowed = client.allowedContentTypes as string[] | undefined;
        const type = String(req.headers["x-content-type"] ?? "");
        if (allowed && !allowed.includes(type)) return refuse(`Content type mismatch, contentType ${type} is not allowed`);
        if (Number(req.headers["content-length"] ?? 0) > max) return refuse(`File is too large, the file length cannot be greater than ${max} bytes`);
      }
      if (failing.puts?.test(pathname)) {
        requests.refused++;
        for await (const _ of req);
        return json(res, 503, { error: { code: "service_unavailable", message: "unavailable" } });
      }
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const size = chunks.reduce((n, c) => n + c.length, 0);
      if (client && typeof client.maximumSizeInBytes === "number" && size > client.maximumSizeInBytes) {
        return json(res, 400, { error: { code: "bad_request", message: `File is too large, the file length cannot be greater than ${client.maximumSizeInBytes} bytes` } });
      }
      const exists = blobs.has(pathname);
      const overwrite = client ? client.allowOverwrite === true : req.headers["x-allow-overwrite"] === "1";
      if (exists && !overwrite) return json(res, 400, { error: { code: "bad_request", message: "This blob already exists" } });
      const maxAge = Number((client ? client.cacheControlMaxAge : req.headers["x-cache-control-max-age"]) ?? ONE_MONTH_S);
      blobs.set(pathname, { data: Buffer.concat(chunks), contentType: String(req.headers["x-content-type"] ?? "application/octet-stream"), uploadedAt: new Date(), cacheControlMaxAge: maxAge });
      return json(res, 200, describe(pathname));
    }
    if (req.method === "POST" && url.pathname === "/delete") {
      requests.del++;
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const { urls } = JSON.parse(Buffer.concat(chunks).toString()) as { urls: string[] };
      // Like Vercel's, a delete of a blob that does not exist succeeds.
      for (const target of urls) blobs.delete(pathnameOf(target));
      return json(res, 200, {});
    }
    if (req.method === "GET" && !url.searchParams.has("url")) {
      const prefix = url.searchParams.get("prefix") ?? "";
      const limit = Number(url.searchParams.get("limit") ?? 1000);
      const from = Number(url.searchParams.get("cursor") ?? 0);
      const matching = [...blobs.keys()].filter((p) => p.startsWith(prefix)).sort();
      const page = matching.slice(from, from + limit);
      const hasMore = from + limit < matching.length;
      return json(res, 200, { blobs: page.map(describe), hasMore, cursor: hasMore ? String(from + limit) : undefined });
    }
    if (req.method === "GET") {
      requests.head++;
      const pathname = pathnameOf(url.searchParams.get("url") ?? "");
      if (!blobs.has(pathname)) return json(res, 404, { error: { code: "not_found", message: "The requested blob does not exist" } });
      return json(res, 200, describe(pathname));
    }
    return json(res, 405, { error: { code: "bad_request", message: "method not allowed" } });
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    token,
    blobs,
    failing,
    requests,
    puts,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
    },
  };
}
