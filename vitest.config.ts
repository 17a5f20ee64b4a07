import { defineConfig } from 'vitest/config';

/** Unit and parity tests run in Node; end-to-end tests live in tests/e2e and run under Playwright. */
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/parity/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
  },
});
