// What a server does as it starts (called from instrumentation.ts). A configuration it cannot run
// safely stops it, with the reason, rather than answering its first sign-in with a 500. Then the
// extraction runs a crash or a kill left `running` are resumed (or failed and refunded), without
// waiting for someone to start another extraction.
import { secretProblem } from "@/lib/auth/secret";

export function atServerStart(): void {
  const problem = secretProblem();
  if (problem) {
    console.error(`[styleshelf] cannot start: ${problem}`);
    process.exit(1);
  }
  // After start-up, off the boot path: the first request should not wait for it.
  setTimeout(() => {
    void import("@/lib/jobs").then(({ resumeInterruptedRuns }) => resumeInterruptedRuns());
  }, 1000).unref();
}
