/**
 * Crash safety (kill -9): the real server (src/main.ts in its own process, on PGlite on disk or on
 * a fresh PostgreSQL database when TEST_DATABASE_URL is set) is killed with SIGKILL during a roster
 * import, during a download job and during a burst of ballots, and restarted on the same data.
 * The import is all-or-nothing, the job is taken over and completes, every ballot answered 200 is
 * stored with its receipt hash, nothing is half-written and every vote's evidence chain verifies.
 * Small figures here; `npm run bench:crash` runs the same scenarios with a 30,000-row import.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Acknowledged,
  ballotCrash,
  checkEvidence,
  downloadJobCrash,
  importCrash,
  type RosterCounts,
  rosterCounts,
  writeRosterFile,
} from './support/crash-scenarios';
import {
  type CrashStore,
  createCrashStore,
  freePort,
  prepareCrashStore,
  type RunningServer,
  startServer,
} from './support/crash-server';

const ROWS = 3000;
const OWNERS = 160;

let store: CrashStore;
let server: RunningServer | null = null;
let port: number;
let votingCode: string;
let workDir: string;
let initial: RosterCounts;

async function counts() {
  const handle = await store.open();
  try {
    return await rosterCounts(handle);
  } finally {
    await handle.close();
  }
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'gz-crash-files-'));
  store = await createCrashStore(process.env.TEST_DATABASE_URL || undefined);
  ({ votingCode } = await prepareCrashStore(store, OWNERS));
  await writeRosterFile(join(workDir, 'a.xlsx'), '甲', ROWS);
  await writeRosterFile(join(workDir, 'b.xlsx'), '乙', ROWS);
  initial = await counts();
  port = await freePort();
  server = await startServer(store, port);
}, 180_000);

afterAll(async () => {
  await server?.kill();
  await store?.drop();
  await rm(workDir, { recursive: true, force: true });
});

describe('kill -9 of the server', () => {
  it('during a roster import leaves all of it or none of it', async () => {
    if (!server) throw new Error('no server');
    const result = await importCrash(
      store,
      server,
      port,
      { first: join(workDir, 'a.xlsx'), second: join(workDir, 'b.xlsx'), rows: ROWS, buildings: ROWS / 600 },
      counts,
      initial,
    );
    server = result.server;
    const { before, afterKill, answered } = result.figures;
    console.log('import crash', JSON.stringify(result.figures));
    expect(answered === null || answered === 200).toBe(true);
    const all = {
      buildings: before.buildings + ROWS / 600,
      houses: before.houses + ROWS,
      owners: before.owners + ROWS,
    };
    // Killed before the answer: nothing of file B, or (committed just before the kill) all of it.
    expect([before, all]).toContainEqual(afterKill);
    if (answered === 200) expect(afterKill).toEqual(all);
  }, 120_000);

  it('during a download job: the restarted server takes the job over and completes it', async () => {
    if (!server) throw new Error('no server');
    const result = await downloadJobCrash(store, server, port);
    server = result.server;
    console.log('job crash', JSON.stringify(result.figures));
    expect(result.figures.progressAtKill).toBeLessThan(100);
    expect(result.figures.attemptsAtEnd).toBe(2);
  }, 120_000);

  let acknowledged: Acknowledged[] = [];
  it('during a burst of ballots keeps every acknowledged ballot and no half-written one', async () => {
    if (!server) throw new Error('no server');
    const result = await ballotCrash(store, server, port, {
      votingCode,
      owners: OWNERS,
      killAfter: 60,
      concurrency: 16,
    });
    server = result.server;
    acknowledged = result.acknowledged;
    console.log('ballot crash', JSON.stringify(result.figures));
    expect(result.figures.acknowledged).toBeGreaterThanOrEqual(60);
    expect(result.figures.refused).toBe(0);
    await server.stop();
    server = null;
    const handle = await store.open();
    try {
      const evidence = await checkEvidence(handle, votingCode, acknowledged);
      console.log('evidence', JSON.stringify(evidence));
      expect(evidence.missingAcknowledged).toBe(0);
      expect(evidence.ballotsWithoutEntry).toBe(0);
      expect(evidence.entriesWithoutBallot).toBe(0);
      // Every owner has voted by now: answered before the kill, or cast again after it.
      expect(evidence.ballots).toBe(OWNERS);
      expect(evidence.invalid).toEqual([]);
      expect(evidence.votings).toBeGreaterThan(1);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
