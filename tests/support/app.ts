// Per test file: a fresh database cloned from the run's template and the app's route handlers served
// over real HTTP. `app.get()` etc. send requests from a per-file client IP so rate-limit lanes of
// different files and tests never mix: the test client plays the one trusted proxy in front
// (TRUSTED_PROXIES=1) and writes X-Forwarded-For; every real request comes from 127.0.0.1.
import { randomInt } from "node:crypto";
import { inject } from "vitest";
import { cloneTestDatabase } from "./databases";
import { startRouteServer } from "./server";

export interface TestApp {
  origin: string;
  /** A fresh client IP for a rate-limit lane of its own. */
  newIp(): string;
  request(path: string, init?: RequestInit & { ip?: string }): Promise<Response>;
  close(): Promise<void>;
}

export async function startTestApp(): Promise<TestApp> {
  const db = await cloneTestDatabase(inject("testTemplate"));
  const server = await startRouteServer();
  process.env.SITE_URL = server.origin;
  process.env.TRUSTED_PROXIES = "1";
  const prefix = `10.${randomInt(1, 250)}.${randomInt(0, 250)}`;
  let n = 0;
  const newIp = () => `${prefix}.${(n++ % 250) + 1}`;
  const defaultIp = newIp();
  return {
    origin: server.origin,
    newIp,
    request(path, init = {}) {
      const headers = new Headers(init.headers);
      if (!headers.has("x-forwarded-for")) headers.set("x-forwarded-for", init.ip ?? defaultIp);
      return fetch(new URL(path, server.origin), { ...init, headers });
    },
    async close() {
      const { flushUsage } = await import("@/lib/gallery/usage");
      await flushUsage().catch(() => {});
      const { closeDatabase } = await import("@/lib/db/client");
      await closeDatabase();
      await server.close();
      await db.dispose();
    },
  };
}
