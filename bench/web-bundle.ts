/**
 * Gzip size of what a browser downloads to show a page, worked out from Vite's manifest: the SPA
 * entry (index.html's script, its static imports and CSS; owner.html's for the owner pages) plus, for each lazy route the address
 * matches (react-router loads a matched layout's and page's `lazy` modules together), that module's
 * chunk, its static imports and their CSS. Dynamic imports inside a page (an editor opened later, a
 * chart library) are not counted: they load after the first render. Builds into a temporary folder.
 * Ends with one `budget <page>: <N> KB gzip (target <T> KB) PASS|FAIL` line per page of issue #25's
 * table. Run: `npm run bench:bundle`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

const root = resolve(import.meta.dirname, '..');
const outDir = mkdtempSync(join(tmpdir(), 'gz-bundle-'));
// The production build: two passes (apps/web/build.mjs), the owner entry with a manifest of its own.
execFileSync(
  'node',
  ['build.mjs', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'error'],
  { cwd: join(root, 'apps/web'), stdio: 'inherit' },
);
const readManifest = (name: string) =>
  JSON.parse(readFileSync(join(outDir, '.vite', name), 'utf8')) as Manifest;
const appManifest = readManifest('manifest.json');
const ownerManifest = readManifest('owner-manifest.json');
/** The manifest being read: the owner pass's for owner pages, the first pass's for the rest. */
let manifest = appManifest;

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

/** The files (JS and CSS, each once) of some manifest chunks. */
function filesOf(keys: Iterable<string>): Set<string> {
  const files = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return files;
}

const gzipBytes = new Map<string, number>();
function gzipKb(files: Iterable<string>): number {
  let bytes = 0;
  for (const file of files) {
    let size = gzipBytes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(outDir, file))).length;
      gzipBytes.set(file, size);
    }
    bytes += size;
  }
  return bytes / 1024;
}

const ENTRY = 'index.html';
if (!manifest[ENTRY]) throw new Error('no index.html entry in the manifest');
const entryFiles = filesOf(closure([ENTRY]));

/** The owner H5's own entry (owner.html, issue #25): the owner pages load it instead of the SPA's. */
const OWNER_ENTRY = 'owner.html';
if (!ownerManifest[OWNER_ENTRY]) throw new Error('no owner.html entry in the manifest');

type Page = { page: string; modules: string[]; note: string; targetKb?: number; entry?: string };

/** The pages of issue #25 (targets from its table), each with the lazy route modules its address loads. */
const WORKBENCH = 'src/shell/workbench-layout.tsx';
const PAGES: Page[] = [
  {
    page: '/owner',
    entry: OWNER_ENTRY,
    modules: [],
    note: 'owner login and home: the owner entry alone',
    targetKb: 110,
  },
  {
    page: '/owner/votes/:code',
    entry: OWNER_ENTRY,
    modules: ['src/owner-app/voting/owner-vote-page.tsx'],
    note: 'vote deep link: owner entry + the plain vote page (owner-app/voting)',
    targetKb: 150,
  },
  {
    page: '/owner/proposals/:id',
    entry: OWNER_ENTRY,
    modules: ['src/owner-app/proposal/owner-proposal-page.tsx'],
    note: 'proposal deep link: owner entry + proposal page (plain components, no editor)',
  },
  {
    page: '/owner/notices/:code',
    entry: OWNER_ENTRY,
    modules: ['src/owner-app/notice/owner-notice-pages.tsx'],
    note: 'notice deep link: owner entry + notice pages (plain components, never the editor)',
  },
  {
    page: '/owner/complaints',
    entry: OWNER_ENTRY,
    modules: ['src/owner-app/complaint/owner-complaint-page.tsx'],
    note: 'complaint form: owner entry + complaint page with its photo upload',
  },
  { page: '/login', modules: ['src/features/account/login-page.tsx'], note: 'workbench login' },
  { page: '/manage', modules: [WORKBENCH], note: 'workbench shell, layout only', targetKb: 200 },
  {
    page: '/manage/vote',
    modules: [WORKBENCH, 'src/features/voting/vote-list-page.tsx'],
    note: 'workbench shell + vote list',
  },
];

type Measured = Page & { kb: number; files: number; largest: string };

function measure(page: Page): Measured | string {
  manifest = page.entry === OWNER_ENTRY ? ownerManifest : appManifest;
  const missing = page.modules.filter((module) => !manifest[module]);
  if (missing.length) return `${page.page}: not a chunk (${missing.join(', ')})`;
  const entry = page.entry ? filesOf(closure([page.entry])) : entryFiles;
  const files = new Set([...entry, ...filesOf(closure(page.modules))]);
  const largest = [...files]
    .map((file) => ({ file, kb: gzipKb([file]) }))
    .sort((a, b) => b.kb - a.kb)
    .slice(0, 3)
    .map(({ file, kb }) => `${file.replace(/^assets\//, '')} ${kb.toFixed(1)}`)
    .join(', ');
  return { ...page, kb: gzipKb(files), files: files.size, largest };
}

manifest = ownerManifest;
const ownerFiles = filesOf(closure([OWNER_ENTRY]));
manifest = appManifest;
console.log(
  `owner entry (owner.html, every /owner page): ${gzipKb(ownerFiles).toFixed(1)} KB gzip JS+CSS in ${ownerFiles.size} files`,
);
console.log(
  `entry (every SPA page): ${gzipKb(entryFiles).toFixed(1)} KB gzip JS+CSS in ${entryFiles.size} files`,
);
console.log(
  'Measured from the Vite manifest: entry + the route’s lazy chunks and their static imports, JS+CSS, gzip -6.\n',
);
const rows: Measured[] = [];
for (const page of PAGES) {
  const row = measure(page);
  if (typeof row === 'string') {
    console.log(row);
    continue;
  }
  rows.push(row);
  console.log(
    `${row.page.padEnd(22)} ${row.kb.toFixed(1).padStart(7)} KB gzip in ${String(row.files).padStart(3)} files  (${row.note}; largest: ${row.largest})`,
  );
}

// The prerendered public-site pages load only their own entry (features/site/public), never the SPA.
manifest = appManifest;
const siteKey = 'src/features/site/public/site-client.ts';
if (manifest[siteKey]) {
  const site = closure([siteKey]);
  const antd = [...site].filter(
    (key) => key.includes('antd') || (manifest[key]?.file ?? '').includes('antd'),
  );
  console.log(
    `\npublic site (prerendered /, /introduce, …): ${gzipKb(filesOf(site)).toFixed(1)} KB gzip JS+CSS, ${site.size} chunk(s), antd chunks: ${antd.length}`,
  );
}
rmSync(outDir, { recursive: true, force: true });

console.log('');
for (const row of rows) {
  if (row.targetKb === undefined) continue;
  const kb = Math.round(row.kb);
  console.log(
    `budget ${row.page}: ${kb} KB gzip (target ${row.targetKb} KB) ${kb <= row.targetKb ? 'PASS' : 'FAIL'}`,
  );
}
