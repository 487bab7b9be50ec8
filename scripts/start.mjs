// `npm start`: build the web app when it is missing or older than its sources, then run the server
// (which migrates the database and seeds the demo data on first run).
import { spawn, spawnSync } from 'node:child_process';
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

const builtAt = existsSync(distIndex) ? statSync(distIndex).mtimeMs : 0;
const sourcesAt = Math.max(...webSources.map(newestMtime));
if (builtAt < sourcesAt) {
  console.log(builtAt ? 'Web sources changed: rebuilding the web app…' : 'Building the web app (first run)…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@gongzhi/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// V8 flags the server needs from process start (the WebAssembly ones NODE_OPTIONS refuses are set
// in apps/server/src/db/pglite-wasm-flags.ts). A 4 MB young generation instead of Node's 16 MB keeps
// the server ~45 MB smaller over a 30,000-house roster import for ~10% more GC work there
// (bench/roster-import.ts runs its server process with the same flags). Flags already in
// NODE_OPTIONS come after ours and win.
const SERVER_NODE_OPTIONS = ['--max-semi-space-size=4'];
const server = spawn(join(root, 'node_modules/.bin/tsx'), [join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_OPTIONS: [...SERVER_NODE_OPTIONS, process.env.NODE_OPTIONS].filter(Boolean).join(' '),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
