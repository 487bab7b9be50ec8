/**
 * Gzip size of what a browser downloads to show a surface: the entry chunk plus every chunk the
 * surface's lazy route imports statically (from Vite's manifest). Builds into a temporary folder.
 * Run: `npm run bench:bundle`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

const root = resolve(import.meta.dirname, '..');
const outDir = mkdtempSync(join(tmpdir(), 'gz-bundle-'));
execFileSync(
  join(root, 'node_modules/.bin/vite'),
  ['build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'error'],
  { cwd: join(root, 'apps/web'), stdio: 'inherit' },
);
const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;

function closure(keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

function gzipKb(keys: Iterable<string>): number {
  let bytes = 0;
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    for (const file of [chunk.file, ...(chunk.css ?? [])])
      bytes += gzipSync(readFileSync(join(outDir, file))).length;
  }
  return bytes / 1024;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('no entry chunk in the manifest');
const entry = closure([entryKey]);

const surfaces: Record<string, string[]> = {
  'login route (/login)': ['src/features/account/login-page.tsx'],
  'workbench shell (/manage, layout only)': ['src/shell/workbench-layout.tsx'],
  'owner H5 scan page (/owner/scan-login)': ['src/features/account/owner-scan-login-page.tsx'],
};

console.log(`entry (every page): ${gzipKb(entry).toFixed(1)} KB gzip`);
for (const [name, modules] of Object.entries(surfaces)) {
  const missing = modules.filter((module) => !manifest[module]);
  if (missing.length) {
    console.log(`${name}: not a chunk (${missing.join(', ')})`);
    continue;
  }
  const own = [...closure(modules)].filter((key) => !entry.has(key));
  console.log(
    `${name}: ${gzipKb(own).toFixed(1)} KB gzip on top of the entry → ${(gzipKb(entry) + gzipKb(own)).toFixed(1)} KB to render`,
  );
}

// The prerendered public-site pages load only their own entry (features/site/public), never the SPA.
const siteKey = 'src/features/site/public/site-client.ts';
if (manifest[siteKey]) {
  const site = closure([siteKey]);
  const antd = [...site].filter(
    (key) => key.includes('antd') || (manifest[key]?.file ?? '').includes('antd'),
  );
  console.log(
    `public site (prerendered /, /introduce, …): ${gzipKb(site).toFixed(1)} KB gzip JS+CSS, ${site.size} chunk(s), antd chunks: ${antd.length}`,
  );
}
