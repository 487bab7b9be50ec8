/**
 * npm run bench:crash: kill -9 of the real server (src/main.ts in its own process) during a
 * 30,000-row roster import, during a download job (the roster PDF of the 30,000+ houses) and during
 * a burst of 3,000 ballots (50 at a time, killed after 1,000 answers), each followed by a restart
 * on the same data; on PGlite on disk and on PostgreSQL (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test; `-- --pglite-only` skips it). The CI test
 * apps/server/test/crash-safety.test.ts runs the same scenarios on 3,000 rows.
 * Pass: the import all or nothing, the job taken over and completed, every acknowledged ballot
 * stored with its receipt hash, no half-written ballot, every vote's evidence chain valid.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ballotCrash,
  checkEvidence,
  downloadJobCrash,
  importCrash,
  type RosterCounts,
  rosterCounts,
  writeRosterFile,
} from '../apps/server/test/support/crash-scenarios';
import {
  type CrashStore,
  createCrashStore,
  freePort,
  prepareCrashStore,
  type RunningServer,
  startServer,
} from '../apps/server/test/support/crash-server';
import { verdict } from './support/child';

const ROWS = 30_000;
const OWNERS = 3000;
const KILL_AFTER = 1000;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const same = (a: RosterCounts, b: RosterCounts) =>
  a.buildings === b.buildings && a.houses === b.houses && a.owners === b.owners;

async function run(engine: 'pglite' | 'pg', files: { first: string; second: string }): Promise<boolean> {
  const store: CrashStore = await createCrashStore(engine === 'pg' ? PG_URL : undefined);
  let server: RunningServer | null = null;
  const counts = async () => {
    const handle = await store.open();
    try {
      return await rosterCounts(handle);
    } finally {
      await handle.close();
    }
  };
  try {
    const { votingCode } = await prepareCrashStore(store, OWNERS);
    const initial = await counts();
    const port = await freePort();
    server = await startServer(store, port, { timeoutMs: 180_000 });

    let started = performance.now();
    const imported = await importCrash(
      store,
      server,
      port,
      { ...files, rows: ROWS, buildings: ROWS / 600 },
      counts,
      initial,
    );
    server = imported.server;
    const i = imported.figures;
    const all = {
      buildings: i.before.buildings + ROWS / 600,
      houses: i.before.houses + ROWS,
      owners: i.before.owners + ROWS,
    };
    const importOk =
      (same(i.afterKill, i.before) && i.answered === null) || (same(i.afterKill, all) && i.answered !== 400);
    console.log(
      `${engine} import: ${ROWS} rows, uninterrupted ${i.fullImportMs} ms; killed ${i.killedAfterMs} ms after the body (${i.killTrigger}), answer ${i.answered ?? 'none'}; ` +
        `houses before ${i.before.houses}, after kill ${i.afterKill.houses} (all would be ${all.houses}); owners ${i.before.owners} → ${i.afterKill.owners}; ` +
        `restart ${i.restartMs} ms; scenario ${Math.round(performance.now() - started)} ms ${verdict(importOk)} (all or nothing)`,
    );

    started = performance.now();
    const job = await downloadJobCrash(store, server, port);
    server = job.server;
    const j = job.figures;
    const jobOk = j.attemptsAtEnd === 2;
    console.log(
      `${engine} download job (roster PDF of ${i.afterKill.houses} houses): killed at ${j.progressAtKill}%; restart ${j.restartMs} ms; ` +
        `completed ${j.completedAfterRestartMs} ms after the restart began (stale heartbeat 3 s), attempt ${j.attemptsAtEnd}, ${j.pdfBytes} bytes; ` +
        `scenario ${Math.round(performance.now() - started)} ms ${verdict(jobOk)}`,
    );

    started = performance.now();
    const burst = await ballotCrash(store, server, port, {
      votingCode,
      owners: OWNERS,
      killAfter: KILL_AFTER,
      concurrency: 50,
    });
    server = burst.server;
    await server.stop();
    server = null;
    const b = burst.figures;
    const handle = await store.open();
    let evidenceOk = false;
    try {
      const e = await checkEvidence(handle, votingCode, burst.acknowledged);
      evidenceOk =
        e.missingAcknowledged === 0 &&
        e.ballotsWithoutEntry === 0 &&
        e.entriesWithoutBallot === 0 &&
        e.invalid.length === 0 &&
        e.ballots === OWNERS;
      console.log(
        `${engine} ballots: ${b.owners} owners, ${b.acknowledged} answered 200 in ${b.burstMs} ms before the kill, ${b.unanswered} in flight unanswered; ` +
          `restart ${b.restartMs} ms; after it ${b.retried.alreadyVoted} of the unanswered were already stored (409), ${b.retried.cast} cast anew; ` +
          `stored ${e.ballots} ballots / ${e.castEntries} BALLOT_CAST entries, acknowledged missing ${e.missingAcknowledged}, ` +
          `half-written ${e.ballotsWithoutEntry + e.entriesWithoutBallot}; chains of ${e.votings} votes, invalid ${e.invalid.length}; ` +
          `scenario ${Math.round(performance.now() - started)} ms ${verdict(evidenceOk)}`,
      );
    } finally {
      await handle.close();
    }
    return importOk && jobOk && evidenceOk;
  } finally {
    await server?.kill();
    await store.drop();
  }
}

const dir = await mkdtemp(join(tmpdir(), 'gz-bench-crash-'));
try {
  const files = { first: join(dir, 'a.xlsx'), second: join(dir, 'b.xlsx') };
  await writeRosterFile(files.first, '甲', ROWS);
  await writeRosterFile(files.second, '乙', ROWS);
  const engines = process.argv.includes('--pglite-only')
    ? (['pglite'] as const)
    : (['pglite', 'pg'] as const);
  let ok = true;
  for (const engine of engines) ok = (await run(engine, files)) && ok;
  process.exitCode = ok ? 0 : 1;
} finally {
  await rm(dir, { recursive: true, force: true });
}
