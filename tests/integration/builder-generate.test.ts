// Generate, proved through the owner's API read (GET /styles/{id} with a bearer token): 409 before the
// first Generate, the frozen generation after it, and saved edits invisible until the next Generate.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStyle } from "@/lib/builder/create";
import { saveStyleEdits } from "@/lib/builder/edit";
import { generateStyle } from "@/lib/builder/generate";
import { db } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import type { StyleSnapshot } from "@/lib/styles/snapshot";
import { startTestApp, type TestApp } from "../support/app";
import { api, expectError } from "../support/api";
import { account } from "../support/extraction";
import type { TestToken } from "../support/tokens";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const read = (t: TestToken, ref: string, query: Record<string, string> = {}) => api(app, "GET", `/styles/${ref}`, { headers: t.headers, query });
const overview = (value: string) => ({ section: "overview", type: "descriptor", value, enabled: true });
const lighting = (value: string) => ({ section: "lighting", type: "descriptor", value, enabled: true });

describe("generateStyle", () => {
  it("serves nothing before Generate, the frozen rows after, and saved edits only after the next Generate", async () => {
    const owner = await account();
    const style = await createStyle(owner.userId, { name: "Tidepool Study" });
    await saveStyleEdits(owner.userId, style.id, { blocks: [overview("Tidepools under overcast light"), lighting("flat overcast daylight")] });

    expectError(await read(owner, style.id), 409, "service_not_generated", /press Generate/);

    const generated = await generateStyle(owner.userId, style.id);
    expect(generated.lastGeneratedAt).not.toBeNull();
    expect(generated.latestGenerationId).not.toBeNull();
    const first = await read(owner, style.id);
    expect(first.status, first.text).toBe(200);
    expect(first.text).toContain("Tidepools under overcast light");
    expect(first.text).toMatch(/flat overcast daylight/i);

    await saveStyleEdits(owner.userId, style.id, { name: "Tidepool Night", blocks: [overview("Tidepools lit by a head torch")], disabledSections: ["lighting"] });
    const unchanged = await read(owner, style.id);
    expect(unchanged.text).toContain("Tidepools under overcast light");
    expect(unchanged.text).not.toContain("head torch");
    expect(unchanged.res.headers.get("etag")).toBe(first.res.headers.get("etag"));

    const again = await generateStyle(owner.userId, style.id);
    expect(again.latestGenerationId).not.toBe(generated.latestGenerationId);
    const second = await read(owner, style.id);
    expect(second.text).toContain("Tidepools lit by a head torch");
    expect(second.text).not.toMatch(/overcast/i);
    expect(second.res.headers.get("etag")).not.toBe(first.res.headers.get("etag"));

    // Earlier generations stay as they were frozen.
    const prisma = await db();
    const old = await prisma.generation.findUniqueOrThrow({ where: { id: generated.latestGenerationId! } });
    expect((old.snapshot as unknown as StyleSnapshot).name).toBe("Tidepool Study");
    expect(await prisma.generation.count({ where: { styleId: style.id } })).toBe(2);
  });

  it("freezes switched-off sections and blocks, reference images and public sample stills", async () => {
    const owner = await account();
    const style = await createStyle(owner.userId, { name: "Blueprint Lines" });
    await saveStyleEdits(owner.userId, style.id, {
      blocks: [
        overview("Cyanotype blueprints"),
        { section: "palette", type: "color", value: { hex: "#1F4E8C", name: "prussian blue" }, enabled: true },
        { ...lighting("harsh noon sun"), enabled: false },
        { section: "texture", type: "descriptor", value: "paper fibres", enabled: true },
      ],
      disabledSections: ["texture"],
    });
    const prisma = await db();
    await prisma.referenceImage.create({ data: { styleId: style.id, kind: "inspiration", url: "https://images.example.test/blueprint.png", position: 0 } });
    await prisma.sample.create({ data: { styleId: style.id, kind: "image", url: "https://images.example.test/out.png", public: true, position: 0 } });
    await prisma.sample.create({ data: { styleId: style.id, kind: "image", url: "https://images.example.test/hidden.png", public: false, position: 1 } });
    await generateStyle(owner.userId, style.id);

    const json = await read(owner, style.id, { format: "json" });
    expect(json.status, json.text).toBe(200);
    expect(json.text).toContain("prussian blue");
    expect(json.text).not.toMatch(/harsh noon sun/i);
    expect(json.text).not.toMatch(/paper fibres/i);
    const urls = (json.body.referenceImages as { url: string }[]).map((i) => i.url);
    expect(urls).toEqual(["https://images.example.test/blueprint.png", "https://images.example.test/out.png"]);
  });

  it("answers not_found for another user's style and writes no generation", async () => {
    const owner = await account();
    const other = await account();
    const style = await createStyle(owner.userId);
    const err = await generateStyle(other.userId, style.id).catch((e: unknown) => e);
    expect((err as ServiceError).code).toBe("not_found");
    expect(await (await db()).generation.count({ where: { styleId: style.id } })).toBe(0);
    expectError(await read(other, style.id), 404, "not_found");
  });

  it("refuses a style with nothing to generate, saying what is missing, and writes no generation", async () => {
    const owner = await account();
    const style = await createStyle(owner.userId);
    const empty = await generateStyle(owner.userId, style.id).catch((e: unknown) => e);
    expect(empty).toBeInstanceOf(ServiceError);
    expect((empty as ServiceError).code).toBe("invalid_request");
    expect((empty as ServiceError).message).toMatch(/nothing to generate yet.*Add at least one item/);

    // Items only in switched-off sections, or switched off themselves, are still nothing.
    await saveStyleEdits(owner.userId, style.id, { blocks: [lighting("soft window light"), { ...overview("Quiet interiors"), enabled: false }], disabledSections: ["lighting"] });
    const off = await generateStyle(owner.userId, style.id).catch((e: unknown) => e);
    expect((off as ServiceError).message).toMatch(/switched off/);
    expect(await (await db()).generation.count({ where: { styleId: style.id } })).toBe(0);
    expectError(await read(owner, style.id), 409, "service_not_generated");

    // One picture is enough: a moodboard is a style.
    await (await db()).referenceImage.create({ data: { styleId: style.id, kind: "inspiration", url: "https://images.example.test/room.png", position: 0 } });
    expect((await generateStyle(owner.userId, style.id)).latestGenerationId).not.toBeNull();
  });
});
