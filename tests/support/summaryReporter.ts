import { relative } from 'node:path';
import type { FullConfig, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints one plain closing line, 'e2e: N passed, N failed, N skipped', for CI logs, and before it the spec files
 * that took longest (their tests' time summed over the workers), so that a slower suite shows where it went.
 */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;
  private root = '';
  private readonly perFile = new Map<string, number>();

  onBegin(config: FullConfig) {
    this.root = config.rootDir;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const file = relative(this.root, test.location.file);
    this.perFile.set(file, (this.perFile.get(file) ?? 0) + result.duration);
    if (result.status === 'skipped') this.skipped += 1;
    // Count a test once, by its final outcome (retries report several results).
    if (result.retry !== test.retries && result.status !== 'passed' && result.status !== 'skipped') return;
    if (result.status === 'passed') this.passed += 1;
    else if (result.status !== 'skipped') this.failed += 1;
  }

  onEnd() {
    const slowest = [...this.perFile].sort((a, b) => b[1] - a[1]).slice(0, 8);
    const total = [...this.perFile.values()].reduce((sum, ms) => sum + ms, 0);
    if (slowest.length > 1) {
      console.log(`e2e: test time ${(total / 60_000).toFixed(1)} min over the workers; the longest files:`);
      for (const [file, ms] of slowest) console.log(`  ${(ms / 1000).toFixed(0).padStart(5)} s  ${file}`);
    }
    console.log(`e2e: ${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped`);
  }

  printsToStdio() {
    return true;
  }
}
