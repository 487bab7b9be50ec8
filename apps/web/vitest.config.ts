import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Test files that replace a module with vi.mock. A mock applies only where the module is imported
 * after it, so these files keep a module cache of their own; the others share one per worker.
 */
const MOCKING = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => join('src', file))
  .filter((file) => readFileSync(file, 'utf8').includes('vi.mock('));

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    testTimeout: 20000,
    // Vitest's default is one worker fewer than the cores: one on the 2-core CI machine, where a
    // second worker roughly halves the files' environment and import time (jsdom, antd).
    maxWorkers: 2,
    unstubGlobals: true,
    unstubEnvs: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: MOCKING,
          // One jsdom and one module cache per worker, not per file: setting up jsdom and importing
          // antd for each of 157 files took most of the run (411 s isolated, 130 s shared, on a quiet
          // 2-core machine). src/test/setup.ts hands each test a clean document and language.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: MOCKING, isolate: true } },
    ],
  },
});
