// `npm start`: build the web app when it is missing or older than its sources, then run the server
// (which migrates the database and seeds the demo data on first run).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureWebBuilt } from './web-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
if (!ensureWebBuilt()) process.exit(1);

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
