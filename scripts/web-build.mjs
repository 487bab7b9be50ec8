// Builds the web app when its build is missing or older than its sources. Used by `npm start`
// (scripts/start.mjs) and by `npm test` (scripts/test.mjs), which builds once before the two
// browser passes start their servers side by side: two servers building into one dist would race.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// WEB_DIST (as the server reads it, apps/server/src/config.ts) builds into another folder: a helper
// running its own browser pass must not rebuild the shared apps/web/dist under other servers.
const distDir = process.env.WEB_DIST
  ? resolve(process.cwd(), process.env.WEB_DIST)
  : join(root, 'apps/web/dist');
const distIndex = join(distDir, 'index.html');
const webSources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/owner.html',
  'apps/web/vite.config.ts',
  'apps/web/build.mjs',
  'packages/domain/src',
  'content/kb',
];

function newestMtime(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    stat.mtimeMs,
  );
}

/**
 * Returns false when the build was needed and failed (its output is on the console). A run given its
 * own build in WEB_DIST (a session's own folder, as the benchmarks do) builds nothing: rebuilding the
 * shared apps/web/dist would change it under the other runs that serve it.
 */
export function ensureWebBuilt() {
  if (process.env.WEB_DIST && existsSync(join(process.env.WEB_DIST, 'index.html'))) return true;
  const builtAt = existsSync(distIndex) ? statSync(distIndex).mtimeMs : 0;
  const sourcesAt = Math.max(...webSources.map(newestMtime));
  if (builtAt >= sourcesAt) return true;
  console.log(builtAt ? 'Web sources changed: rebuilding the web app…' : 'Building the web app (first run)…');
  const outDir = process.env.WEB_DIST ? ['--', '--outDir', distDir, '--emptyOutDir'] : [];
  const build = spawnSync('npm', ['run', 'build', '-w', '@gongzhi/web', ...outDir], {
    cwd: root,
    stdio: 'inherit',
  });
  return build.status === 0;
}
