import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { type DbHandle, openPglite, openPostgres } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { applyPgliteWasmFlags } from '../../src/db/pglite-wasm-flags';
import * as schema from '../../src/db/schema';
import { seedDemoData } from '../../src/db/seed/seed-demo';
import type { CommunityAccess } from '../../src/modules/community/access-service';
import { createVotingService } from '../../src/modules/voting/service';
import { adminQuery, withDatabase } from './pg-admin';

const SERVER_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** Where the crash runs keep their data: a PGlite data directory, or a fresh PostgreSQL database. */
export type CrashStore = {
  engine: 'pglite' | 'pg';
  /** DATA_DIR of the server (PGlite's files are under `<dataDir>/db`; stored files under `files/`). */
  dataDir: string;
  databaseUrl: string | null;
  /** Opens the database in this process; only while no server runs (PGlite is single-process). */
  open: () => Promise<DbHandle>;
  drop: () => Promise<void>;
};

/**
 * A new store: PostgreSQL when `serverUrl` is given (a `gz_crash_<random>` database beside it),
 * else PGlite on disk under a temporary DATA_DIR, as `npm start` runs it.
 */
export async function createCrashStore(serverUrl: string | undefined): Promise<CrashStore> {
  const dataDir = await mkdtemp(join(tmpdir(), 'gz-crash-'));
  if (!serverUrl) {
    return {
      engine: 'pglite',
      dataDir,
      databaseUrl: null,
      open: async () => {
        applyPgliteWasmFlags();
        return openPglite(join(dataDir, 'db'));
      },
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `gz_crash_${randomBytes(5).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const databaseUrl = withDatabase(serverUrl, name);
  return {
    engine: 'pg',
    dataDir,
    databaseUrl,
    open: async () => {
      const handle = await openPostgres(databaseUrl, 2);
      if (handle.kind === 'pg') handle.pool.on('error', () => {});
      return handle;
    },
    drop: async () => {
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const CRASH_COMMUNITY = 'XFL001';
export const DIRECTOR_MOBILE = '13800000001';
export const VOTE_ISSUES = 4;

/** The owner session token of voter n (0-based), stored hashed as the server keeps tokens. */
export const ownerToken = (n: number) => `crash-owner-${n}`;

/**
 * Migrates and seeds the store (with the demo votes), then adds `owners` certified owners of one
 * house each in building 表决楼 of 幸福里 (certified community), an owner session per owner, and an
 * open vote of {@link VOTE_ISSUES} issues over that building with its roll frozen. Answers the
 * vote's code. Runs before the server starts, as a first `npm start` would migrate and seed.
 */
export async function prepareCrashStore(store: CrashStore, owners: number): Promise<{ votingCode: string }> {
  const handle = await store.open();
  try {
    await runMigrations(handle);
    await seedDemoData(handle.db);
    const db = handle.db;
    const [community] = await db
      .select()
      .from(schema.communities)
      .where(eq(schema.communities.communityInfoCode, CRASH_COMMUNITY));
    if (!community) throw new Error(`no community ${CRASH_COMMUNITY}`);
    await db.execute(sql`update communities set has_auth = 'YES' where id = ${community.id}`);
    await db.execute(sql`insert into buildings (building_code, community_id, building_name, building_attribute, unit_count, floor_count, sort)
      values ('CRASHB', ${community.id}, '表决楼', 'HIGH_RISE', 1, 100, 900)`);
    await db.execute(sql`insert into houses (house_code, community_id, building_id, unit_no, floor, house_no, register_area)
      select 'CRH' || n, ${community.id}, b.id, '1', (n / 100) + 1, 'V' || n, 9000
      from buildings b cross join generate_series(0, ${owners - 1}) n where b.building_code = 'CRASHB'`);
    await db.execute(sql`insert into users (user_code, mobile, owner_name)
      select 'UCR' || n, '176' || lpad(n::text, 8, '0'), '表决业主' || n from generate_series(0, ${owners - 1}) n`);
    await db.execute(sql`insert into owner_houses (user_id, house_id, relation_type, info_state, source)
      select u.id, h.id, 'OWNER', 'CORRECT_INFO', 'IMPORT' from houses h
      join users u on u.user_code = 'UCR' || substr(h.house_code, 4) where h.house_code like 'CRH%'`);
    await db.execute(sql`insert into sessions (token_hash, user_id, kind, expires_at, last_seen_at)
      select encode(sha256(convert_to('crash-owner-' || substr(u.user_code, 4), 'UTF8')), 'hex'), u.id, 'OWNER',
        now() + interval '1 day', now()
      from users u where u.user_code like 'UCR%'`);
    const [fresh] = await db.select().from(schema.communities).where(eq(schema.communities.id, community.id));
    const access = {
      community: fresh,
      roles: ['COMMITTEE_DIRECTOR'],
      permissions: [],
    } as unknown as CommunityAccess;
    const [director] = await db.select().from(schema.users).where(eq(schema.users.mobile, DIRECTOR_MOBILE));
    if (!director) throw new Error('no director');
    const voting = createVotingService({ db, clock: { now: () => new Date() } });
    const now = Date.now();
    const created = await voting.create(access, director.id, {
      communityInfoCode: CRASH_COMMUNITY,
      title: '断电测试表决',
      description: '',
      materialAttachments: [],
      votingRule: '',
      signAttachment: [],
      faceAuthorizationLetter: [],
      scopeType: 'BUILDING',
      buildingCodes: ['CRASHB'],
      houseCodes: [],
      startDate: new Date(now - 60_000).toISOString(),
      endDate: new Date(now + 7 * 86_400_000).toISOString(),
      issues: Array.from({ length: VOTE_ISSUES }, (_, index) => ({
        title: `议题${index + 1}`,
        description: '',
        issueTypeId: 4,
      })),
    });
    // Opening touch: freezes the roll as the first ballot would.
    await voting.info(access, created.votingCode);
    return { votingCode: created.votingCode };
  } finally {
    await handle.close();
  }
}

/** Answers a TCP port nobody listens on (the test's own server takes it right after). */
export function freePort(): Promise<number> {
  const fixed = Number(process.env.CRASH_PORT ?? 0);
  if (fixed > 0) return Promise.resolve(fixed);
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

export type RunningServer = {
  child: ChildProcess;
  baseUrl: string;
  /** What the process wrote to stderr (warnings and errors; LOG_LEVEL is warn). */
  stderr: () => string;
  /** SIGKILL: no shutdown hook, no flush, no transaction end; resolves once the process is gone. */
  kill: () => Promise<void>;
  /** SIGTERM and wait (the orderly shutdown of main.ts). */
  stop: () => Promise<void>;
};

/**
 * Starts `src/main.ts` as `npm start` does (tsx, the server's Node flags) on the store and waits
 * until /healthz answers. The job worker polls every 200 ms and takes over a job whose heartbeat is
 * older than `jobStaleSeconds` (a killed predecessor's).
 */
export async function startServer(
  store: CrashStore,
  port: number,
  options: { jobStaleSeconds?: number; timeoutMs?: number } = {},
): Promise<RunningServer> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=4', '--import', 'tsx', join(SERVER_ROOT, 'src/main.ts')],
    {
      cwd: SERVER_ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        DATA_DIR: store.dataDir,
        DATABASE_URL: store.databaseUrl ?? '',
        REDIS_URL: '',
        S3_BUCKET: '',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        WEB_DIST: '/nonexistent/web-dist',
        SMS_SEND_INTERVAL_SECONDS: '0',
        SMS_DAILY_LIMIT: '1000',
        RATE_LIMIT_ALLOW_LIST: '127.0.0.1',
        JOB_WORKER: 'inline',
        JOB_POLL_MS: '200',
        JOB_STALE_SECONDS: String(options.jobStaleSeconds ?? 3),
      },
    },
  );
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited on start (${child.exitCode ?? child.signalCode}): ${errors}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer /healthz in time: ${errors}`);
    }
    await sleep(100);
  }
  return {
    child,
    baseUrl,
    stderr: () => errors,
    kill: async () => {
      if (child.pid !== undefined && child.exitCode === null && child.signalCode === null)
        process.kill(child.pid, 'SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolveSleep) => setTimeout(resolveSleep, ms));
}
