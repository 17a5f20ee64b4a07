import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Prints one plain closing line, 'e2e: N passed, N failed, N skipped', for CI logs. */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'skipped') this.skipped += 1;
    // Count a test once, by its final outcome (retries report several results).
    if (result.retry !== test.retries && result.status !== 'passed' && result.status !== 'skipped') return;
    if (result.status === 'passed') this.passed += 1;
    else if (result.status !== 'skipped') this.failed += 1;
  }

  onEnd() {
    console.log(`e2e: ${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped`);
  }

  printsToStdio() {
    return true;
  }
}
