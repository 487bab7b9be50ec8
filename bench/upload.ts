/**
 * npm run bench:upload: a 20 MB file PUT over HTTP through the local storage adapter (signed
 * URL, streamed to disk with the size limit, magic-byte check, moved into place) against a raw
 * disk copy of the same file. Target: upload throughput ≥ 0.5× the copy.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openPglite } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { seedDemoData } from '../apps/server/src/db/seed/seed-demo';
import { median, verdict } from './support/child';

const SIZE = 20 * 1024 * 1024;
// Medians of 15 runs after one warm-up run each: single runs on a shared disk swing ±25%.
const RUNS = 15;

const dir = await mkdtemp(join(tmpdir(), 'gz-bench-upload-'));
const source = join(dir, 'source.pdf');
await writeFile(source, Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(SIZE - 9)]));

const handle = await openPglite();
await runMigrations(handle);
await seedDemoData(handle.db);
const config = loadConfig({
  NODE_ENV: 'development',
  LOG_LEVEL: 'silent',
  DATA_DIR: join(dir, 'data'),
  JOB_WORKER: 'off',
  WEB_DIST: '/nonexistent',
});
const app = await buildApp({ config, db: handle.db });
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

// The client runs on its own thread (a browser is another machine): its reading and sending of
// the file does not share the server's event loop, so the figure is the server's path.
const CLIENT = `
const { parentPort } = require('node:worker_threads');
const { createReadStream } = require('node:fs');
const { request } = require('node:http');
const { pipeline } = require('node:stream/promises');
parentPort.on('message', ({ url, headers, file }) => {
  const req = request(url, { method: 'PUT', headers }, (res) => {
    res.resume();
    res.on('end', () => parentPort.postMessage(res.statusCode));
  });
  req.on('error', (error) => parentPort.postMessage(String(error)));
  pipeline(createReadStream(file, { highWaterMark: 1024 * 1024 }), req).catch(() => undefined);
});`;
const client = new Worker(CLIENT, { eval: true });

function put(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    client.once('message', (status: number) => resolve(status));
    client.postMessage({ url, headers: { ...headers, 'content-length': String(SIZE) }, file: source });
  });
}

async function json<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const parsed = (await response.json()) as { code: number; data: T; message: string };
  if (parsed.code !== 200) throw new Error(`${path}: ${parsed.message}`);
  return parsed.data;
}

try {
  const mobile = '13800000001';
  const { devCode } = await json<{ devCode: string }>('/v1/account/sendMobileCode', { mobile });
  const { token } = await json<{ token: string }>('/v1/account/mobileLogin', {
    mobile,
    verificationCode: devCode,
  });

  // The floor of this machine: a bare node:http server piping the same PUT to disk, no framework.
  const bare = createServer((request, response) => {
    pipeline(request, createWriteStream(join(dir, 'bare.pdf'))).then(() => response.end('ok'));
  });
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;
  const bares: number[] = [];
  const uploads: number[] = [];
  const copies: number[] = [];
  for (let run = -1; run < RUNS; run += 1) {
    const signed = await json<{ url: string; headers: Record<string, string> }>(
      '/v1/api/cos/generatePresignedUrl',
      { sourceName: '基准测试.pdf', uploadType: 'TX_VOTING', size: SIZE },
      token,
    );
    const started = performance.now();
    const status = await put(`${base}${signed.url}`, signed.headers);
    if (status !== 200) throw new Error(`PUT answered ${status}`);
    const uploaded = performance.now() - started;

    const bareStarted = performance.now();
    await put(bareUrl, {});
    const bared = performance.now() - bareStarted;

    const copyStarted = performance.now();
    await pipeline(createReadStream(source), createWriteStream(join(dir, `copy-${run}.pdf`)));
    const copied = performance.now() - copyStarted;
    await rm(join(dir, `copy-${run}.pdf`), { force: true });
    if (run < 0) continue;
    uploads.push(uploaded);
    bares.push(bared);
    copies.push(copied);
  }
  const mbps = (ms: number) => SIZE / 1024 / 1024 / (ms / 1000);
  const upload = mbps(median(uploads));
  const copy = mbps(median(copies));
  console.log(`file: ${((await stat(source)).size / 1024 / 1024).toFixed(0)} MB, ${RUNS} runs, medians`);
  console.log(
    `upload through local adapter (HTTP PUT): ${median(uploads).toFixed(0)} ms → ${upload.toFixed(0)} MB/s`,
  );
  console.log(
    `raw disk copy (stream):                  ${median(copies).toFixed(0)} ms → ${copy.toFixed(0)} MB/s`,
  );
  const floor = mbps(median(bares));
  console.log(
    `bare node:http PUT → disk (floor):       ${median(bares).toFixed(0)} ms → ${floor.toFixed(0)} MB/s`,
  );
  console.log(
    `ratio ${(upload / copy).toFixed(2)}× (target ≥ 0.5×) ${verdict(upload / copy >= 0.5)}; floor ratio ${(floor / copy).toFixed(2)}×`,
  );
  bare.close();
} finally {
  await client.terminate();
  await app.close();
  await handle.close();
  await rm(dir, { recursive: true, force: true });
}
