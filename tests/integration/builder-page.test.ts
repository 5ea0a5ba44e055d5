// The builder page's route handlers over real HTTP: session cookie + CSRF header in front of the same
// save, generate and publish services the REST API uses. Refusals change nothing; someone else's style
// is not_found, exactly like a style that does not exist.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCsrfToken } from "@/lib/account/csrf";
import { createStyle } from "@/lib/builder/create";
import { saveStyleEdits } from "@/lib/builder/edit";
import { db } from "@/lib/db/client";
import { startTestApp, type TestApp } from "../support/app";
import { createUser } from "../support/tokens";
import { websiteSession } from "../support/sessions";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

/** A user signed in on the website (a Session row, as next-auth writes it) with the builder's token. */
async function signedIn() {
  const session = await websiteSession((await createUser()).id);
  return { ...session, csrf: session.csrfFor("builder") };
}
type Visitor = Awaited<ReturnType<typeof signedIn>>;

async function styleOf(owner: Visitor, name = "Riso zine") {
  const style = await createStyle(owner.userId, { name });
  await saveStyleEdits(owner.userId, style.id, { blocks: [{ section: "overview", type: "descriptor", value: "Two-colour risograph print", enabled: true }] });
  return style.id;
}

function post(path: string, who: { cookie?: string; csrf?: string } | null, body?: unknown) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (who?.cookie) headers.cookie = who.cookie;
  if (who?.csrf !== undefined) headers["x-csrf-token"] = who.csrf;
  return app.request(path, { method: "POST", headers, body: body === undefined ? undefined : JSON.stringify(body), redirect: "manual" });
}

const row = async (id: string) =>
  (await db()).style.findUniqueOrThrow({
    where: { id },
    select: { name: true, visibility: true, moderation: true, latestGenerationId: true, publishedGenerationId: true, category: true, tags: true, blocks: { orderBy: { position: "asc" }, select: { value: true, enabled: true } } },
  });

const EDITS = {
  name: "Renamed zine",
  blocks: [
    { section: "overview", type: "descriptor", value: "Grainy two-colour print", enabled: true },
    { section: "palette", type: "color", value: { hex: "#ff7f50", name: "Coral" }, enabled: false },
  ],
  disabledSections: ["lighting"],
};

describe.each([
  ["save", EDITS],
  ["generate", undefined],
  ["publish", { visibility: "link_shared" }],
] as const)("POST /builder/{id}/%s", (action, body) => {
  it("answers 401 JSON without a session and changes nothing", async () => {
    const me = await signedIn();
    const id = await styleOf(me);
    const before = await row(id);
    const res = await post(`/api/site/builder/${id}/${action}`, null, body);
    expect(res.status).toBe(401);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await res.json()).toMatchObject({ error: "auth_required", message: expect.stringMatching(/Sign in/) });
    expect(await row(id)).toEqual(before);
  });

  it("answers 403 without the builder's CSRF token and changes nothing", async () => {
    const me = await signedIn();
    const other = await signedIn();
    const id = await styleOf(me);
    const before = await row(id);
    for (const csrf of [undefined, "", accountCsrfToken(other.sessionToken, "builder"), accountCsrfToken(me.sessionToken, "extract")]) {
      const res = await post(`/api/site/builder/${id}/${action}`, { cookie: me.cookie, csrf }, body);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ error: "forbidden", message: "This page has expired. Reload it and try again." });
    }
    expect(await row(id)).toEqual(before);
  });

  it("answers 404 for another user's style, like for one that does not exist", async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const id = await styleOf(owner);
    const before = await row(id);
    for (const target of [id, "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const res = await post(`/api/site/builder/${target}/${action}`, stranger, body);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: string }).error).toBe("not_found");
    }
    expect(await row(id)).toEqual(before);
  });
});

describe("the owner's save, generate and publish", () => {
  it("save replaces name, blocks and switched-off sections and answers with the new state", async () => {
    const me = await signedIn();
    const id = await styleOf(me);
    const res = await post(`/api/site/builder/${id}/save`, me, EDITS);
    expect(res.status).toBe(200);
    const state = (await res.json()) as { name: string; disabledSections: string[]; blocks: { enabled: boolean }[] };
    expect(state).toMatchObject({ name: "Renamed zine", disabledSections: ["lighting"] });
    const saved = await row(id);
    expect(saved.name).toBe("Renamed zine");
    expect(saved.blocks).toEqual([
      { value: "Grainy two-colour print", enabled: true },
      { value: { hex: "#ff7f50", name: "Coral" }, enabled: false },
    ]);
  });

  it("a refused save shows the service's message and leaves the style alone", async () => {
    const me = await signedIn();
    const id = await styleOf(me);
    const before = await row(id);
    const res = await post(`/api/site/builder/${id}/save`, me, { name: "  " });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "invalid_request", message: "name cannot be empty." });
    const notJson = await app.request(`/api/site/builder/${id}/save`, { method: "POST", headers: { cookie: me.cookie, "x-csrf-token": me.csrf }, body: "{" });
    expect(notJson.status).toBe(400);
    expect(await row(id)).toEqual(before);
  });

  it("publish before any generation is refused with the service's message", async () => {
    const me = await signedIn();
    const id = await styleOf(me);
    const res = await post(`/api/site/builder/${id}/publish`, me, { visibility: "public" });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { error: string; message: string };
    expect(body.error).toBe("service_not_generated");
    expect(body.message).toMatch(/has not been generated yet/);
    expect((await row(id)).visibility).toBe("private");
  });

  it("generate freezes a generation; publish public sets it pending with category and tags", async () => {
    const me = await signedIn();
    const id = await styleOf(me);
    const generated = await post(`/api/site/builder/${id}/generate`, me);
    expect(generated.status).toBe(200);
    const state = (await generated.json()) as { lastGeneratedAt: string | null; latestGenerationId: string | null };
    expect(state.lastGeneratedAt).not.toBeNull();
    expect((await row(id)).latestGenerationId).toBe(state.latestGenerationId);

    const res = await post(`/api/site/builder/${id}/publish`, me, { visibility: "public", category: "graphic-design", tags: ["Zine", "risograph"] });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ visibility: "public", moderation: "pending", category: "graphic-design", tags: ["zine", "risograph"] });
    const published = await row(id);
    expect(published).toMatchObject({ visibility: "public", moderation: "pending", category: "graphic-design", tags: ["zine", "risograph"] });
    expect(published.publishedGenerationId).not.toBeNull();

    const bad = await post(`/api/site/builder/${id}/publish`, me, { visibility: "everyone" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: "invalid_request", message: 'visibility must be "public", "link_shared" or "private".' });
  });
});
