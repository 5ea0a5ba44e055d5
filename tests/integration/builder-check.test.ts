// POST /builder/{id}/check, the builder's "Check your work", over real HTTP with session cookies: the
// owner checks a private style's last generated version; a forged or missing token, another account
// and a style never generated are refused as the builder's other routes refuse them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStyle } from "@/lib/builder/create";
import { saveStyleEdits } from "@/lib/builder/edit";
import { generateStyle } from "@/lib/builder/generate";
import { startTestApp, type TestApp } from "../support/app";
import { browserSession, type BrowserSession } from "../support/sessions";

let app: TestApp;
let owner: BrowserSession;
let generated: string;
let never: string;
beforeAll(async () => {
  app = await startTestApp();
  owner = await browserSession("user", "builder");
  const style = await createStyle(owner.user.id, { name: "Quiet Minutes" });
  await saveStyleEdits(owner.user.id, style.id, {
    blocks: [
      { section: "voice", type: "formality", value: "formal", enabled: true },
      { section: "voice", type: "emoji", value: "none", enabled: true },
      { section: "guardrails", type: "avoid", value: { term: "slang, emoji and contractions", prefer: "precise wording in full forms" }, enabled: true },
    ],
  });
  await generateStyle(owner.user.id, style.id);
  generated = style.id;
  never = (await createStyle(owner.user.id, { name: "Never Generated" })).id;
});
afterAll(() => app?.close());

const MINUTES = "The committee reviewed the budget for the coming year and approved it without amendment. The chair thanked the members for their attendance.";
const SLANG = "lol the meeting was sooo long 😴 cant believe we didnt change anything!! whatever";

async function check(id: string, who: BrowserSession, text: string, csrf: string | null = who.csrf) {
  const res = await app.request(`/api/site/builder/${id}/check`, {
    method: "POST",
    body: text,
    headers: { cookie: who.cookie, "content-type": "text/plain", ...(csrf ? { "x-csrf-token": csrf } : {}) },
  });
  return { status: res.status, body: await res.json(), cacheControl: res.headers.get("cache-control") };
}

describe("POST /builder/{id}/check", () => {
  it("checks the owner's private style, minutes above slang, never cached", async () => {
    const formal = await check(generated, owner, MINUTES);
    const slang = await check(generated, owner, SLANG);
    expect(formal.status).toBe(200);
    expect(formal.cacheControl).toBe("no-store");
    expect(formal.body.kind).toBe("voice");
    expect(formal.body.score).toBeGreaterThan(slang.body.score);
    expect(slang.body.checks.filter((c: { pass: boolean }) => !c.pass).map((c: { aspect: string }) => c.aspect)).toEqual(expect.arrayContaining(["formality", "emoji", "guardrail"]));
  });

  it("refuses without the page's token, another account's style, and a style never generated", async () => {
    expect((await check(generated, owner, MINUTES, null)).status).toBe(403);
    expect((await check(generated, owner, MINUTES, "forged")).status).toBe(403);
    const other = await browserSession("user", "builder");
    const foreign = await check(generated, other, MINUTES);
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain("Quiet Minutes");
    const unbaked = await check(never, owner, MINUTES);
    expect(unbaked.status).toBe(409);
    expect(unbaked.body.error).toBe("service_not_generated");
    const signedOut = await app.request(`/api/site/builder/${generated}/check`, { method: "POST", body: MINUTES, headers: { "content-type": "text/plain" } });
    expect(signedOut.status).toBe(401);
  });
});
