import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The property tests run hundreds of cases: 5 s was met with room on a quiet machine and missed
    // on a loaded 2-core one (15 s). A limit is a guard against a hang, not a speed check.
    testTimeout: 30_000,
  },
});
