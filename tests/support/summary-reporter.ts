// Prints the run's plain closing line ("N passed, N failed"), which CI reads whatever the runner.
// A file that failed outside any test (a syntax error, a failing beforeAll) counts as one failure,
// so a broken setup can never read as a clean run.
import type { Reporter, TestModule } from "vitest/node";

export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, errors: ReadonlyArray<unknown>) {
    let passed = 0;
    let failed = errors.length;
    let skipped = 0;
    for (const mod of modules) {
      let failedHere = 0;
      for (const test of mod.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") failedHere++;
        else skipped++;
      }
      if (failedHere === 0 && mod.state() === "failed") failedHere = 1;
      failed += failedHere;
    }
    process.stdout.write(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}\n`);
  }
}
