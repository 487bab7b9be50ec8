// Builds the web app when its build is missing or older than its sources. Used by `npm start`
// (scripts/start.mjs) and by `npm test` (scripts/test.mjs), which builds once before the two
// browser passes start their servers side by side: two servers building into one dist would race.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const distIndex = join(root, 'apps/web/dist/index.html');
const webSources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/owner.html',
  'apps/web/vite.config.ts',
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

/** Returns false when the build was needed and failed (its output is on the console). */
export function ensureWebBuilt() {
  const builtAt = existsSync(distIndex) ? statSync(distIndex).mtimeMs : 0;
  const sourcesAt = Math.max(...webSources.map(newestMtime));
  if (builtAt >= sourcesAt) return true;
  console.log(builtAt ? 'Web sources changed: rebuilding the web app…' : 'Building the web app (first run)…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@gongzhi/web'], { cwd: root, stdio: 'inherit' });
  return build.status === 0;
}
