// The layer that needs a real Next.js server (see ./support/next-server.ts for which one): the
// router's path handling, proxy.ts, rewrites, and the pages. The in-process files cover the route
// handlers' inputs in depth; this one covers what only the framework's own server does.
import { afterAll, beforeAll, inject } from "vitest";
import { v1Operations } from "./support/contract";
import { startAppServer, type AppServer } from "./support/next-server";
import { send } from "./support/send";
import { writeTally } from "./support/tally";
import { pageProperties } from "./next/pages";
import { devServer, routerProperties } from "./next/router";

let server: AppServer;
const etags: string[] = [];
const gallery = v1Operations().find((o) => o.method === "GET" && o.template === "/styles")!;

beforeAll(async () => {
  server = await startAppServer();
  console.log(`[adversarial] Next.js layer against ${server.origin} (${server.kind})`);
  devServer(server.kind === "development");
  for (const path of ["/share/risograph-zine-k2f9.md", "/docs/errors.md", "/blog/style-md.md", "/llms.txt"]) {
    const tag = (await send(server.origin, { method: "GET", path }, "GET (warm-up)")).headers.get("etag");
    if (tag) etags.push(tag);
  }
}, 300_000);

afterAll(async () => {
  writeTally(inject("adversarialTallyDir"), "next");
  await server?.stop();
});

// Tokens of the in-process world mean nothing to this server's own database: only invalid ones here.
const pools = () => ({ primary: ["ssa_not-a-token"], tokens: ["ssa_not-a-token", "x", ""], etags });

routerProperties(() => server.origin, pools);
pageProperties(() => server.origin, gallery, () => etags);
