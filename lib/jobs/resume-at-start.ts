// The extraction runs a crash or a kill left `running` are resumed (or failed and refunded) soon after a
// server starts (instrumentation.ts), without waiting for someone to start another extraction.

/** How long after start-up: off the boot path, so the first request does not wait for it. */
export const RESUME_AFTER_START_MS = 1000;

/** Resumes interrupted runs RESUME_AFTER_START_MS from now. The timer is unref'd: it never keeps a
 *  process alive that has nothing else to do. */
export function resumeInterruptedRunsSoon(): void {
  setTimeout(() => {
    void import("./index").then(({ resumeInterruptedRuns }) => resumeInterruptedRuns());
  }, RESUME_AFTER_START_MS).unref();
}
