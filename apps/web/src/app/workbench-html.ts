import { readFileSync } from 'node:fs';
import type { Plugin, Rolldown } from 'vite';
import { STATIC_SKELETON_LABEL, workbenchSkeletonHtml } from '../ui/workbench-skeleton-markup';

/** The workbench frame's lazy route module: every /manage and /government page renders inside it. */
const WORKBENCH_LAYOUT = /\/src\/shell\/workbench-layout\.tsx$/;

/**
 * The frame's chunk and the chunks it imports statically, less those the HTML already loads, as
 * `modulepreload` links: a cold /manage fetches them beside the entry instead of after it has run
 * and matched the route (one round trip less before the page's own code and rows).
 */
function framePreloads(bundle: Rolldown.OutputBundle, html: string): string {
  const frame = Object.values(bundle).find(
    (item) => item.type === 'chunk' && WORKBENCH_LAYOUT.test(item.facadeModuleId ?? ''),
  );
  if (frame?.type !== 'chunk') return '';
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  visit(frame.fileName);
  return [...files]
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ');
}

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
        .replace('</head>', `  ${framePreloads(bundle, html)}\n    <style>${css}</style>\n  </head>`)
        .replace(root, `<div id="root">${workbenchSkeletonHtml(STATIC_SKELETON_LABEL)}</div>`);
      this.emitFile({ type: 'asset', fileName: WORKBENCH_HTML, source: page });
    },
  };
}
