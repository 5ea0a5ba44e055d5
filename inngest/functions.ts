// The Inngest functions. An extraction run: a thin wrapper over lib/extraction's stages, each stage
// a step (so a retry resumes after the last finished step), and the same refund as the in-process
// runner in onFailure, which Inngest calls once retries are exhausted.
import { NonRetriableError } from "inngest";
import { AnalysisError } from "@/lib/extraction/analysis";
import { failExtraction } from "@/lib/extraction/finish";
import { analyzeStage, completeStage } from "@/lib/extraction/pipeline";
import { EXTRACTION_STARTED } from "@/lib/jobs";
import { sweepExpiredStagedUploads } from "@/lib/uploads/staged-sweep";
import { inngest } from "@/lib/jobs/inngest-client";

/** Called by Inngest once a run has failed for good: the same fail-and-refund as the in-process runner. */
export async function onExtractionFailure({ event, error }: { event: { data: { event: { data?: unknown } } }; error: { name: string; message: string } }): Promise<void> {
  const { extractionId } = (event.data.event.data ?? {}) as { extractionId: string };
  // Only a NonRetriableError carries a message meant for the person (an AnalysisError's).
  await failExtraction(extractionId, error.name === "NonRetriableError" ? error.message : null);
}

export const extractStyle = inngest.createFunction(
  {
    id: "extract-style",
    retries: 2,
    triggers: [{ event: EXTRACTION_STARTED }],
    onFailure: onExtractionFailure,
  },
  async ({ event, step }) => {
    const { extractionId } = event.data as { extractionId: string };
    const result = await step.run("analyze", async () => {
      try {
        return await analyzeStage(extractionId);
      } catch (err) {
        // The person's input cannot get better by retrying.
        if (err instanceof AnalysisError) throw new NonRetriableError(err.message, { cause: err });
        throw err;
      }
    });
    await step.run("complete", () => completeStage(extractionId, result));
    return { extractionId, blocks: result.blocks.length };
  },
);

/** Staged uploads nobody took, once they can no longer be (lib/uploads/staged-sweep.ts): every hour,
 *  so a deployment whose instances come and go never lets them pile up. */
export const sweepStagedUploads = inngest.createFunction(
  { id: "sweep-staged-uploads", retries: 2, triggers: [{ cron: "23 * * * *" }] },
  async ({ step }) => ({ deleted: await step.run("sweep", () => sweepExpiredStagedUploads()) }),
);

export const functions = [extractStyle, sweepStagedUploads];
