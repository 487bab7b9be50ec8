import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { STATIC_SKELETON_LABEL, workbenchSkeletonHtml } from '../ui/workbench-skeleton-markup';

/** The page the server sends for /manage and /government when the build has it (apps/server web-app.ts). */
export const WORKBENCH_HTML = 'workbench.html';

/**
 * Writes workbench.html beside index.html: the same page with the workbench skeleton already in
 * #root and its few rules inline, so a cold /manage paints its frame as soon as the HTML arrives,
 * before the entry script has downloaded and run (the script then replaces it with the same frame,
 * drawn by React, until the page's rows come). /login keeps index.html, which has no frame to show.
 */
export function workbenchHtml(): Plugin {
  const css = readFileSync(new URL('../ui/workbench-skeleton.css', import.meta.url), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return {
    name: 'gongzhi-workbench-html',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const html = String(index.source);
      const root = '<div id="root"></div>';
      if (!html.includes(root)) this.error('index.html has no empty #root for the workbench skeleton');
      const page = html
        .replace('</head>', `  <style>${css}</style>\n  </head>`)
        .replace(root, `<div id="root">${workbenchSkeletonHtml(STATIC_SKELETON_LABEL)}</div>`);
      this.emitFile({ type: 'asset', fileName: WORKBENCH_HTML, source: page });
    },
  };
}
