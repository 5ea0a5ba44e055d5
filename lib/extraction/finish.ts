// How a run ends: complete with its blocks, or failed with its credit refunded. Both are written
// only while the run is still `running`, so a late duplicate (a retried job, a recovery racing a slow
// run) changes nothing, and the refund is once-only by the ledger's unique index besides.
import { refundExtraction } from "@/lib/credits/ledger";
import { db } from "@/lib/db/client";
import type { Block } from "@/lib/styles/blocks";

/** Shown for any failure that is not the person's to fix (their own mistakes get a specific message). */
export const GENERIC_FAILURE =
  "The extraction failed on our side. Your credits were refunded; please try again in a moment.";

export interface ExtractionResult {
  model: string;
  title: string;
  description: string | null;
  blocks: Block[];
  /** Said beside the result (the poll's `message`), e.g. where several images disagree. */
  notice: string | null;
  /** Images whose medium neither the pixels nor the maker's words decide (lib/extraction/rerun.ts). */
  mediumUnknown?: boolean;
}

export async function completeExtraction(extractionId: string, result: ExtractionResult): Promise<boolean> {
  const prisma = await db();
  const updated = await prisma.extraction.updateMany({
    where: { id: extractionId, status: "running" },
    data: {
      status: "complete",
      model: result.model,
      suggestedTitle: result.title,
      suggestedDescription: result.description,
      blocks: result.blocks as object[],
      notice: result.notice,
      mediumUnknown: result.mediumUnknown ?? false,
      completedAt: new Date(),
    },
  });
  return updated.count === 1;
}

/** Fails a running extraction and refunds it. `message` is shown to the person; null means generic. */
export async function failExtraction(extractionId: string, message: string | null): Promise<void> {
  const prisma = await db();
  await prisma.$transaction(async (tx) => {
    const run = await tx.extraction.findUnique({ where: { id: extractionId }, select: { cost: true } });
    // The person's own message says what to change; it also tells them the run cost them nothing.
    const shown = message === null ? GENERIC_FAILURE : `${message}${run && run.cost > 0 ? " Your credits were refunded." : ""}`;
    const updated = await tx.extraction.updateMany({
      where: { id: extractionId, status: "running" },
      data: { status: "failed", errorMessage: shown, completedAt: new Date() },
    });
    // Refund whenever the run is (now or already) failed: the ledger makes a second refund a no-op.
    if (updated.count === 1 || (await tx.extraction.count({ where: { id: extractionId, status: "failed" } })) === 1) {
      await refundExtraction(tx, extractionId);
    }
  });
}
