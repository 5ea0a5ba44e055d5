// A production server with a configuration it cannot run safely refuses to start, with the reason,
// rather than answering its first sign-in with a 500 (called from instrumentation.ts).
import { secretProblem } from "@/lib/auth/secret";

export function refuseUnsafeConfiguration(): void {
  const problem = secretProblem();
  if (!problem) return;
  console.error(`[styleshelf] cannot start: ${problem}`);
  process.exit(1);
}
