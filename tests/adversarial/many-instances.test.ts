// Two production servers (`next start` on the build) on one PostgreSQL, with the production limiter
// (Upstash, through the bridge to the machine's Redis). This test process is a third instance: it
// writes through the same services the website calls. What one instance changes, every other must
// show within VISIBILITY_BOUND_MS: a style made private, a moderation decision, a new publication,
// in reads (GET /styles/{ref}) and in search (the in-memory index). The instance a change is made on
// shows it at once, in the API, search and the share page. Rate limits hold across both.
//
// The bound: each instance re-reads a cached style row after 5 s (lib/gallery/read.ts) and checks the
// gallery's stamp every 5 s (lib/gallery/search-index.ts), then reloads; so 5 s plus one reload. We
// allow 8 s.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { accountCsrfToken } from "@/lib/account/csrf";
import { authSecret } from "@/lib/auth/secret";
import { db } from "@/lib/db/client";
import { publishStyle } from "@/lib/builder/publish";
import { approveStyle } from "@/lib/moderation";
import { cloneTestDatabase } from "../support/databases";
import { mintToken } from "../support/tokens";
import { startUpstashBridge, type UpstashBridge } from "../support/upstash-bridge";
import { startNext, type NextServer, type ServerEnv } from "../support/next-server";
import { websiteSession } from "../support/sessions";

const VISIBILITY_BOUND_MS = 8_000;
const SITE = "http://styleshelf.test";
const DIST = process.env.NEXT_DIST_DIR || ".next";
const TOKEN_LANE = 30;

type Instance = NextServer;

let bridge: UpstashBridge;
let dispose: (() => Promise<void>) | undefined;
const instances: Instance[] = [];
const observed: Record<string, number> = {};

const startInstance = (env: ServerEnv): Promise<Instance> =>
  startNext({ mode: "start", distDir: DIST, originHost: "127.0.0.1", env, readyPath: "/api/v1/openapi.json", readyWhen: "ok", timeoutMs: 60_000 });

beforeAll(async () => {
  if (!existsSync(join(DIST, "BUILD_ID"))) throw new Error(`No production build in ${DIST}: run \`npm run build\` first.`);
  const info = inject("testTemplate");
  if (info.kind !== "postgres") throw new Error("Two instances need one PostgreSQL: run with DATABASE_URL set.");
  process.env.SITE_URL = SITE;
  dispose = (await cloneTestDatabase(info)).dispose;
  bridge = await startUpstashBridge();
  const env: ServerEnv = {
    DATABASE_URL: process.env.DATABASE_URL,
    DATA_DIR: process.env.DATA_DIR,
    SITE_URL: SITE,
    // This process's secret, so the session this test signs in with carries valid CSRF tokens there.
    AUTH_SECRET: authSecret(),
    UPSTASH_REDIS_REST_URL: bridge.url,
    UPSTASH_REDIS_REST_TOKEN: bridge.token,
    // Polling below must not trip the anonymous lane; the token lane is the one under test.
    RATE_LIMIT_ANON_PER_MIN: "100000",
    RATE_LIMIT_TOKEN_PER_MIN: String(TOKEN_LANE),
  };
  instances.push(...(await Promise.all([startInstance(env), startInstance(env)])));
}, 180_000);

afterAll(async () => {
  await Promise.all(instances.map((i) => i.stop()));
  const { closeDatabase } = await import("@/lib/db/client");
  await closeDatabase();
  await dispose?.();
  await bridge?.close();
  console.log(`[instances] changes seen by both instances after (ms): ${JSON.stringify(observed)}; bound ${VISIBILITY_BOUND_MS} ms`);
});

const get = (i: Instance, path: string, headers: Record<string, string> = {}) =>
  fetch(`${i.origin}/api/v1${path}`, { headers: { "x-forwarded-for": "198.51.100.7", ...headers } });

async function searchSlugs(i: Instance, query: string): Promise<string[]> {
  const res = await get(i, `/styles?query=${encodeURIComponent(query)}&limit=25`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { styles: { slug: string }[] }).styles.map((s) => s.slug);
}

/** Polls both instances until `seen` holds on each; returns the slower instance's wait. */
async function untilBoth(label: string, seen: (i: Instance) => Promise<boolean>): Promise<number> {
  const started = Date.now();
  const waits = await Promise.all(
    instances.map(async (i) => {
      while (Date.now() - started < VISIBILITY_BOUND_MS + 5_000) {
        if (await seen(i)) return Date.now() - started;
        await new Promise((r) => setTimeout(r, 200));
      }
      return Infinity;
    }),
  );
  observed[label] = Math.max(...waits);
  return observed[label];
}

async function ownedStyle(slug: string) {
  return (await db()).style.findUniqueOrThrow({ where: { slug }, select: { id: true, ownerId: true, name: true } });
}

describe("two instances on one PostgreSQL", () => {
  it("both stop serving a style within the bound once it is made private elsewhere", async () => {
    const slug = "risograph-zine-k2f9";
    for (const i of instances) {
      expect((await get(i, `/styles/${slug}`)).status).toBe(200);
      expect(await searchSlugs(i, "risograph")).toContain(slug);
    }
    const style = await ownedStyle(slug);
    await publishStyle(style.ownerId, style.id, { visibility: "private" });
    const waited = await untilBoth("made private", async (i) => {
      const read = await get(i, `/styles/${slug}`);
      await read.body?.cancel();
      return read.status === 403 && !(await searchSlugs(i, "risograph")).includes(slug);
    });
    expect(waited).toBeLessThanOrEqual(VISIBILITY_BOUND_MS);
  });

  it("both list a publication within the bound once a moderator approves it elsewhere", async () => {
    const slug = "risograph-zine-k2f9";
    const style = await ownedStyle(slug);
    await publishStyle(style.ownerId, style.id, { visibility: "public" });
    // Pending moderation: still not served.
    for (const i of instances) {
      const read = await get(i, `/styles/${slug}`);
      await read.body?.cancel();
      expect(read.status).toBe(403);
    }
    const admin = await (await db()).user.create({ data: { handle: `admin-${randomBytes(3).toString("hex")}`, role: "admin" } });
    await approveStyle(admin.id, style.id);
    const waited = await untilBoth("approved", async (i) => {
      const read = await get(i, `/styles/${slug}`);
      await read.body?.cancel();
      return read.status === 200 && (await searchSlugs(i, "risograph")).includes(slug);
    });
    expect(waited).toBeLessThanOrEqual(VISIBILITY_BOUND_MS);
  });

  it("the instance a style is made private on stops serving it at once, in the API, search and the share page", async () => {
    const prisma = await db();
    const style = await prisma.style.findFirstOrThrow({
      where: { visibility: "public", moderation: "approved", slug: { not: "risograph-zine-k2f9" }, publishedGenerationId: { not: null } },
      select: { id: true, slug: true, ownerId: true, name: true },
    });
    const slug = style.slug!;
    const [here] = instances;
    const word = style.name.split(/\s+/)[0]!.toLowerCase();
    // Each route reads (and caches) the style first.
    expect((await get(here!, `/styles/${slug}`)).status).toBe(200);
    expect(await searchSlugs(here!, word)).toContain(slug);
    const sharePage = async () => {
      const res = await fetch(`${here!.origin}/share/${slug}`);
      return { status: res.status, html: await res.text() };
    };
    // The page of a style that is not (or no longer) public answers 403 with a notice in place of the style.
    const before = await sharePage();
    expect(before.status).toBe(200);
    expect(before.html).toContain(`${slug}.md`);

    // The owner makes it private on the website (the builder's publish route of the same server).
    const { sessionToken } = await websiteSession(style.ownerId);
    const publish = await fetch(`${here!.origin}/api/site/builder/${style.id}/publish`, {
      method: "POST",
      headers: {
        cookie: `authjs.session-token=${sessionToken}`,
        "x-csrf-token": accountCsrfToken(sessionToken, "builder"),
        "content-type": "application/json",
      },
      body: JSON.stringify({ visibility: "private" }),
    });
    expect(publish.status).toBe(200);

    // No waiting: the API route's cached row was the builder route's to clear.
    const read = await get(here!, `/styles/${slug}`);
    await read.body?.cancel();
    expect(read.status).toBe(403);
    expect(await searchSlugs(here!, word)).not.toContain(slug);
    const after = await sharePage();
    expect(after.status).toBe(403);
    expect(after.html).toContain("This style is not available");
  });

  it("holds a token's rate limit across both instances (the production limiter)", async () => {
    const owner = await (await db()).user.create({ data: { handle: `lane-${randomBytes(3).toString("hex")}` } });
    const token = await mintToken(owner, ["styles:read"], { resource: `${SITE}/api/v1` });
    const statuses: number[] = [];
    for (let n = 0; n < TOKEN_LANE + 2; n++) {
      const res = await get(instances[n % 2]!, "/me/styles", token.headers);
      await res.body?.cancel();
      statuses.push(res.status);
    }
    expect(statuses.slice(0, TOKEN_LANE).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(TOKEN_LANE)).toEqual([429, 429]);
  });

  it("left nothing in either server's log that looks like a crash", () => {
    for (const i of instances) expect(i.log()).not.toMatch(/unhandled|Error: |TypeError/);
  });
});
