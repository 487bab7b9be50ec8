import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Test files that never open a database (readers, vendors' fakes, pure rules). `npm test` runs the
 * server tests twice, on PGlite and on PostgreSQL; the second run (DATABASE_FREE_TESTS=skip) leaves
 * these out, as nothing in them depends on the database.
 */
const DATABASE_FREE = [
  'adviser-answer',
  'adviser-glossary',
  'adviser-retrieval',
  'ballot-code',
  'exports',
  'proposal-rich-text',
  'record-owners-schema',
  'reminder-wechat-outcome',
  'signature-tallies',
  'sms-notice',
  'timestamp-provider',
  'versioned-cache',
  'voting-paper-scan',
  'xlsx-stream-reader',
].map((name) => `test/${name}.test.ts`);

const EXCLUDED = process.env.DATABASE_FREE_TESTS === 'skip' ? DATABASE_FREE : [];

/**
 * Test files that replace a module with vi.mock. A mock applies only where the module is imported
 * after it, so these files keep a module cache of their own; the others share one per worker.
 */
const MOCKING = readdirSync('test', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => join('test', file))
  .filter((file) => readFileSync(file, 'utf8').includes('vi.mock('));

export default defineConfig({
  test: {
    // Tests import exceljs themselves; its UTF-8 fix must load first (src/modules/file/exceljs-utf8.ts).
    setupFiles: ['src/modules/file/exceljs-utf8.ts'],
    // Migrates and seeds once per run; each test's database is a copy (test/support/db-templates.ts).
    globalSetup: ['test/support/db-templates.ts'],
    // Each file opens its own embedded PostgreSQL (WASM); two at a time suits the 2-core machines.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // One retry, as the browser journeys have: a test that fails twice fails the run, and one slow
    // moment of an embedded database on a loaded 2-core machine does not (the summary names failures).
    retry: 1,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['test/**/*.test.ts'],
          exclude: [...EXCLUDED, ...MOCKING],
          // One module cache per worker, not per file: each file built the whole app's module graph
          // again (about 8 s of transform and import a file). Every file still opens its own
          // database and app instance (test/support/test-app.ts); nothing else is shared.
          isolate: false,
        },
      },
      ...(MOCKING.length > 0
        ? [
            {
              extends: true as const,
              test: { name: 'isolated', include: MOCKING, exclude: EXCLUDED, isolate: true },
            },
          ]
        : []),
    ],
  },
});
