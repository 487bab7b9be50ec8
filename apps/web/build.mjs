/**
 * `npm run build -w @gongzhi/web [-- vite build options]`: the web app in two Vite passes into one
 * folder. The first builds the workbench SPA, the public site and the mobile H5 pages; the second
 * (GONGZHI_WEB_ENTRY=owner, see vite.config.ts) the owner H5 on Preact's compatibility layer.
 * Options such as --outDir, --manifest and --logLevel go to both passes; the second never empties
 * the folder.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const vite = join(here, '../../node_modules/.bin/vite');
const options = process.argv.slice(2);

for (const entry of ['app', 'owner']) {
  const pass = spawnSync(vite, ['build', ...options], {
    cwd: here,
    stdio: 'inherit',
    env: { ...process.env, GONGZHI_WEB_ENTRY: entry },
  });
  if (pass.status !== 0) process.exit(pass.status ?? 1);
}
