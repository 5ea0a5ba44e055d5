// What an unsaved extraction's compiled spec and STYLE.md point to. They named the poll URL
// (`/api/v1/extractions/<handle>`) as where the style lives, a link that answers 401 to everyone who
// follows it in a browser, its owner included (issue 31). An unsaved run's page is the extract page
// opened on that run (`/extract?run=<id>`, the credit ledger's link): its owner, signed in, sees the
// result there. A saved draft keeps its builder URL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { api } from "../support/api";
import { account, pollDone, PROSE, startJson } from "../support/extraction";
import { startTestApp, type TestApp } from "../support/app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe("an unsaved extraction's attribution", () => {
  it("links the run's page on the website, never an API address that answers 401", async () => {
    const t = await account({ plan: "pro" });
    const started = await startJson(app, t, { text: PROSE });
    expect(started.status).toBe(202);
    const done = await pollDone(app, t, started.body.extractionId);
    expect(done.body.status).toBe("complete");
    const run = await (await db()).extraction.findFirstOrThrow({ where: { userId: t.userId }, orderBy: { createdAt: "desc" } });
    const page = `${app.origin}/extract?run=${run.id}`;
    for (const text of [done.body.spec as string, done.body.styleMd as string]) {
      expect(text).not.toContain("/api/v1/");
      expect(text).toContain(page);
    }
    // The history entry's compiled forms say the same.
    const entry = await api(app, "GET", `/me/extractions/${run.id}`, { headers: t.headers });
    expect(entry.status).toBe(200);
    expect(JSON.stringify(entry.body)).not.toContain("/api/v1/me/extractions/");
  });
});
