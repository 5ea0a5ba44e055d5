// The extract page's route handlers over real HTTP: session cookie + CSRF header in front of the same
// services as POST/GET /api/v1/extractions, the same per-account extraction lane, and no charge for
// anything refused.
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { accountCsrfToken } from "@/lib/account/csrf";
import { db } from "@/lib/db/client";
import { drainExtractionRuns } from "@/lib/jobs";
import { startTestApp, type TestApp } from "../support/app";
import { balance, ledgerKinds, picture, PROSE, startJson, startMultipart } from "../support/extraction";
import { pageGet, pagePost, signedIn, startFilesFromPage, startFromPage, type Visitor } from "./extract-page-visitor";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterEach(() => drainExtractionRuns());
afterAll(() => app?.close());

const post = (path: string, who: { cookie?: string; csrf?: string } | null, body: BodyInit, type?: string) => pagePost(app, path, who, body, type);
const startText = (who: Partial<Visitor> | null, text = PROSE) => startFromPage(app, who, { text });
const startFiles = (who: Visitor, files: { name: string; data: Buffer; type: string }[], query = "") => startFilesFromPage(app, who, files, query);
const poll = (who: Partial<Visitor> | null, id: string) => pageGet(app, `/api/site/extract/status/${encodeURIComponent(id)}`, who);

describe("POST /api/site/extract/start", () => {
  it("answers 401 without a session", async () => {
    const res = await startText(null);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: "auth_required", message: expect.stringMatching(/Sign in/) });
  });

  it("answers 403 without a valid CSRF token and charges nothing", async () => {
    const me = await signedIn();
    const other = await signedIn();
    for (const csrf of [undefined, "", accountCsrfToken(other.sessionToken, "extract"), accountCsrfToken(me.sessionToken, "sign-out")]) {
      const res = await startText({ cookie: me.cookie, csrf });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ error: "forbidden", message: expect.any(String) });
    }
    expect(await balance(me.userId)).toBe(120);
  });

  it("starts a run with session and CSRF: 202, signed id, one charge", async () => {
    const me = await signedIn();
    const res = await startText(me);
    expect(res.status).toBe(202);
    expect(res.headers.get("x-service-credits-remaining")).toBe("90");
    const body = (await res.json()) as { extractionId: string; status: string; creditsRemaining: number; sources: string[] };
    expect(body).toMatchObject({ status: "running", creditsRemaining: 90, sources: ["text"] });
    expect(body.extractionId).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{20,}$/);
    expect(await balance(me.userId)).toBe(90);
    expect(await ledgerKinds(me.userId)).toEqual(["grant", "charge"]);
  });

  it("takes files with a reference beside them in one run", async () => {
    const me = await signedIn();
    const res = await startFiles(me, [{ name: "poster.png", data: await picture("png"), type: "image/png" }], "?reference=Bauhaus");
    expect(res.status, await res.clone().text()).toBe(202);
    const body = (await res.json()) as { sources: string[]; images: { filename: string }[] };
    expect(body.sources).toEqual(expect.arrayContaining(["image", "reference"]));
    expect(body.images.map((i) => i.filename)).toEqual(["poster.png"]);
    expect(await balance(me.userId)).toBe(90);
  });

  it("refuses a file that only claims to be an image in the page's words (the REST API keeps its own), and charges nothing", async () => {
    const me = await signedIn();
    const fake = { name: "fake.png", data: Buffer.from("not a picture"), type: "image/png" };
    const res = await startFiles(me, [fake]);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "invalid_request", message: "\u201cfake.png\u201d is not a picture we can read. Choose a JPEG, PNG, GIF or WebP image." });
    const rest = await startMultipart(app, me.token, [{ field: "file_0", data: fake.data, filename: fake.name, type: fake.type }]);
    expect(rest.body).toEqual({ error: "invalid_request", message: "file_0 (fake.png): not an image we can read; send JPEG, PNG, GIF or WebP" });
    expect(await balance(me.userId)).toBe(120);
    expect(await ledgerKinds(me.userId)).toEqual(["grant"]);
  });

  it("words the API's refusals for people: no source, too many files, a document on Free; REST keeps the API's words", async () => {
    // Five refused starts from the page and three over REST: more than one minute's lane holds.
    process.env.RATE_LIMIT_EXTRACT_PER_MIN = "20";
    onTestFinished(() => void delete process.env.RATE_LIMIT_EXTRACT_PER_MIN);
    const me = await signedIn();
    const none = await startFromPage(app, me, { text: "   " });
    expect(none.status).toBe(400);
    expect(((await none.json()) as { message: string }).message).toBe("Add something to extract from: pictures, a writing sample, a reference or image links.");
    expect((await startJson(app, me.token, { text: "   " })).body.message).toBe("at least one source is required: text, reference, image_url or document_url");

    const png = await picture("png");
    const four = Array.from({ length: 4 }, (_, i) => ({ name: `p${i}.png`, data: png, type: "image/png" }));
    const many = await startFiles(me, four);
    expect(many.status).toBe(400);
    expect(((await many.json()) as { message: string }).message).toBe("The Free plan reads up to 3 per extraction. Remove some and start again. Nothing was charged.");
    const restMany = await startMultipart(app, me.token, four.map((f, i) => ({ field: `file_${i}`, data: f.data, filename: f.name, type: f.type })));
    expect(restMany.body.message).toBe("files: at most 3 on the Free plan files per extraction; nothing was charged");

    const urls = Array.from({ length: 4 }, (_, i) => `https://example.com/p${i}.png`);
    const links = await startFromPage(app, me, { image_url: urls });
    expect(((await links.json()) as { message: string }).message).toBe("You added 4 pictures and links; the Free plan reads up to 3 per extraction. Remove 1 and start again. Nothing was charged.");

    const doc = await startFiles(me, [{ name: "notes.md", data: Buffer.from("# Notes\n\nPlain words."), type: "text/markdown" }]);
    expect(doc.status).toBe(400);
    expect(((await doc.json()) as { message: string }).message).toBe(
      "\u201cnotes.md\u201d is a document. Reading documents (PDF, .txt, .md, .csv, .json) is part of Pro: remove it, or upgrade. Nothing was charged.",
    );
    expect(await balance(me.userId)).toBe(120);
  });

  it("shares the per-account extraction lane with the REST API and answers 429 the same way", async () => {
    process.env.RATE_LIMIT_EXTRACT_PER_MIN = "2";
    try {
      const me = await signedIn();
      expect((await startJson(app, me.token, { text: PROSE })).status).toBe(202);
      expect((await startText(me)).status).toBe(202);
      const page = await startText(me);
      expect(page.status).toBe(429);
      expect(Number(page.headers.get("retry-after"))).toBeGreaterThan(0);
      const pageBody = (await page.json()) as { error: string; message: string };
      expect(pageBody.error).toBe("rate_limited");
      expect(pageBody.message).toMatch(/^Too many extractions: at most 2 a minute per account\. Wait \d+ seconds before starting another\.$/);
      const rest = await startJson(app, me.token, { text: PROSE });
      expect(rest.status).toBe(429);
      expect(rest.body.message.replace(/\d+ seconds/, "N seconds")).toBe(pageBody.message.replace(/\d+ seconds/, "N seconds"));
      expect(await balance(me.userId)).toBe(60);
    } finally {
      delete process.env.RATE_LIMIT_EXTRACT_PER_MIN;
    }
  });
});

describe("/api/site/extract/status/{id}", () => {
  it("polls the owner's run to its result, refuses another account (404) and the signed-out (401)", async () => {
    const me = await signedIn();
    const { extractionId } = (await (await startText(me)).json()) as { extractionId: string };
    await drainExtractionRuns();
    const res = await poll(me, extractionId);
    expect(res.status).toBe(200);
    const done = (await res.json()) as { status: string; saved: boolean; spec: string; styleMd: string; blocks: unknown[] };
    expect(done).toMatchObject({ status: "complete", saved: false });
    expect(done.spec.length).toBeGreaterThan(0);
    expect(done.styleMd).toMatch(/^---\n/);

    const stranger = await signedIn();
    const theirs = await poll(stranger, extractionId);
    expect(theirs.status).toBe(404);
    expect(((await theirs.json()) as { error: string }).error).toBe("not_found");
    expect((await poll(null, extractionId)).status).toBe(401);
  });

  it("saves a draft only with the CSRF token, once, and only for the owner", async () => {
    const me = await signedIn();
    const { extractionId } = (await (await startText(me)).json()) as { extractionId: string };
    await drainExtractionRuns();
    const path = `/api/site/extract/status/${encodeURIComponent(extractionId)}?name=My%20voice`;

    expect((await post(path, { cookie: me.cookie }, "")).status).toBe(403);
    const stranger = await signedIn();
    expect((await post(path, stranger, "")).status).toBe(404);
    expect(await (await db()).style.count({ where: { ownerId: me.userId } })).toBe(0);

    const saved = await post(path, me, "");
    expect(saved.status).toBe(200);
    const body = (await saved.json()) as { saved: boolean; editUrl: string; style: { ref: string; name: string } };
    expect(body.saved).toBe(true);
    expect(body.style.name).toBe("My voice");
    expect(body.editUrl).toBe(`${app.origin}/builder/${body.style.ref}`);
    const again = (await (await post(path, me, "")).json()) as { style: { ref: string }; idempotentReplay: boolean };
    expect(again).toMatchObject({ style: { ref: body.style.ref }, idempotentReplay: true });
    expect(await (await db()).style.count({ where: { ownerId: me.userId } })).toBe(1);
  });
});
