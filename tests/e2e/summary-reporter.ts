// Prints the browser run's plain closing line ("e2e: N passed, N failed"), which CI reads.
import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";

export default class SummaryReporter implements Reporter {
  private outcomes = new Map<string, TestResult["status"]>();

  onTestEnd(test: TestCase, result: TestResult) {
    // The last attempt decides (retries overwrite earlier ones).
    this.outcomes.set(test.id, result.status);
  }

  onEnd() {
    const all = [...this.outcomes.values()];
    const passed = all.filter((s) => s === "passed").length;
    const skipped = all.filter((s) => s === "skipped").length;
    const failed = all.length - passed - skipped;
    process.stdout.write(`\ne2e: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}\n`);
  }
}
