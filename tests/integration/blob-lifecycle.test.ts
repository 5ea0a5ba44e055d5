// Stored files live as long as something names them, and only a listed style's files are cached as
// public: removing builder media deletes its files unless a generation froze them or a remix or a
// draft's extraction still names them; proved through the route that serves them (GET /blobs/{key}),
// on a real database and the embedded blob store.
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStyle } from "@/lib/builder/create";
import { saveStyleEdits } from "@/lib/builder/edit";
import { generateStyle } from "@/lib/builder/generate";
import { addInspirationImage, MAX_INSPIRATION_IMAGES, removeInspirationImage } from "@/lib/builder/images";
import { publishStyle } from "@/lib/builder/publish";
import { remixStyle } from "@/lib/builder/remix";
import { addClipSample, addImageSample, MAX_SAMPLES_PER_STYLE, removeSample, setSamplePublic } from "@/lib/builder/samples";
import { dataDir } from "@/lib/config";
import { db } from "@/lib/db/client";
import { galleryChanged } from "@/lib/gallery/changed";
import { drainExtractionRuns } from "@/lib/jobs";
import { api } from "../support/api";
import { startTestApp, type TestApp } from "../support/app";
import { wav } from "../support/clips";
import { account, picture, startMultipart } from "../support/extraction";
import { createUser, type TestUser } from "../support/tokens";

let app: TestApp;
let owner: TestUser;
beforeAll(async () => {
  app = await startTestApp();
  owner = await createUser();
});
afterAll(() => app?.close());

const status = async (url: string) => (await app.request(url)).status;
const cacheControl = async (url: string) => (await app.request(url)).headers.get("cache-control");

/** A private style with one block, never generated. */
async function privateStyle(userId = owner.id): Promise<string> {
  const style = await createStyle(userId, { name: `Files ${Math.random().toString(36).slice(2, 8)}` });
  await saveStyleEdits(userId, style.id, { blocks: [{ section: "overview", type: "descriptor", value: "grainy riso print", enabled: true }] });
  return style.id;
}

/** What a moderation decision does: approve, and tell this process the gallery changed. */
async function publishAndApprove(styleId: string): Promise<string> {
  await publishStyle(owner.id, styleId, { visibility: "public" });
  const row = await (await db()).style.update({ where: { id: styleId }, data: { moderation: "approved" }, select: { slug: true } });
  galleryChanged(row.slug);
  return row.slug!;
}

describe("removing builder media", () => {
  it("deletes an inspiration image's files with it when no generation froze them", async () => {
    const styleId = await privateStyle();
    const image = await addInspirationImage(owner.id, styleId, await picture("png"));
    expect(await status(image.url)).toBe(200);
    expect(await status(image.thumbnailUrl!)).toBe(200);

    await removeInspirationImage(owner.id, styleId, image.id);
    expect(await status(image.url)).toBe(404);
    expect(await status(image.thumbnailUrl!)).toBe(404);
  });

  it("keeps the files of an image a generation froze, and the generation still serves them", async () => {
    const styleId = await privateStyle();
    const image = await addInspirationImage(owner.id, styleId, await picture("png"));
    await generateStyle(owner.id, styleId);

    await removeInspirationImage(owner.id, styleId, image.id);
    expect(await status(image.url)).toBe(200);
    expect(await status(image.thumbnailUrl!)).toBe(200);
    const frozen = await (await db()).generation.findFirstOrThrow({ where: { styleId }, select: { snapshot: true } });
    expect(JSON.stringify(frozen.snapshot)).toContain(image.url);
  });

  it("deletes a removed sample's files unless a generation froze them: a public still stays, a clip and a private still go", async () => {
    const styleId = await privateStyle();
    const still = await addImageSample(owner.id, styleId, await picture("png"));
    const clip = await addClipSample(owner.id, styleId, wav(1), await picture("png"));
    const hidden = await setSamplePublic(owner.id, styleId, (await addImageSample(owner.id, styleId, await picture("jpeg"))).id, false);
    // Frozen: the public still and the clip's poster frame (and their thumbnails). A clip itself and a
    // private sample never enter a snapshot.
    await generateStyle(owner.id, styleId);
    for (const s of [still, clip, hidden]) await removeSample(owner.id, styleId, s.id);

    expect(await status(still.url!)).toBe(200);
    expect(await status(still.thumbnailUrl!)).toBe(200);
    expect(await status(clip.posterUrl!)).toBe(200);
    expect(await status(clip.thumbnailUrl!)).toBe(200);
    expect(await status(clip.url!)).toBe(404);
    expect(await status(hidden.url!)).toBe(404);
    expect(await status(hidden.thumbnailUrl!)).toBe(404);
  });

  it("deletes an image sample's files with it on a style never generated", async () => {
    const styleId = await privateStyle();
    const sample = await addImageSample(owner.id, styleId, await picture("webp"));
    expect(await status(sample.url!)).toBe(200);
    await removeSample(owner.id, styleId, sample.id);
    expect(await status(sample.url!)).toBe(404);
    expect(await status(sample.thumbnailUrl!)).toBe(404);
  });

  it("keeps files a remix shares with the style it copied, whichever of the two drops them", async () => {
    const styleId = await privateStyle();
    const image = await addInspirationImage(owner.id, styleId, await picture("png"));
    await generateStyle(owner.id, styleId);
    const slug = await publishAndApprove(styleId);
    const remixer = await createUser();
    const remix = await remixStyle(remixer.id, slug);
    const copy = remix.referenceImages.find((r) => r.url === image.url)!;
    expect(copy).toBeDefined();

    await removeInspirationImage(remixer.id, remix.id, copy.id);
    await removeInspirationImage(owner.id, styleId, image.id);
    expect(await status(image.url)).toBe(200);
    expect(await status(image.thumbnailUrl!)).toBe(200);
  });

  it("keeps a remix's copy when the style it came from is gone, as the remix's own generation froze it", async () => {
    const styleId = await privateStyle();
    const image = await addInspirationImage(owner.id, styleId, await picture("png"));
    await generateStyle(owner.id, styleId);
    const remixer = await createUser();
    const remix = await remixStyle(remixer.id, await publishAndApprove(styleId));
    // No one can delete a style today; the database can, and its generations go with it.
    await (await db()).style.delete({ where: { id: styleId } });

    await removeInspirationImage(remixer.id, remix.id, remix.referenceImages.find((r) => r.url === image.url)!.id);
    expect(await status(image.url)).toBe(200);
  });

  it("gives a draft its own copy of an extraction's source image, which goes when the draft drops it; the source stays the extraction's", async () => {
    const t = await account();
    const start = await startMultipart(app, t, [{ field: "image", data: await picture("jpeg"), filename: "shot.jpg", type: "image/jpeg" }]);
    expect(start.status, start.text).toBe(202);
    await drainExtractionRuns();
    const saved = await api(app, "GET", `/extractions/${start.body.extractionId}`, { headers: t.headers, query: { save_as_draft: "true" } });
    expect(saved.status, saved.text).toBe(200);
    const draftId = saved.body.style.ref as string;
    const [copy] = await (await db()).referenceImage.findMany({ where: { styleId: draftId } });
    // Under the draft's own folder, not the extraction's, whose sources' names follow one another.
    expect(copy!.url).toMatch(new RegExp(`^/blobs/builder/${draftId}/inspiration/[0-9a-f-]{36}\\.webp$`));
    expect(await cacheControl(copy!.url)).toBe("private, no-cache");
    const run = await (await db()).extraction.findFirstOrThrow({ where: { styleId: draftId } });
    const sourceUrl = (run.sources as { items: { url: string }[] }).items[0]!.url;
    expect(sourceUrl).toMatch(/^\/blobs\/extractions\//);

    await removeInspirationImage(t.userId, draftId, copy!.id);
    expect(await status(copy!.url)).toBe(404);
    // The extraction's status and history still show its own source, privately.
    expect(await status(sourceUrl)).toBe(200);
    expect(await cacheControl(sourceUrl)).toBe("private, no-cache");
  });
});

describe("uploads that lose the race for a style's last slot", () => {
  /** The files stored for a style under builder/<id>/<folder> in the embedded store. */
  const filesOf = async (styleId: string, folder: string) => (await readdir(join(dataDir(), "blobs", "builder", styleId, folder)).catch(() => [])).sort();

  it("leave no inspiration image files behind", async () => {
    const styleId = await privateStyle();
    await (await db()).referenceImage.createMany({
      data: Array.from({ length: MAX_INSPIRATION_IMAGES - 1 }, (_, position) => ({ styleId, kind: "inspiration" as const, url: `/blobs/elsewhere/${position}.webp`, position })),
    });
    const racing = await Promise.allSettled([0, 1, 2].map(async () => addInspirationImage(owner.id, styleId, await picture("png"))));
    const won = racing.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    expect(won).toHaveLength(1);
    expect(await filesOf(styleId, "inspiration")).toEqual([won[0]!.url, won[0]!.thumbnailUrl!].map((u) => u.split("/").pop()).sort());
  });

  it("leave no sample files behind", async () => {
    const styleId = await privateStyle();
    await (await db()).sample.createMany({
      data: Array.from({ length: MAX_SAMPLES_PER_STYLE - 1 }, (_, position) => ({ styleId, kind: "written" as const, text: `Line ${position}`, position })),
    });
    const racing = await Promise.allSettled([0, 1, 2].map(async () => addImageSample(owner.id, styleId, await picture("png"))));
    const won = racing.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    expect(won).toHaveLength(1);
    expect(await filesOf(styleId, "samples")).toEqual([won[0]!.url!, won[0]!.thumbnailUrl!].map((u) => u.split("/").pop()).sort());
  });
});

describe("who may cache a file", () => {
  it("lets only the viewer keep a private style's image, revalidated each time, and anyone keep a listed style's for good", async () => {
    const styleId = await privateStyle();
    const image = await addInspirationImage(owner.id, styleId, await picture("png"));
    const first = await app.request(image.url);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    const again = await app.request(image.url, { headers: { "If-None-Match": first.headers.get("etag")! } });
    expect(again.status).toBe(304);
    expect(again.headers.get("cache-control")).toBe("private, no-cache");

    await generateStyle(owner.id, styleId);
    await publishStyle(owner.id, styleId, { visibility: "public" });
    expect(await cacheControl(image.url), "pending moderation").toBe("private, no-cache");
    await publishAndApprove(styleId);
    expect(await cacheControl(image.url)).toBe("public, max-age=31536000, immutable");
    expect(await cacheControl(image.thumbnailUrl!)).toBe("public, max-age=31536000, immutable");

    // Withdrawn: this process stops handing out public copies at once.
    await publishStyle(owner.id, styleId, { visibility: "private" });
    expect(await cacheControl(image.url)).toBe("private, no-cache");
  });

  it("keeps a listed style's new draft image and private sample private until a publication names them", async () => {
    const styleId = await privateStyle();
    const shown = await addInspirationImage(owner.id, styleId, await picture("png"));
    await generateStyle(owner.id, styleId);
    await publishAndApprove(styleId);
    expect(await cacheControl(shown.url)).toBe("public, max-age=31536000, immutable");

    // Added after the publication: in the listed style's folder, named by no published generation.
    const draft = await addInspirationImage(owner.id, styleId, await picture("jpeg"));
    const still = await addImageSample(owner.id, styleId, await picture("png"));
    await setSamplePublic(owner.id, styleId, still.id, false);
    expect(await cacheControl(draft.url)).toBe("private, no-cache");
    expect(await cacheControl(draft.thumbnailUrl!)).toBe("private, no-cache");
    expect(await cacheControl(still.url!)).toBe("private, no-cache");

    // Published again (and approved): the new image is named, so public; the private sample is not.
    await generateStyle(owner.id, styleId);
    await publishAndApprove(styleId);
    expect(await cacheControl(draft.url)).toBe("public, max-age=31536000, immutable");
    expect(await cacheControl(still.url!)).toBe("private, no-cache");
  });

  it("serves an extraction's sources as private even once the draft made from it is listed", async () => {
    const t = await account({ plan: "pro" });
    const start = await startMultipart(app, t, [
      { field: "image", data: await picture("jpeg"), filename: "a.jpg", type: "image/jpeg" },
      { field: "image", data: await picture("png"), filename: "b.png", type: "image/png" },
    ]);
    expect(start.status, start.text).toBe(202);
    await drainExtractionRuns();
    const saved = await api(app, "GET", `/extractions/${start.body.extractionId}`, { headers: t.headers, query: { save_as_draft: "true" } });
    const draftId = saved.body.style.ref as string;
    const images = await (await db()).referenceImage.findMany({ where: { styleId: draftId }, orderBy: { position: "asc" } });
    expect(images).toHaveLength(2);
    await removeInspirationImage(t.userId, draftId, images[1]!.id);
    await generateStyle(t.userId, draftId);
    await publishStyle(t.userId, draftId, { visibility: "public" });
    const row = await (await db()).style.update({ where: { id: draftId }, data: { moderation: "approved" }, select: { slug: true } });
    galleryChanged(row.slug);
    expect(await cacheControl(images[0]!.url)).toBe("public, max-age=31536000, immutable");
    const run = await (await db()).extraction.findFirstOrThrow({ where: { styleId: draftId } });
    for (const source of (run.sources as { items: { url: string }[] }).items) expect(await cacheControl(source.url), source.url).toBe("private, no-cache");
  });

  it("never lets a shared cache keep a link-shared style's image or a clip", async () => {
    const styleId = await privateStyle();
    const image = await addInspirationImage(owner.id, styleId, await picture("png"));
    const clip = await addClipSample(owner.id, styleId, wav(1), await picture("png"));
    await generateStyle(owner.id, styleId);
    await publishStyle(owner.id, styleId, { visibility: "link-shared" });
    expect(await cacheControl(image.url)).toBe("private, no-cache");
    await publishAndApprove(styleId);
    expect(await cacheControl(image.url)).toBe("public, max-age=31536000, immutable");
    expect(await cacheControl(clip.url!), "only the builder plays clips").toBe("private, no-cache");
  });
});
