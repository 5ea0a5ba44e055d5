// A style's versions over real HTTP, with generations made through the builder's own services (save,
// Generate, Publish): the list of generations, and the diff between two of them and against unsaved
// edits ("draft"), owner only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStyle } from "@/lib/builder/create";
import { saveStyleEdits } from "@/lib/builder/edit";
import { generateStyle } from "@/lib/builder/generate";
import { publishStyle } from "@/lib/builder/publish";
import { SECTION_TITLES } from "@/lib/styles/sections";
import { diffSummary } from "@/lib/versions/diff";
import { changesSincePublished } from "@/lib/versions/generations";
import { startTestApp, type TestApp } from "../support/app";
import { api, expectError } from "../support/api";
import { account } from "../support/extraction";
import { createUser, mintToken, type TestToken } from "../support/tokens";

let app: TestApp;
let owner: TestToken;
let styleId: string;
let generated: string; // generation ids, oldest first
let first: string; // the published one (Publish saves, generates and publishes)
let second: string;

const block = (section: string, type: string, value: unknown) => ({ section, type, value, enabled: true });

beforeAll(async () => {
  app = await startTestApp();
  owner = await account();
  const style = await createStyle(owner.userId, { name: "Harbour Dawn" });
  styleId = style.id;
  const saved = await saveStyleEdits(owner.userId, styleId, {
    blocks: [
      block("overview", "descriptor", "A fishing harbour at first light"),
      block("palette", "color", { hex: "#1D4E89", name: "harbour blue", role: "water" }),
      block("palette", "color", { hex: "#F2C14E", name: "lamp yellow", role: "accent" }),
      block("lighting", "descriptor", "low sun behind the boats"),
      block("guardrails", "avoid", { term: "neon", prefer: "lamplight" }),
    ],
  });
  generated = (await generateStyle(owner.userId, styleId)).latestGenerationId!;
  first = (await publishStyle(owner.userId, styleId, { visibility: "link-shared" })).publishedGenerationId!;

  // Second version: one color nudged, one removed, a texture added, lighting switched off, a new name.
  const [overview, blue, , lighting, guard] = saved.blocks;
  await saveStyleEdits(owner.userId, styleId, {
    name: "Harbour Dawn, Later",
    blocks: [
      { ...overview!, enabled: true },
      { ...blue!, value: { hex: "#24578F", name: "harbour blue", role: "water" }, enabled: true },
      { ...lighting!, enabled: true },
      { ...guard!, enabled: true },
      block("texture", "descriptor", "salt haze on every surface"),
    ],
    disabledSections: ["lighting"],
  });
  second = (await generateStyle(owner.userId, styleId)).latestGenerationId!;
});
afterAll(() => app?.close());

const get = (path: string, t: TestToken = owner) => api(app, "GET", path, { headers: t.headers });

describe("GET /me/styles/{id}/generations", () => {
  it("lists every generation newest first, marking the published and the latest", async () => {
    const r = await get(`/me/styles/${styleId}/generations`);
    expect(r.status, r.text).toBe(200);
    expect(r.body.count).toBe(3);
    const [newest, published, oldest] = r.body.generations;
    expect(newest).toMatchObject({ id: second, latest: true, published: false, blockCount: 5 });
    expect(published).toMatchObject({ id: first, latest: false, published: true, blockCount: 5 });
    expect(oldest).toMatchObject({ id: generated, latest: false, published: false, blockCount: 5 });
    expect(Date.parse(newest.createdAt)).toBeGreaterThanOrEqual(Date.parse(oldest.createdAt));
    // Publishing froze the same content again: nothing between them.
    expect((await get(`/me/styles/${styleId}/generations/${generated}/diff/${first}`)).body.changeCount).toBe(0);
  });

  it("is the owner's alone: another account gets 404, a malformed id 400, no token 401", async () => {
    const stranger = await mintToken(await createUser(), ["styles:read"]);
    expectError(await get(`/me/styles/${styleId}/generations`, stranger), 404, "not_found");
    expectError(await get(`/me/styles/not-a-uuid/generations`), 400, "invalid_request", /UUID/);
    expectError(await api(app, "GET", `/me/styles/${styleId}/generations`), 401, "auth_required");
  });
});

describe("GET /me/styles/{id}/generations/{a}/diff/{b}", () => {
  it("says what changed between two generations", async () => {
    const r = await get(`/me/styles/${styleId}/generations/${first}/diff/${second}`);
    expect(r.status, r.text).toBe(200);
    const d = r.body;
    expect(d.from.id).toBe(first);
    expect(d.to.id).toBe(second);
    expect(d.details).toEqual([{ field: "name", before: "Harbour Dawn", after: "Harbour Dawn, Later" }]);
    expect(d.sectionsSwitched).toEqual([{ section: "lighting", on: false }]);
    const bySection = Object.fromEntries(d.sections.map((s: { section: string }) => [s.section, s]));
    expect(Object.keys(bySection).sort()).toEqual(["palette", "texture"]);
    expect(bySection.texture.added.map((b: { value: unknown }) => b.value)).toEqual(["salt haze on every surface"]);
    expect(bySection.palette.removed.map((b: { value: { hex: string } }) => b.value.hex)).toEqual(["#F2C14E"]);
    expect(d.palette.removed).toEqual([{ hex: "#F2C14E", name: "lamp yellow", role: "accent" }]);
    expect(d.palette.changed).toHaveLength(1);
    expect(d.palette.changed[0].before.hex).toBe("#1D4E89");
    expect(d.palette.changed[0].after.hex).toBe("#24578F");
    // A nudge, not another color.
    expect(d.palette.changed[0].distance).toBeGreaterThan(0.5);
    expect(d.palette.changed[0].distance).toBeLessThan(6);
    expect(d.changeCount).toBe(1 + 1 + 3); // name, lighting off, texture added + yellow removed + blue changed
    // The other way round is the mirror image.
    const back = (await get(`/me/styles/${styleId}/generations/${second}/diff/${first}`)).body;
    expect(back.sectionsSwitched).toEqual([{ section: "lighting", on: true }]);
    expect(back.palette.added).toEqual(d.palette.removed);
    expect(back.changeCount).toBe(d.changeCount);
  });

  it("compares a generation with the unsaved edits as draft", async () => {
    const none = await get(`/me/styles/${styleId}/generations/${second}/diff/draft`);
    expect(none.status, none.text).toBe(200);
    expect(none.body).toMatchObject({ to: { id: "draft", createdAt: null }, changeCount: 0 });
    const style = await saveStyleEdits(owner.userId, styleId, { description: "Boats leaving before sunrise" });
    expect(style.latestGenerationId).toBe(second);
    const edited = (await get(`/me/styles/${styleId}/generations/${second}/diff/draft`)).body;
    expect(edited.details).toEqual([{ field: "description", before: null, after: "Boats leaving before sunrise" }]);
    expect(edited.changeCount).toBe(1);
  });

  it("refuses what is not the owner's or not a generation of this style", async () => {
    const stranger = await mintToken(await createUser(), ["styles:read"]);
    expectError(await get(`/me/styles/${styleId}/generations/${first}/diff/${second}`, stranger), 404, "not_found");
    const other = await createStyle(owner.userId, { name: "Another" });
    await saveStyleEdits(owner.userId, other.id, { blocks: [block("overview", "descriptor", "something else")] });
    const foreign = (await generateStyle(owner.userId, other.id)).latestGenerationId!;
    expectError(await get(`/me/styles/${styleId}/generations/${first}/diff/${foreign}`), 404, "not_found", /no generation/);
    expectError(await get(`/me/styles/${styleId}/generations/${first}/diff/latest`), 400, "invalid_request", /draft/);
    expectError(await get(`/me/styles/${styleId}/generations/nope/diff/draft`), 400, "invalid_request");
  });
});

describe("changes since the public version (the builder's Publish panel)", () => {
  it("counts and lists what the saved edits change in the published generation", async () => {
    const diff = await changesSincePublished(owner.userId, styleId);
    const expected = (await get(`/me/styles/${styleId}/generations/${first}/diff/draft`)).body;
    expect(diff!.changeCount).toBe(expected.changeCount);
    expect(diff!.changeCount).toBeGreaterThanOrEqual(5);
    const lines = diffSummary(diff!, SECTION_TITLES);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Details: name(, description)? edited$/),
        "Palette: 1 changed, 1 removed",
        "Texture: 1 added",
        "Lighting: switched off",
      ]),
    );
  });

  it("is nothing to show for a style with no public version, and the owner's alone", async () => {
    const draft = await createStyle(owner.userId, { name: "Never shared" });
    expect(await changesSincePublished(owner.userId, draft.id)).toBeNull();
    const stranger = await createUser();
    await expect(changesSincePublished(stranger.id, styleId)).rejects.toMatchObject({ code: "not_found" });
    // Made private again: no public version to compare with.
    const shared = await createStyle(owner.userId, { name: "Shared then hidden" });
    await saveStyleEdits(owner.userId, shared.id, { blocks: [block("overview", "descriptor", "a quiet grey sea")] });
    await generateStyle(owner.userId, shared.id);
    await publishStyle(owner.userId, shared.id, { visibility: "link-shared" });
    expect((await changesSincePublished(owner.userId, shared.id))!.changeCount).toBe(0);
    await publishStyle(owner.userId, shared.id, { visibility: "private" });
    expect(await changesSincePublished(owner.userId, shared.id)).toBeNull();
  });
});
