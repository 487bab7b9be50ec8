import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = process.env.GONGZHI_API ?? 'http://localhost:8080';

/**
 * Libraries every surface needs go to shared vendor chunks; everything else (antd components,
 * feature pages) is split along the lazy routes so the login route and the workbench shell stay small.
 */
function vendorChunk(moduleId: string): string | null {
  if (!moduleId.includes('node_modules')) return null;
  if (/node_modules\/(react|react-dom|scheduler)\//.test(moduleId)) return 'react';
  if (/node_modules\/react-router\//.test(moduleId)) return 'router';
  if (/node_modules\/(@tanstack|i18next|react-i18next|html-parse-stringify|void-elements)\//.test(moduleId)) {
    return 'data';
  }
  return null;
}

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/v1': { target: API_TARGET, changeOrigin: true },
      '/kb': { target: API_TARGET, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        codeSplitting: {
          groups: [{ name: vendorChunk }],
        },
      },
    },
  },
});
