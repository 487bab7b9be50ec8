/**
 * Issue 4 target: the houses-by-floor grid of a 600-house building renders in the browser in
 * ≤ 500 ms. Starts the real app (as `npm start` does) on a fresh data folder, logs the demo director
 * in through the API, answers one building's house list with a synthetic 600-house tower, and times
 * from the click on 查看房屋 to all 600 cells in the page, in Debian's Chromium. Run: `npm run bench:roster-grid`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { syntheticTower } from '../e2e/fixtures/synthetic-tower';

const root = resolve(import.meta.dirname, '..');
const port = 8197;
const base = `http://127.0.0.1:${port}`;
const RUNS = 7;

async function waitForHealth(): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error('server did not start');
}

async function post<T>(path: string, body: object): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await response.json()) as { data: T }).data;
}

let server: ChildProcess | undefined;
try {
  server = spawn('node', [join(root, 'scripts/start.mjs')], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'gz-grid-')),
      LOG_LEVEL: 'warn',
    },
  });
  await waitForHealth();
  const mobile = '13800000001';
  const { devCode } = await post<{ devCode: string }>('/v1/account/sendMobileCode', { mobile });
  const { token } = await post<{ token: string }>('/v1/account/mobileLogin', {
    mobile,
    verificationCode: devCode,
  });

  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.addInitScript((value) => {
    localStorage.setItem('token', JSON.stringify({ value, expiresAt: null }));
    localStorage.setItem('adminOwnerType', JSON.stringify({ value: 'COMMUNITY', expiresAt: null }));
  }, token);
  const houses = syntheticTower('YGHY001-B02', '2栋');
  await page.route('**/v1/house/list?*', (route) =>
    route.request().url().includes('YGHY001-B02')
      ? route.fulfill({ json: { code: 200, message: 'success', data: houses } })
      : route.continue(),
  );
  await page.goto(`${base}/manage/HouseRoster/highrise?communityCode=YGHY001`);
  const row = page.getByRole('row', { name: /^2栋/ });
  await row.waitFor();

  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.evaluate(() => {
      document.addEventListener('click', () => Object.assign(window, { clickAt: performance.now() }), {
        capture: true,
        once: true,
      });
    });
    await row.getByRole('button', { name: '查看房屋' }).click();
    const handle = await page.waitForFunction(() =>
      document.querySelectorAll('[data-testid="house-grid"] .house-cell').length >= 600
        ? performance.now() - (window as unknown as { clickAt: number }).clickAt
        : null,
    );
    times.push(Number(await handle.jsonValue()));
    await page.keyboard.press('Escape');
    await page.getByTestId('house-grid').waitFor({ state: 'detached' });
  }
  await browser.close();
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  console.log(
    `600-house grid, click → all cells (Chromium), ${RUNS} openings: ${times.map((t) => t.toFixed(0)).join(' / ')} ms`,
  );
  console.log(
    `median ${median.toFixed(0)} ms, best ${(sorted[0] ?? Number.NaN).toFixed(0)} ms (target ≤ 500 ms) ${median <= 500 ? 'PASS' : 'MISS'}`,
  );
  console.log('(the first opening includes the lazy chunk and the mocked fetch)');
} finally {
  server?.kill('SIGTERM');
}
