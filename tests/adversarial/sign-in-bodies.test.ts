// Oversized bodies to next-auth's sign-in route on the real server (issue 31): Auth.js read every body
// whole before looking at it, so three 300 MB sign-in POSTs raised the server's memory by 740 MB.
// handleAuthRequest now refuses anything over a few KB, by Content-Length or while the body streams.
// Three 50 MB sign-in forms at once (two declaring their length, one chunked) each get the 413, while
// a health probe asks /api/v1/health beside them: no one waits a second because of them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postLarge } from "../support/large-post";
import { startHealthProbe } from "./support/health-probe";
import { startAppServer, type AppServer } from "./support/next-server";

const MB = 1024 * 1024;
const SIGN_IN = "/api/auth/signin/nodemailer";
let app: AppServer;

beforeAll(async () => {
  app = await startAppServer();
  // next dev compiles each route on its first request: none of that in the measured part.
  for (const path of ["/api/v1/health", "/api/auth/csrf"]) expect((await fetch(`${app.origin}${path}`)).status).toBe(200);
  expect((await postForm(4 * 1024, true)).status).toBe(302);
  expect((await postForm(64 * 1024, true)).status).toBe(413);
});
afterAll(() => app?.stop());

/** POSTs a sign-in form of exactly `size` bytes, in 1 MB chunks, with or without Content-Length. */
async function postForm(size: number, declareLength: boolean): Promise<{ status: number; body: string }> {
  const answer = await postLarge(app.origin, SIGN_IN, { size, declareLength, head: "email=a%40example.com&csrfToken=x&pad=" });
  return { status: answer.status, body: answer.text };
}

describe("next-auth's sign-in route under oversized bodies", () => {
  it("refuses three 50 MB forms at once with a 413, and the health probe never waits a second", async () => {
    const probe = startHealthProbe(app.origin, `three 50 MB sign-in POSTs (${app.kind})`);
    const answers = await Promise.all([postForm(50 * MB, true), postForm(50 * MB, true), postForm(50 * MB, false)]);
    const report = await probe.stop();
    for (const answer of answers) {
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ error: "payload_too_large" });
    }
    expect(report.failures).toBe(0);
    expect(report.worstMs).toBeLessThan(1000);
  });
});
