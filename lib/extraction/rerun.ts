// "What is it?": a run whose images the pixels could not name (a photograph, a painting and a render
// look alike) and whose maker said nothing of the medium can be run again with the maker's words, free,
// within the hour after it started, once. The rerun is a new run of the same images (copied under its
// own keys, so either run can go without the other) with the words added as a text source; it costs
// nothing and moves no credit, and the unique `rerunOf` column keeps two racing clicks to one rerun.
import { randomUUID } from "node:crypto";
import { blobStore } from "@/lib/blob";
import { db, Prisma } from "@/lib/db/client";
import { invalidRequest } from "@/lib/errors";
import { enqueueExtraction } from "@/lib/jobs";
import type { ExtractionStarted } from "@/lib/api/extraction";
import { failExtraction } from "./finish";
import { extractionHandle, verifyExtractionHandle } from "./handle";
import { extractionStatusUrl } from "./start";
import { noSuchExtraction } from "./status";
import { sourceKinds, textPreview, type StoredSource, type StoredSources } from "./sources";

/** How long after a run starts its free rerun is offered. */
export const RERUN_WINDOW_MS = 60 * 60 * 1000;
/** The maker's words: a chip and a line ("a painting, a rocket landing in a pine forest"). */
export const MAX_RERUN_WORDS = 300;

export interface RerunOffer {
  /** Until when the free rerun is offered (ISO 8601). */
  until: string;
}

/** The offer a run carries, or null: complete, medium unknown, not itself a rerun, not yet rerun, and
 *  started within the hour. */
export function rerunOffer(run: { status: string; mediumUnknown: boolean; rerunOf: string | null; rerun: { id: string } | null; createdAt: Date }, now = Date.now()): RerunOffer | null {
  const until = run.createdAt.getTime() + RERUN_WINDOW_MS;
  if (run.status !== "complete" || !run.mediumUnknown || run.rerunOf !== null || run.rerun !== null || until <= now) return null;
  return { until: new Date(until).toISOString() };
}

function alreadyRerun(err: unknown): boolean {
  return err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002";
}

/** Starts the free rerun of the caller's run `handle` with their `words`; refuses (400) a run that
 *  carries no offer, and (404) a run that is not theirs. */
export async function rerunWithWords(userId: string, handle: string, words: string): Promise<ExtractionStarted> {
  const said = words.replace(/\s+/g, " ").trim();
  if (!said) throw invalidRequest("Say what the image is (a photo, a painting, a 3D render, pixel art, a pattern…) to run it again.");
  if (said.length > MAX_RERUN_WORDS) throw invalidRequest(`Keep it to ${MAX_RERUN_WORDS} characters: what it is, and anything the pixels cannot show.`);
  const prisma = await db();
  const id = verifyExtractionHandle(handle, userId);
  const run = id
    ? await prisma.extraction.findFirst({
        where: { id, userId },
        select: { id: true, status: true, mediumUnknown: true, rerunOf: true, createdAt: true, sources: true, rerun: { select: { id: true } } },
      })
    : null;
  if (!run) throw noSuchExtraction();
  if (!rerunOffer(run)) {
    throw invalidRequest(
      run.rerun || run.rerunOf
        ? "This run has had its free rerun already. Start a new extraction with your words in the text."
        : "A free rerun is offered for an hour after a run whose medium we could not tell. Start a new extraction with your words in the text.",
    );
  }

  const newId = randomUUID();
  const items = (run.sources as unknown as StoredSources).items;
  const pending: StoredSource[] = [...items, { kind: "text", text: said }];
  try {
    await prisma.extraction.create({
      data: { id: newId, userId, status: "running", sources: { items: pending } as object, inputTextPreview: textPreview([{ kind: "text", text: said }]), cost: 0, rerunOf: run.id },
    });
  } catch (err) {
    if (alreadyRerun(err)) throw invalidRequest("This run has had its free rerun already. Start a new extraction with your words in the text.");
    throw err;
  }
  try {
    const store = blobStore();
    // Files are copied under the rerun's own keys, so either run can be removed without the other.
    const stored = await Promise.all(
      pending.map(async (s, i) => {
        if (s.kind !== "image" && s.kind !== "document") return s;
        const blob = await store.get(s.key);
        if (!blob) throw new Error(`rerun ${newId}: source ${s.key} is gone`);
        const key = `extractions/${newId}/source-${i}${s.key.slice(s.key.lastIndexOf("."))}`;
        const put = await store.put(key, blob.data, blob.contentType);
        return s.kind === "image" ? { ...s, key, url: put.url } : { ...s, key };
      }),
    );
    await prisma.extraction.update({ where: { id: newId }, data: { sources: { items: stored } as object } });
  } catch (err) {
    console.error("[styleshelf] copying a rerun's sources failed", newId, err);
    await failExtraction(newId, "We could not copy the sources for the rerun. Start a new extraction with your words in the text.");
    throw invalidRequest("We could not copy the sources for the rerun. Start a new extraction with your words in the text.");
  }
  await enqueueExtraction(newId);
  const newHandle = extractionHandle(newId, userId);
  return {
    extractionId: newHandle,
    statusUrl: extractionStatusUrl(newHandle),
    status: "running",
    sources: sourceKinds(pending),
    message: "Running it again with your words, free of charge.",
  };
}
