/**
 * npm run bench:load (issue 9, load and soak): the real server as production runs it (its own
 * process, `npm start`'s Node flags, on a fresh PostgreSQL database `gz_load_<ts>` with the demo
 * data and enough owners for every ballot and answer), on loopback.
 * 1. Mixed workload (SMS logins, workbench list pages, ballots, questionnaire answers, QR login
 *    polls, notice reads; bench/support/load-workload.ts) at 300 requests a second, spread evenly
 *    over each second (runMixedLoad says why), for LOAD_SECONDS (default 300) after a 10 s warm-up. Targets: zero 5xx, p99 ≤ 100 ms, server RSS growth ≤ 10 %
 *    (VmRSS sampled every second; the start figure is taken after the warm-up).
 * 2. 1,000 QR login pages polling every 2 s (500 requests a second) for QR_SECONDS (default 60).
 *    Target: p99 ≤ 20 ms.
 * Latencies are per request, from the client (autocannon's own timing for phase 1).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS, verdict } from './support/child';
import { createLoadDatabase, seedLoadFixture } from './support/load-fixture';
import { makeQrKeys, mixedWorkload, ownersFor, runMixedLoad, runQrPollers } from './support/load-workload';
import { realClock } from './support/voting-db';

const RATE = Number(process.env.LOAD_RATE ?? 300);
const WARMUP_SECONDS = 10;
const POLLERS = 1_000;
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 300);
const QR_SECONDS = Number(process.env.QR_SECONDS ?? 60);
const PORT = Number(process.env.LOAD_PORT ?? 8307);
const BASE = `http://127.0.0.1:${PORT}`;

function ms(value: number): string {
  return `${value.toFixed(1)} ms`;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 102.4) / 10;
}

/** CPU seconds (user + system) the process has used: /proc/<pid>/stat fields 14 and 15, in ticks of 10 ms. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /, '')
    .split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function waitForServer(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}`);
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start in 120 s');
}

const database = await createLoadDatabase();
const dataDir = await mkdtemp(join(tmpdir(), 'gz-bench-load-'));
let server: ChildProcess | undefined;
try {
  const owners = ownersFor(RATE, LOAD_SECONDS + WARMUP_SECONDS);
  const seedStarted = performance.now();
  const fixture = await seedLoadFixture(database.handle.db, realClock, owners);
  await database.close();
  console.log(
    `database: ${database.url.replace(/.*\//, '')}, ${owners} owners with sessions, a vote, a questionnaire, a notice ` +
      `(${((performance.now() - seedStarted) / 1000).toFixed(1)} s)`,
  );
  const main = fileURLToPath(new URL('../apps/server/src/main.ts', import.meta.url));
  // LOAD_SERVER_FLAGS adds Node flags to the server alone, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const extraFlags = (process.env.LOAD_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
  server = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...extraFlags, '--import', 'tsx', main], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      LOG_LEVEL: 'warn',
      // The load comes from one loopback address: the per-IP limits would refuse it as abuse.
      RATE_LIMIT_ALLOW_LIST: '127.0.0.1',
    },
  });
  await waitForServer(server);
  const pid = server.pid ?? 0;
  const qrKeys = await makeQrKeys(BASE, POLLERS);
  const workload = mixedWorkload(fixture, qrKeys.slice(0, 100), 19_900_000_000);
  // The figures depend on what else runs on the machine: say so with them.
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
  console.log(`machine load average (1, 5, 15 min) at the start: ${load()}`);
  const rssBefore = rssMb(pid);
  await runMixedLoad({ url: BASE, workload, rate: RATE, seconds: WARMUP_SECONDS });
  const rssStart = rssMb(pid);
  const cpuStart = cpuSeconds(pid);
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(rssMb(pid)), 1000);
  const mixed = await runMixedLoad({
    url: BASE,
    workload,
    rate: RATE,
    seconds: LOAD_SECONDS,
  });
  clearInterval(sampler);
  const rssEnd = rssMb(pid);
  const cpuUsed = cpuSeconds(pid) - cpuStart;
  const rssPeak = Math.max(rssEnd, ...samples);
  const growth = ((rssEnd - rssStart) / rssStart) * 100;
  const { latency } = mixed;
  console.log(
    `\nmixed workload, ${RATE}/s target for ${LOAD_SECONDS} s (${RATE} connections at 1/s each, started evenly over a second; after a ${WARMUP_SECONDS} s warm-up): ` +
      `${mixed.requests} requests (${mixed.ratePerSecond.toFixed(0)}/s), ${mixed.errors} errors, ${mixed.timeouts} timeouts`,
  );
  console.log(
    `latency p50 ${ms(latency.p50)}, p95 ${ms(latency.p95)}, p99 ${ms(latency.p99)} ${verdict(latency.p99 <= 100)} (≤ 100 ms), max ${ms(latency.max)}`,
  );
  console.log(
    `5xx: ${mixed.status5xx} ${verdict(mixed.status5xx === 0 && mixed.errors === 0)} (zero, and no errors)`,
  );
  console.log(`non-2xx by status: ${JSON.stringify(mixed.nonOkByStatus)}`);
  for (const sample of mixed.samples) console.log(`  ${sample}`);
  console.log('per route (client-side ms):');
  for (const [label, route] of Object.entries(mixed.routes))
    console.log(
      `  ${label.padEnd(15)} ${String(route.count).padStart(7)} requests  p50 ${ms(route.p50).padStart(9)}  ` +
        `p99 ${ms(route.p99).padStart(9)}  max ${ms(route.max).padStart(9)}  non-2xx ${route.non2xx}`,
    );
  console.log(
    `server RSS: ${rssBefore} MB before the warm-up, ${rssStart} MB at the start, ${rssEnd} MB at the end ` +
      `(peak ${rssPeak} MB); growth ${growth.toFixed(1)} % ${verdict(growth <= 10)} (≤ 10 %)`,
  );
  const quarters = [0.25, 0.5, 0.75].map((at) => samples[Math.floor(samples.length * at)] ?? 0);
  console.log(`server RSS at 25 / 50 / 75 % of the run: ${quarters.join(' / ')} MB`);
  // On a busy machine the rate reached says little alone: the server's own CPU per request says
  // whether one process can carry the target rate (300/s needs ≤ 3.3 ms a request on one core).
  console.log(
    `server CPU: ${cpuUsed.toFixed(1)} s for ${mixed.requests} requests, ${((cpuUsed * 1000) / mixed.requests).toFixed(2)} ms a request ` +
      `(${((cpuUsed / LOAD_SECONDS) * 100).toFixed(0)} % of one core)`,
  );
  const used = workload.used();
  console.log(`used: ${used.ballots} ballots, ${used.answers} answers of ${owners} owners`);

  console.log(`machine load average after the mixed workload: ${load()}`);
  const polls = await runQrPollers(BASE, qrKeys, 2000, QR_SECONDS);
  console.log(
    `\nQR login polling, ${POLLERS} pages every 2 s for ${QR_SECONDS} s: ${polls.polls} polls ` +
      `(${(polls.polls / QR_SECONDS).toFixed(0)}/s), ${polls.failures} failed; p50 ${polls.p50.toFixed(1)} ms, ` +
      `p99 ${polls.p99.toFixed(1)} ms ${verdict(polls.p99 <= 20 && polls.failures === 0)} (≤ 20 ms), max ${polls.max.toFixed(1)} ms`,
  );
  console.log(`machine load average at the end: ${load()}`);
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
}
