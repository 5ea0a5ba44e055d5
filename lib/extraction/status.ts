// GET /extractions/{id}: what a poll sees. Running -> a poll-again hint; failed -> the message (generic
// unless it was the person's to fix); complete -> the result inline, or, with save_as_draft, the one
// draft style it became, with the run's notice as the message where it has one.
import { extractRunUrl } from "@/lib/urls";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/errors";
import { resumeInterruptedRuns } from "@/lib/jobs";
import type { ExtractionStatus } from "@/lib/api/extraction";
import { blockValueText, type Block } from "@/lib/styles/blocks";
import { capBlocks } from "./cap";
import { compileExtraction } from "./compiled";
import { draftReply, saveDraft } from "./draft";
import { verifyExtractionHandle } from "./handle";
import { extractionAccount } from "./account";
import { sourceImageUrls } from "./sources";

export const POLL_AGAIN = "Still extracting. Poll again in 2 seconds; most runs finish within a minute.";

export interface PollOptions {
  saveAsDraft: boolean;
  name?: string;
}

export function noSuchExtraction(): ReturnType<typeof notFound> {
  return notFound("No extraction with that id belongs to this account. Use the extractionId that POST /extractions returned.");
}

export async function pollExtraction(userId: string, handle: string, opts: PollOptions): Promise<ExtractionStatus> {
  const id = verifyExtractionHandle(handle, userId);
  if (!id) throw noSuchExtraction();
  await resumeInterruptedRuns();
  const row = await (await db()).extraction.findFirst({ where: { id, userId } });
  if (!row) throw noSuchExtraction();
  const base = { extractionId: handle };
  // A complete run's notice (several images that disagree) is said beside its result.
  const notice = row.status === "complete" && row.notice ? { message: row.notice } : {};
  if (row.status === "running") return { ...base, status: "running", message: POLL_AGAIN };
  if (row.status === "failed") return { ...base, status: "failed", message: row.errorMessage ?? undefined };

  // A run that already became a draft answers with that draft, flag or not: it is the truth of it.
  if (opts.saveAsDraft || row.styleId) {
    const saved = opts.saveAsDraft ? await saveDraft(row.id, userId, opts.name) : await draftReply(row.styleId!, true);
    if (saved) return { ...base, status: "complete", ...notice, ...saved };
  }
  const account = await extractionAccount(userId);
  const capped = capBlocks((row.blocks ?? []) as unknown as Block[], account.plan);
  const name = opts.name ?? row.suggestedTitle ?? "Extracted style";
  const compiled = compileExtraction(
    { name, description: row.suggestedDescription, blocks: capped.usable, images: sourceImageUrls(row.sources) },
    extractRunUrl(row.id),
  );
  return {
    ...base,
    status: "complete",
    ...notice,
    saved: false,
    name,
    description: row.suggestedDescription,
    blocks: capped.usable.map((b) => ({ section: b.section, type: b.type, value: blockValueText(b) })),
    spec: compiled.spec,
    styleMd: compiled.styleMd,
    lockedBlockCount: capped.lockedBlockCount,
    ...(capped.note ? { note: capped.note } : {}),
  };
}
