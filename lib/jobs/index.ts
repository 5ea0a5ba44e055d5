// Hands an extraction to whoever runs it: Inngest when INNGEST_EVENT_KEY (or INNGEST_DEV) is set,
// else the in-process runner. Both execute the same lib/extraction stages and the same refund.
import { inngestConfigured } from "@/lib/config";
import { db } from "@/lib/db/client";
import { drainInProcess, runInProcess, runInProcessLater } from "./embedded";
import { processWide } from "@/lib/process-wide";

export const EXTRACTION_STARTED = "styleshelf/extraction.started";
/** Past this, a run still `running` under Inngest has been lost (Inngest's own retries end sooner). */
const LOST_AFTER_MS = 30 * 60_000;

export const usesInngest = inngestConfigured;

/** Waits before running again a run whose end the database could not record (an outage): doubling
 *  from 1 s to 60 s, about 15 minutes in all; past that the next start resumes it. */
const RETRY_DELAYS_MS = [1, 2, 4, 8, 15, 30, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 60].map((s) => s * 1000);

async function runHere(extractionId: string, attempt = 0): Promise<void> {
  runInProcess(async () => {
    const { runExtraction } = await import("@/lib/extraction/pipeline");
    await runExtraction(extractionId);
    // runExtraction records complete or failed; if the database was down it could record neither, and
    // the run would stay `running` until a restart. Run it again once the database may be back: both
    // endings are written only while the run is still running, so a repeat changes nothing twice.
    if (!(await stillRunning(extractionId))) return;
    const delay = RETRY_DELAYS_MS[attempt];
    if (delay === undefined) {
      console.error(`[styleshelf] extraction ${extractionId} could not be finished; the next start resumes it`);
      return;
    }
    runInProcessLater(() => runHere(extractionId, attempt + 1), delay);
  });
}

async function stillRunning(extractionId: string): Promise<boolean> {
  try {
    return (await (await db()).extraction.count({ where: { id: extractionId, status: "running" } })) === 1;
  } catch {
    return true; // the database cannot say: assume the worst and try again later
  }
}

export async function enqueueExtraction(extractionId: string): Promise<void> {
  await resumeInterruptedRuns();
  if (usesInngest()) {
    const { inngest } = await import("./inngest-client");
    await inngest.send({ name: EXTRACTION_STARTED, data: { extractionId } });
  } else {
    await runHere(extractionId);
  }
}

const state = processWide("interrupted-runs", (): { resumed?: Promise<void>; processStart: Date } => ({ processStart: new Date() }));

/** Once per process, at its first extraction call: runs a crash or restart left `running` (created
 *  before this process started, so none of its own) are run again in-process (their sources are
 *  stored), or, under Inngest, failed and refunded once older than Inngest could still be working on. */
export function resumeInterruptedRuns(): Promise<void> {
  state.resumed ??= (async () => {
    const prisma = await db();
    const startedBefore = usesInngest() ? new Date(Date.now() - LOST_AFTER_MS) : state.processStart;
    const stale = await prisma.extraction.findMany({ where: { status: "running", createdAt: { lt: startedBefore } }, select: { id: true } });
    if (stale.length === 0) return;
    console.warn(`[styleshelf] resuming ${stale.length} interrupted extraction run(s)`);
    if (usesInngest()) {
      const { failExtraction } = await import("@/lib/extraction/finish");
      for (const { id } of stale) await failExtraction(id, null);
    } else {
      for (const { id } of stale) await runHere(id);
    }
  })().catch((err: unknown) => {
    state.resumed = undefined;
    console.error("[styleshelf] resuming interrupted runs failed", err);
  });
  return state.resumed;
}

/** Waits for in-process runs to finish (tests and the dev-token/CLI paths). */
export const drainExtractionRuns = drainInProcess;
