import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    testTimeout: 20000,
    // Vitest's default is one worker fewer than the cores: one on the 2-core CI machine, where a
    // second worker roughly halves the files' environment and import time (jsdom, antd).
    maxWorkers: 2,
  },
});
