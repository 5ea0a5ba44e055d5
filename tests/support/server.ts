// A real HTTP server in the test process that dispatches to the app's route handlers.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { stampPeerAddress } from "@/lib/net/peer-address";
import { discoverRoutes, matchRoute } from "./routes";

type RouteModule = Record<string, ((req: Request, ctx: { params: Promise<unknown> }) => Promise<Response>) | undefined>;

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function dispatch(req: IncomingMessage, res: ServerResponse, origin: string, routes: ReturnType<typeof discoverRoutes>) {
  const url = new URL(req.url ?? "/", origin);
  const match = matchRoute(routes, url.pathname);
  // What instrumentation.ts installs on the real server: the socket's address, under a header no
  // client can set.
  stampPeerAddress(req);
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (Array.isArray(v)) v.forEach((x) => headers.append(k, x));
    else if (v !== undefined) headers.set(k, v);
  }
  // Next.js's server sets this from the socket when no proxy did.
  if (!headers.has("x-forwarded-for")) headers.set("x-forwarded-for", req.socket.remoteAddress ?? "127.0.0.1");
  if (!match) {
    res.writeHead(404, { "content-type": "text/plain" }).end("no route");
    return;
  }
  const mod = (await import(/* @vite-ignore */ match.route.file)) as RouteModule;
  const handler = mod[req.method ?? "GET"];
  if (!handler) {
    res.writeHead(405, { allow: Object.keys(mod).filter((k) => /^[A-Z]+$/.test(k)).join(", ") }).end();
    return;
  }
  const body = req.method === "GET" || req.method === "HEAD" ? undefined : await readBody(req);
  const request = new Request(url, { method: req.method, headers, body: body ? new Uint8Array(body) : undefined });
  const response = await handler(request, { params: Promise.resolve(match.params) });
  const outHeaders: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    outHeaders[key] = key === "set-cookie" ? response.headers.getSetCookie() : value;
  });
  res.writeHead(response.status, outHeaders);
  res.end(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
}

export interface RunningServer {
  origin: string;
  close(): Promise<void>;
}

export async function startRouteServer(appDir = resolve("app")): Promise<RunningServer> {
  const routes = discoverRoutes(appDir);
  let origin = "";
  const server: Server = createServer((req, res) => {
    dispatch(req, res, origin, routes).catch((err) => {
      console.error(err);
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
      res.end(`test server: ${String(err)}`);
    });
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () => new Promise<void>((ok, fail) => server.close((e) => (e ? fail(e) : ok()))),
  };
}
