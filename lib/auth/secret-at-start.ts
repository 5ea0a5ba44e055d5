// The first thing a server does as it starts (instrumentation.ts): a configuration it cannot run safely
// stops it, with the reason, rather than answering its first sign-in with a 500.
import { secretProblem } from "./secret";

/** Exits the process when the server secret is missing or too short for this environment. */
export function stopOnSecretProblem(): void {
  const problem = secretProblem();
  if (problem) {
    console.error(`[styleshelf] cannot start: ${problem}`);
    process.exit(1);
  }
}
