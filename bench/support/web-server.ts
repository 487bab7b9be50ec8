import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The built web app and the real server of the browser benchmarks (lighthouse, skeleton). */

const root = resolve(import.meta.dirname, '../..');

/** Builds the web app into a new temporary folder `gz-<label>-web-…` and returns it. */
export function buildWeb(label: string): string {
  const outDir = mkdtempSync(join(tmpdir(), `gz-${label}-web-`));
  console.log(`building the web app into ${outDir} …`);
  execFileSync('node', ['build.mjs', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: join(root, 'apps/web'),
    stdio: 'inherit',
  });
  return outDir;
}

/** A port nobody listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The real server (same entry as `npm start`) on a fresh demo database in `dataDir`, serving `webDist`
 * at 127.0.0.1:`port`; `env` adds the mode and what the benchmark needs. Resolves once `readyPath`
 * answers 200; a server that exits or is not up within 3 minutes throws.
 */
export async function startBenchServer(input: {
  port: number;
  webDist: string;
  dataDir: string;
  readyPath: string;
  env: Record<string, string>;
}): Promise<{ base: string; child: ChildProcess }> {
  const base = `http://127.0.0.1:${input.port}`;
  const child = spawn(join(root, 'node_modules/.bin/tsx'), [join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      ...input.env,
      PORT: String(input.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: input.dataDir,
      WEB_DIST: input.webDist,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}${input.readyPath}`)).ok) return { base, child };
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 500));
  }
  child.kill('SIGTERM');
  throw new Error('server did not start within 3 minutes');
}
