// The builder's own-style services on a real database: reading one's own style, creating styles under
// the plan's allowance, saving edits (validation, block ids, order), and owner checks for every service.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStyle, DEFAULT_STYLE_NAME } from "@/lib/builder/create";
import { saveStyleEdits } from "@/lib/builder/edit";
import { generateStyle } from "@/lib/builder/generate";
import { ownStyle } from "@/lib/builder/own-style";
import { publishStyle } from "@/lib/builder/publish";
import { remixStyle } from "@/lib/builder/remix";
import { db } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import { startTestApp, type TestApp } from "../support/app";
import { createUser, type TestUser } from "../support/tokens";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

async function serviceError(promise: Promise<unknown>, code: string, message?: RegExp): Promise<ServiceError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, `expected ${code}`).toBeInstanceOf(ServiceError);
  const error = err as ServiceError;
  expect(error.code, error.message).toBe(code);
  if (message) expect(error.message).toMatch(message);
  return error;
}

const overview = (value: string) => ({ section: "overview", type: "descriptor", value, enabled: true });
const color = (hex: string, name?: string) => ({ section: "palette", type: "color", value: name ? { hex, name } : { hex }, enabled: true });

async function styleWithBlocks(user: TestUser) {
  const style = await createStyle(user.id, { name: "Harbour Dusk" });
  return saveStyleEdits(user.id, style.id, {
    blocks: [overview("Harbour at dusk, sodium lamps on wet stone"), color("#1B2A41", "deep harbour"), { section: "mood", type: "descriptor", value: "quiet", enabled: true }],
  });
}

describe("createStyle and ownStyle", () => {
  it("creates an empty private style named Untitled style, never generated", async () => {
    const user = await createUser();
    const created = await createStyle(user.id);
    expect(created).toMatchObject({
      name: DEFAULT_STYLE_NAME,
      description: null,
      visibility: "private",
      slug: null,
      blocks: [],
      referenceImages: [],
      samples: [],
      disabledSections: [],
      lastGeneratedAt: null,
      publishedAt: null,
      latestGenerationId: null,
      remixOf: null,
      shareUrl: null,
    });
    expect(created.editUrl).toBe(`${app.origin}/builder/${created.id}`);
    expect(await ownStyle(user.id, created.id)).toEqual(created);
  });

  it("takes a given name, validated like a save", async () => {
    const user = await createUser();
    expect((await createStyle(user.id, { name: "  Salt Flats  " })).name).toBe("Salt Flats");
    await serviceError(createStyle(user.id, { name: "" }), "invalid_request", /name cannot be empty/);
    await serviceError(createStyle(user.id, { name: "x".repeat(121) }), "invalid_request", /at most 120/);
    expect(await (await db()).style.count({ where: { ownerId: user.id } })).toBe(1);
  });

  it("answers not_found for someone else's style, an unknown id and a non-uuid id", async () => {
    const owner = await createUser();
    const other = await createUser();
    const style = await createStyle(owner.id);
    await serviceError(ownStyle(other.id, style.id), "not_found", /None of your styles/);
    await serviceError(ownStyle(owner.id, "7b0e2b6e-0000-4000-8000-000000000000"), "not_found");
    await serviceError(ownStyle(owner.id, "risograph-zine-k2f9"), "not_found");
  });

  it("refuses every service on another user's style with not_found, and changes nothing", async () => {
    const owner = await createUser();
    const other = await createUser();
    const style = await styleWithBlocks(owner);
    await generateStyle(owner.id, style.id);
    const before = await ownStyle(owner.id, style.id);
    await serviceError(saveStyleEdits(other.id, style.id, { name: "Mine now" }), "not_found");
    await serviceError(generateStyle(other.id, style.id), "not_found");
    await serviceError(publishStyle(other.id, style.id, { visibility: "public" }), "not_found");
    // Remix goes through the read rules: another person's style id is a 404 there too.
    await serviceError(remixStyle(other.id, style.id), "not_found");
    expect(await ownStyle(owner.id, style.id)).toEqual(before);
  });
});

describe("create_style allowance", () => {
  it("stops a Free account at 10 styles with 402 plan_limit_reached and a pricing link", async () => {
    const user = await createUser();
    for (let i = 0; i < 10; i++) await createStyle(user.id, { name: `Style ${i}` });
    const err = await serviceError(createStyle(user.id), "plan_limit_reached", /You have 10 styles, the most the Free plan keeps/);
    expect(err.options.status).toBe(402);
    expect(err.options.pricingUrl).toBe(`${app.origin}/pricing`);
    expect(await (await db()).style.count({ where: { ownerId: user.id } })).toBe(10);
  });

  it("lets racing creates take only the places that are left", async () => {
    const user = await createUser();
    for (let i = 0; i < 8; i++) await createStyle(user.id);
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => createStyle(user.id)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(2);
    for (const r of results) if (r.status === "rejected") expect((r.reason as ServiceError).code).toBe("plan_limit_reached");
    expect(await (await db()).style.count({ where: { ownerId: user.id } })).toBe(10);
  });

  it("does not limit Pro", async () => {
    const user = await createUser();
    await (await db()).user.update({ where: { id: user.id }, data: { plan: "pro" } });
    for (let i = 0; i < 11; i++) await createStyle(user.id);
    expect(await (await db()).style.count({ where: { ownerId: user.id } })).toBe(11);
  });
});

describe("saveStyleEdits", () => {
  it("saves name, description and switched-off sections", async () => {
    const user = await createUser();
    const style = await createStyle(user.id);
    const saved = await saveStyleEdits(user.id, style.id, { name: "Kiln Glaze", description: "Celadon and ash glazes.", disabledSections: ["voice", "palette", "voice"] });
    expect(saved).toMatchObject({ name: "Kiln Glaze", description: "Celadon and ash glazes.", disabledSections: ["voice", "palette"] });
    expect(new Date(saved.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(style.updatedAt).getTime());
    expect((await saveStyleEdits(user.id, style.id, { description: "" })).description).toBeNull();
    expect(await ownStyle(user.id, style.id)).toMatchObject({ name: "Kiln Glaze", description: null, disabledSections: ["voice", "palette"] });
  });

  it("keeps listed block ids, adds new blocks, deletes left-out ones and stores the list order", async () => {
    const user = await createUser();
    const style = await styleWithBlocks(user);
    const [first, second, third] = style.blocks;
    const saved = await saveStyleEdits(user.id, style.id, {
      blocks: [
        { id: third!.id, section: "mood", type: "descriptor", value: "hushed", enabled: false },
        { section: "guardrails", type: "avoid", value: { term: "lens flare", prefer: "soft haze" }, enabled: true },
        { id: first!.id, ...overview("Harbour at dusk") },
      ],
    });
    expect(saved.blocks.map((b) => [b.id, b.section, b.type, b.value, b.enabled, b.position])).toEqual([
      [third!.id, "mood", "descriptor", "hushed", false, 0],
      [expect.any(String), "guardrails", "avoid", { term: "lens flare", prefer: "soft haze" }, true, 1],
      [first!.id, "overview", "descriptor", "Harbour at dusk", true, 2],
    ]);
    expect(saved.blocks.map((b) => b.id)).not.toContain(second!.id);
    expect(await (await db()).block.count({ where: { id: second!.id } })).toBe(0);
    expect((await saveStyleEdits(user.id, style.id, { blocks: [] })).blocks).toEqual([]);
  });

  it("names the block index and the problem, and writes nothing of a rejected save", async () => {
    const user = await createUser();
    const style = await styleWithBlocks(user);
    const keep = style.blocks.map(({ id, section, type, value, enabled }) => ({ id, section, type, value, enabled }));
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: "" }, /name cannot be empty/],
      [{ name: "n".repeat(121) }, /name is 121 characters; at most 120/],
      [{ description: "d".repeat(601) }, /description is 601 characters; at most 600/],
      [{ disabledSections: ["lighting", "sparkle"] }, /disabledSections\[1\]: "sparkle" is not a section/],
      [{ name: "Renamed", blocks: [...keep, { section: "mood", type: "color", value: { hex: "#fff" } }] }, /blocks\[3\]: a color block cannot live in section mood/],
      [{ blocks: [keep[0], { section: "palette", type: "color", value: { hex: "blue" } }] }, /blocks\[1\]: invalid color value/],
      [{ blocks: [{ section: "voice", type: "formality", value: "very" }] }, /blocks\[0\]: invalid formality value/],
      [{ blocks: [keep[0], keep[0]] }, /blocks\[1\]: id .* is already used by blocks\[0\]/],
    ];
    for (const [edits, message] of cases) {
      await serviceError(saveStyleEdits(user.id, style.id, edits), "invalid_request", message);
    }
    expect(await ownStyle(user.id, style.id)).toEqual(style);
  });

  it("rejects a block id of another style inside the transaction, leaving the whole save unwritten", async () => {
    const user = await createUser();
    const style = await styleWithBlocks(user);
    const elsewhere = await styleWithBlocks(user);
    const foreign = elsewhere.blocks[0]!;
    await serviceError(
      saveStyleEdits(user.id, style.id, {
        name: "Half saved?",
        disabledSections: ["mood"],
        blocks: [overview("replacement"), { ...overview("stolen"), id: foreign.id }],
      }),
      "invalid_request",
      new RegExp(`blocks\\[1\\]: id ${foreign.id} is not a block of this style`),
    );
    expect(await ownStyle(user.id, style.id)).toEqual(style);
    expect(await ownStyle(user.id, elsewhere.id)).toEqual(elsewhere);
  });

  it("never changes a generation", async () => {
    const user = await createUser();
    const style = await styleWithBlocks(user);
    const generated = await generateStyle(user.id, style.id);
    const prisma = await db();
    const frozen = await prisma.generation.findUniqueOrThrow({ where: { id: generated.latestGenerationId! } });
    const saved = await saveStyleEdits(user.id, style.id, { name: "Changed", blocks: [overview("something else entirely")], disabledSections: ["overview"] });
    expect(saved.latestGenerationId).toBe(generated.latestGenerationId);
    expect(saved.lastGeneratedAt).toBe(generated.lastGeneratedAt);
    expect(await prisma.generation.findUniqueOrThrow({ where: { id: frozen.id } })).toEqual(frozen);
    expect(await prisma.generation.count({ where: { styleId: style.id } })).toBe(1);
  });
});
