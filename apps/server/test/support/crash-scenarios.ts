import { readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { idCardCheckChar } from '@gongzhi/domain/common/id-card';
import {
  HIGH_RISE_BUILDING_SHEET,
  HIGH_RISE_HOUSE_SHEET,
  highRiseBuildingColumns,
  highRiseHouseColumns,
} from '@gongzhi/domain/roster/import-rows';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { DbHandle } from '../../src/db/client';
import * as schema from '../../src/db/schema';
import type { CommunityAccess } from '../../src/modules/community/access-service';
import { writeXlsx } from '../../src/modules/file/export/xlsx-export';
import { createVotingService } from '../../src/modules/voting/service';
import {
  CRASH_COMMUNITY,
  type CrashStore,
  DIRECTOR_MOBILE,
  ownerToken,
  type RunningServer,
  sleep,
  startServer,
  VOTE_ISSUES,
} from './crash-server';

/** 600 houses a building: 2 units × 30 floors × 10, as the roster-import benchmark's file. */
const PER_BUILDING = 600;

/** A high-rise roster workbook of `houses` new houses (buildings `<prefix>1栋` …), an owner on each. */
export async function writeRosterFile(path: string, prefix: string, houses: number): Promise<void> {
  const buildings = Math.ceil(houses / PER_BUILDING);
  function* buildingRows() {
    for (let b = 1; b <= buildings; b += 1) yield [`${prefix}${b}栋`, 2, 30];
  }
  function* houseRows() {
    for (let index = 0; index < houses; index += 1) {
      const building = Math.floor(index / PER_BUILDING) + 1;
      const within = index % PER_BUILDING;
      const unit = Math.floor(within / 300) + 1;
      const floor = Math.floor((within % 300) / 10) + 1;
      const first17 = `44030519900101${String(index % 1000).padStart(3, '0')}`;
      yield [
        `${prefix}${building}栋`,
        String(unit),
        floor,
        `${floor}${String((within % 10) + 1).padStart(2, '0')}`,
        (8000 + (index % 6000)) / 100,
        `业主${prefix}${index}`,
        `139${String(index).padStart(8, '0')}`,
        '居民身份证',
        `${first17}${idCardCheckChar(first17)}`,
      ];
    }
  }
  await writeXlsx(path, [
    {
      name: HIGH_RISE_BUILDING_SHEET,
      columns: highRiseBuildingColumns.map((c) => ({ header: c.header })),
      rows: buildingRows(),
    },
    {
      name: HIGH_RISE_HOUSE_SHEET,
      columns: highRiseHouseColumns.map((c) => ({ header: c.header })),
      rows: houseRows(),
    },
  ]);
}

/** A multipart body of one file field (built here: the test fixtures load exceljs before its fix). */
function multipartBody(fileName: string, data: Buffer) {
  const boundary = '----gongzhi-crash-boundary';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

type Envelope<T> = { code: number; message: string; data: T };

async function call<T>(
  server: RunningServer,
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.token ? { token: init.token } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

/** The SMS login of the workbench: outside production the send call answers the code. */
export async function loginDirector(server: RunningServer): Promise<string> {
  const sent = await call<{ devCode: string }>(server, '/v1/account/sendMobileCode', {
    body: { mobile: DIRECTOR_MOBILE },
  });
  if (sent.status !== 200) throw new Error(`sendMobileCode ${sent.status}: ${JSON.stringify(sent.body)}`);
  const login = await call<{ token: string }>(server, '/v1/account/mobileLogin', {
    body: { mobile: DIRECTOR_MOBILE, verificationCode: sent.body.data.devCode },
  });
  if (login.status !== 200) throw new Error(`mobileLogin ${login.status}: ${JSON.stringify(login.body)}`);
  return login.body.data.token;
}

export type RosterCounts = { buildings: number; houses: number; owners: number };

/** Committed roster rows of the crash community. */
export async function rosterCounts(handle: DbHandle): Promise<RosterCounts> {
  const result = (await handle.db.execute(sql`
    select (select count(*)::int from buildings where community_id = c.id) as buildings,
           (select count(*)::int from houses where community_id = c.id) as houses,
           (select count(*)::int from owner_houses oh join houses h on h.id = oh.house_id
             where h.community_id = c.id) as owners
    from communities c where c.community_info_code = ${CRASH_COMMUNITY}`)) as unknown as {
    rows: RosterCounts[];
  };
  const row = result.rows[0];
  if (!row) throw new Error('no community');
  return row;
}

export type ImportOutcome = { status: number | null; ms: number };

/**
 * POSTs the workbook to importOHCV2; `onSent` runs once the whole body is on the wire. Resolves
 * with the answer, or status null when the connection died (the server was killed).
 */
export function postImport(
  server: RunningServer,
  token: string,
  file: Buffer,
  onSent: () => void = () => {},
): Promise<ImportOutcome> {
  const body = multipartBody('roster.xlsx', file);
  const started = performance.now();
  const url = new URL(`${server.baseUrl}/v1/communityInfo/importOHCV2?communityInfoCode=${CRASH_COMMUNITY}`);
  return new Promise((resolveOutcome) => {
    const done = (status: number | null) =>
      resolveOutcome({ status, ms: Math.round(performance.now() - started) });
    const req = httpRequest(
      url,
      {
        method: 'POST',
        headers: { ...body.headers, token, 'content-length': String(body.payload.length) },
      },
      (response) => {
        response.resume();
        response.on('end', () => done(response.statusCode ?? null));
        response.on('error', () => done(null));
      },
    );
    req.on('error', () => done(null));
    req.end(body.payload, onSent);
  });
}

/**
 * Resolves once a transaction of `databaseUrl` holds a write lock on `houses` (the import's apply
 * transaction is inserting), polling pg_locks; false after `timeoutMs`.
 */
export async function waitForHouseWrites(databaseUrl: string, timeoutMs: number): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
         where l.relation = 'houses'::regclass and l.mode = 'RowExclusiveLock' and a.pid <> pg_backend_pid()`,
      );
      if ((rows[0]?.n ?? 0) > 0) return true;
      await sleep(5);
    }
    return false;
  } finally {
    await client.end();
  }
}

export type ImportCrashFigures = {
  rows: number;
  /** The uninterrupted import of the first file (the calibration of the PGlite kill moment). */
  fullImportMs: number;
  /** From the body of the second file sent to the kill. */
  killedAfterMs: number;
  /** How the kill moment was found: the apply transaction seen writing (PostgreSQL) or timed (PGlite). */
  killTrigger: 'houses write lock seen' | 'timed at 75% of the full import';
  /** The second import's answer: null when the kill cut it off. */
  answered: number | null;
  /** Committed roster after the first import, before the second. */
  before: RosterCounts;
  /** Committed roster after the kill, as the restarted server finds it. */
  afterKill: RosterCounts;
  restartMs: number;
};

/**
 * Imports file A to completion (timed), then file B of as many new houses and kills the server
 * while it applies B: on PostgreSQL once the apply transaction holds its write lock on houses, on
 * PGlite (one process: the database cannot be watched from outside) at 75% of A's time after the
 * body was sent, which lands in the apply transaction. Counts what is committed, then restarts on
 * the same data. `initial` are the counts before A.
 */
export async function importCrash(
  store: CrashStore,
  server: RunningServer,
  port: number,
  files: { first: string; second: string; rows: number; buildings: number },
  counts: () => Promise<RosterCounts>,
  initial: RosterCounts,
): Promise<{ server: RunningServer; figures: ImportCrashFigures }> {
  const token = await loginDirector(server);
  const first = await postImport(server, token, await readFile(files.first));
  if (first.status !== 200) throw new Error(`full import answered ${first.status}: ${server.stderr()}`);
  const before = {
    buildings: initial.buildings + files.buildings,
    houses: initial.houses + files.rows,
    owners: initial.owners + files.rows,
  };
  const second = await readFile(files.second);
  let sentAt = 0;
  let trigger: ImportCrashFigures['killTrigger'];
  const answer = postImport(server, token, second, () => {
    sentAt = performance.now();
  });
  if (store.databaseUrl) {
    trigger = 'houses write lock seen';
    if (!(await waitForHouseWrites(store.databaseUrl, 120_000))) throw new Error('import never wrote houses');
  } else {
    trigger = 'timed at 75% of the full import';
    while (sentAt === 0) await sleep(2);
    await sleep(Math.max(0, first.ms * 0.75 - (performance.now() - sentAt)));
  }
  const killedAt = performance.now();
  await server.kill();
  const outcome = await answer;
  const afterKill = await counts();
  const restartStarted = performance.now();
  const restarted = await startServer(store, port);
  return {
    server: restarted,
    figures: {
      rows: files.rows,
      fullImportMs: first.ms,
      killedAfterMs: Math.round(killedAt - sentAt),
      killTrigger: trigger,
      answered: outcome.status,
      before,
      afterKill,
      restartMs: Math.round(performance.now() - restartStarted),
    },
  };
}

type JobInfo = {
  jobId: string;
  status: string;
  progress: number;
  attempts: number;
  attachmentId: string | null;
};

export type JobCrashFigures = {
  /** Progress (0–100) the job had reported when the server was killed. */
  progressAtKill: number;
  restartMs: number;
  attemptsAtEnd: number;
  /** From the restart to SUCCESS_GENERATED (includes waiting out the stale heartbeat). */
  completedAfterRestartMs: number;
  pdfBytes: number;
};

/**
 * Starts the roster PDF (a download job reporting progress per page), kills the server while the
 * job is GENERATING part-way, restarts, and waits until the new process took the job over and
 * finished it; the stored PDF must download whole.
 */
export async function downloadJobCrash(
  store: CrashStore,
  server: RunningServer,
  port: number,
): Promise<{ server: RunningServer; figures: JobCrashFigures }> {
  const token = await loginDirector(server);
  const created = await call<JobInfo>(
    server,
    `/v1/house/generateOHCPdf?communityInfoCode=${CRASH_COMMUNITY}`,
    {
      token,
    },
  );
  if (created.status !== 200) throw new Error(`generateOHCPdf ${created.status}`);
  const jobId = created.body.data.jobId;
  const info = (target: RunningServer, auth: string) =>
    call<JobInfo>(target, `/v1/downloadJob/info?jobId=${jobId}`, { token: auth });
  let progressAtKill = -1;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const { body } = await info(server, token);
    if (body.data.status === 'SUCCESS_GENERATED')
      throw new Error('the job finished before it could be killed');
    if (body.data.status === 'GENERATING') {
      progressAtKill = body.data.progress;
      break;
    }
    await sleep(5);
  }
  if (progressAtKill < 0) throw new Error('the job never started');
  await server.kill();
  const restartStarted = performance.now();
  const restarted = await startServer(store, port);
  const restartMs = Math.round(performance.now() - restartStarted);
  const fresh = await loginDirector(restarted);
  let last: JobInfo | null = null;
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    last = (await info(restarted, fresh)).body.data;
    if (last.status === 'SUCCESS_GENERATED' || last.status === 'FAIL_GENERATED') break;
    await sleep(100);
  }
  const completedAfterRestartMs = Math.round(performance.now() - restartStarted);
  if (last?.status !== 'SUCCESS_GENERATED' || !last.attachmentId)
    throw new Error(`job did not complete after restart: ${JSON.stringify(last)} ${restarted.stderr()}`);
  const pdf = await fetch(`${restarted.baseUrl}/v1/api/cos/download?attachmentId=${last.attachmentId}`, {
    headers: { token: fresh },
  });
  const bytes = Buffer.from(await pdf.arrayBuffer());
  if (pdf.status !== 200 || bytes.subarray(0, 5).toString() !== '%PDF-' || !bytes.includes('%%EOF'))
    throw new Error(`stored PDF is not whole (${pdf.status}, ${bytes.length} bytes)`);
  return {
    server: restarted,
    figures: {
      progressAtKill,
      restartMs,
      attemptsAtEnd: last.attempts,
      completedAfterRestartMs,
      pdfBytes: bytes.length,
    },
  };
}

/** The choices of ballot n (every issue answered, all outcomes present). */
export function ballotChoices(n: number): Record<string, 'AGREE' | 'DISAGREE' | 'ABSTAIN' | null> {
  const options = ['AGREE', 'DISAGREE', 'ABSTAIN', null] as const;
  return Object.fromEntries(
    Array.from({ length: VOTE_ISSUES }, (_, i) => [String(i + 1), options[(n + i) % options.length] ?? null]),
  );
}

export type Acknowledged = { owner: number; ballotHash: string };

export type BallotCrashFigures = {
  owners: number;
  acknowledged: number;
  /** Requests that got no answer (in flight at the kill) or failed otherwise. */
  unanswered: number;
  refused: number;
  burstMs: number;
  restartMs: number;
  /**
   * After the restart: owners whose first cast got no answer cast again (200, or 409 when it had
   * committed unanswered), and those the burst never reached cast (200).
   */
  retried: { cast: number; alreadyVoted: number };
};

/**
 * `concurrency` owners at a time cast their ballot; once `killAfter` casts were answered 200 the
 * server is killed with the rest in flight. After a restart the owners without an answer cast again:
 * 200, or 409 when their ballot had committed without the answer reaching them.
 */
export async function ballotCrash(
  store: CrashStore,
  server: RunningServer,
  port: number,
  options: { votingCode: string; owners: number; killAfter: number; concurrency: number },
): Promise<{ server: RunningServer; acknowledged: Acknowledged[]; figures: BallotCrashFigures }> {
  const acknowledged: Acknowledged[] = [];
  const unanswered: number[] = [];
  let refused = 0;
  let next = 0;
  let killing: Promise<void> | null = null;
  const started = performance.now();
  const cast = async (target: RunningServer, owner: number) =>
    call<{ ballotHash: string }>(target, '/v1/owner/castVote', {
      token: ownerToken(owner),
      body: { votingCode: options.votingCode, choices: ballotChoices(owner) },
    });
  const worker = async () => {
    while (!killing && next < options.owners) {
      const owner = next;
      next += 1;
      try {
        const { status, body } = await cast(server, owner);
        if (status === 200) {
          acknowledged.push({ owner, ballotHash: body.data.ballotHash });
          if (acknowledged.length >= options.killAfter && !killing) killing = server.kill();
        } else {
          refused += 1;
          unanswered.push(owner);
        }
      } catch {
        unanswered.push(owner);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  await (killing ?? server.kill());
  const burstMs = Math.round(performance.now() - started);
  const restartStarted = performance.now();
  const restarted = await startServer(store, port);
  const restartMs = Math.round(performance.now() - restartStarted);
  const retried = { cast: 0, alreadyVoted: 0 };
  for (const owner of unanswered) {
    const { status, body } = await cast(restarted, owner);
    if (status === 200) {
      retried.cast += 1;
      acknowledged.push({ owner, ballotHash: body.data.ballotHash });
    } else if (status === 409) retried.alreadyVoted += 1;
    else throw new Error(`recast of owner ${owner}: ${status} ${JSON.stringify(body)}`);
  }
  // The owners the burst never reached vote on the restarted server.
  for (let owner = next; owner < options.owners; owner += 1) {
    const { status, body } = await cast(restarted, owner);
    if (status !== 200)
      throw new Error(`cast of owner ${owner} after restart: ${status} ${JSON.stringify(body)}`);
    acknowledged.push({ owner, ballotHash: body.data.ballotHash });
    retried.cast += 1;
  }
  return {
    server: restarted,
    acknowledged,
    figures: {
      owners: options.owners,
      acknowledged: acknowledged.length - retried.cast,
      unanswered: unanswered.length,
      refused,
      burstMs,
      restartMs,
      retried,
    },
  };
}

export type EvidenceFigures = {
  votings: number;
  invalid: string[];
  ballots: number;
  castEntries: number;
  missingAcknowledged: number;
  ballotsWithoutEntry: number;
  entriesWithoutBallot: number;
};

/**
 * With no server running: every acknowledged receipt is a stored ballot of that owner, every
 * ballot of the vote has its BALLOT_CAST entry and every such entry its ballot (nothing
 * half-written), and the evidence chain of every vote in the database verifies.
 */
export async function checkEvidence(
  handle: DbHandle,
  votingCode: string,
  acknowledged: readonly Acknowledged[],
): Promise<EvidenceFigures> {
  const db = handle.db;
  const [voting] = await db.select().from(schema.votings).where(eq(schema.votings.votingCode, votingCode));
  if (!voting) throw new Error('no vote');
  const ballots = await db
    .select({ chainHash: schema.votingBallots.chainHash, userCode: schema.users.userCode })
    .from(schema.votingBallots)
    .leftJoin(schema.users, eq(schema.users.id, schema.votingBallots.userId))
    .where(eq(schema.votingBallots.votingId, voting.id));
  const entries = await db
    .select({ hash: schema.evidenceChain.hash, type: schema.evidenceChain.type })
    .from(schema.evidenceChain)
    .where(eq(schema.evidenceChain.votingId, voting.id));
  const castHashes = new Set(entries.filter((e) => e.type === 'BALLOT_CAST').map((e) => e.hash));
  const ballotByHash = new Map(ballots.map((b) => [b.chainHash, b.userCode]));
  const missingAcknowledged = acknowledged.filter(
    (ack) => ballotByHash.get(ack.ballotHash) !== `UCR${ack.owner}`,
  ).length;
  const invalid: string[] = [];
  const service = createVotingService({ db, clock: { now: () => new Date() } });
  const all = await db.select().from(schema.votings);
  for (const row of all) {
    if (row.votingState === 'DRAFT') continue;
    const [community] = await db
      .select()
      .from(schema.communities)
      .where(eq(schema.communities.id, row.communityId));
    const access = { community, roles: [], permissions: [] } as unknown as CommunityAccess;
    const verdict = await service.verify(access, row.votingCode);
    if (!verdict.valid) invalid.push(`${row.votingCode} (first bad entry ${verdict.firstBadIndex})`);
  }
  return {
    votings: all.filter((row) => row.votingState !== 'DRAFT').length,
    invalid,
    ballots: ballots.length,
    castEntries: castHashes.size,
    missingAcknowledged,
    ballotsWithoutEntry: ballots.filter((b) => !castHashes.has(b.chainHash)).length,
    entriesWithoutBallot: [...castHashes].filter((hash) => !ballotByHash.has(hash)).length,
  };
}
