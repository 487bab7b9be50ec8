/**
 * npm run bench:voting-cast: 30,000 owners (30,000 houses, one each) cast their ballot on a vote of
 * 8 issues through the HTTP API (POST /v1/owner/castVote on a listening server, 50 connections
 * through fetch's keep-alive pool), on PostgreSQL (DATABASE_URL's server, fresh database). Baseline:
 * the sum of the bare SQL transaction times of the same ballots on the raw driver (lock the vote,
 * read the chain head, append the chain entry, insert the ballot, commit), one after another on a
 * second identical vote. Target: wall time of the API ≤ 1.5× that sum; exactly 30,000 ballots after.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appendEntry, type ChainEntry } from '@gongzhi/domain/voting/evidence-chain';
import { voterRefOf } from '@gongzhi/domain/voting/voter-ref';
import { eq, like, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import * as schema from '../apps/server/src/db/schema';
import { createVotingService } from '../apps/server/src/modules/voting/service';
import { peakRssMb, verdict } from './support/child';
import { benchChoices, COMMUNITY, ISSUES, prepareVotingBench, realClock } from './support/voting-db';

const CONNECTIONS = 50;
/** `-- --ballots N` casts only the first N ballots (API and baseline alike), for a quicker run. */
const flag = process.argv.indexOf('--ballots');
const LIMIT = flag >= 0 ? Number(process.argv[flag + 1]) : Number.POSITIVE_INFINITY;
const bench = await prepareVotingBench();
const dataDir = await mkdtemp(join(tmpdir(), 'gz-bench-voting-cast-'));
try {
  const db = bench.handle.db;
  const pool = bench.handle.kind === 'pg' ? bench.handle.pool : null;
  if (!pool) throw new Error('PostgreSQL only');
  const owners = await db
    .select({ id: schema.users.id, userCode: schema.users.userCode })
    .from(schema.users)
    .where(like(schema.users.userCode, 'UB%'))
    .orderBy(schema.users.id)
    .then((rows) => rows.slice(0, LIMIT));

  // Baseline: a second identical vote, ballots as bare SQL transactions, timed one by one.
  const voting = createVotingService({ db, clock: realClock });
  const [staff] = await db.select().from(schema.users).where(eq(schema.users.mobile, '13800000001'));
  const now = Date.now();
  const second = await voting.create(bench.access, staff?.id ?? 0, {
    communityInfoCode: COMMUNITY,
    title: '基准测试表决（基线）',
    votingRule: '',
    signAttachment: [],
    faceAuthorizationLetter: [],
    description: '',
    materialAttachments: [],
    scopeType: 'COMMUNITY',
    buildingCodes: [],
    houseCodes: [],
    startDate: new Date(now - 60_000).toISOString(),
    endDate: new Date(now + 7 * 86_400_000).toISOString(),
    issues: Array.from({ length: ISSUES }, (_, index) => ({
      title: `议题${index + 1}`,
      description: '',
      issueTypeId: 4,
    })),
  });
  await voting.info(bench.access, second.votingCode);
  const [baseRow] = await db
    .select()
    .from(schema.votings)
    .where(eq(schema.votings.votingCode, second.votingCode));
  const baseId = baseRow?.id ?? 0;
  const refKey = baseRow?.voterRefKey ?? '';
  const voters = (
    (await db.execute(sql`select v.id, v.voter_key as "voterKey", v.owner_user_ids[1] as "userId"
      from voting_voters v where v.voting_id = ${baseId}`)) as unknown as {
      rows: { id: number; voterKey: string; userId: number }[];
    }
  ).rows
    .filter((voter) => voter.userId !== null)
    .slice(0, LIMIT);
  await db.execute(sql`analyze`);
  const client = await pool.connect();
  let bareMs = 0;
  try {
    for (const [n, voter] of voters.entries()) {
      const choices = benchChoices(n);
      const started = performance.now();
      await client.query('begin');
      await client.query('select id from votings where id = $1 for update', [baseId]);
      const head = await client.query(
        'select seq, type, payload, at, prev, hash from evidence_chain where voting_id = $1 order by seq desc limit 1',
        [baseId],
      );
      const entry = appendEntry((head.rows[0] as ChainEntry | undefined) ?? null, {
        type: 'BALLOT_CAST',
        // What the server chains (issue #21 item 5): the voter's keyed reference, no user or houses.
        payload: { voterRef: voterRefOf(refKey, voter.voterKey), channel: 'ONLINE', choices },
        at: new Date().toISOString(),
      });
      await client.query(
        'insert into evidence_chain (voting_id, seq, type, payload, at, prev, hash) values ($1, $2, $3, $4, $5, $6, $7)',
        [baseId, entry.seq, entry.type, JSON.stringify(entry.payload), entry.at, entry.prev, entry.hash],
      );
      await client.query(
        `insert into voting_ballots (voting_id, voter_id, channel, user_id, choices, chain_hash, created_at)
         values ($1, $2, 'ONLINE', $3, $4, $5, now())`,
        [baseId, voter.id, voter.userId, JSON.stringify(choices), entry.hash],
      );
      await client.query('commit');
      bareMs += performance.now() - started;
    }
  } finally {
    client.release();
  }
  console.log(`bare SQL: ${voters.length} ballot transactions, sum ${(bareMs / 1000).toFixed(1)} s`);

  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JOB_WORKER: 'off',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'http://bench',
      WEB_DIST: '/nonexistent',
    }),
    db,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  let next = 0;
  let failures = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < owners.length) {
      const index = next;
      next += 1;
      const owner = owners[index];
      if (!owner) continue;
      const response = await fetch(`${address}/v1/owner/castVote`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: `bench-${owner.id}` },
        body: JSON.stringify({ votingCode: bench.votingCode, choices: benchChoices(index) }),
      });
      if (response.status !== 200) {
        failures += 1;
        if (failures < 5) console.error(response.status, await response.text());
      } else await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const apiMs = performance.now() - started;
  await app.close();
  const [count] = (
    (await db.execute(
      sql`select count(*)::int as n from voting_ballots where voting_id = ${bench.votingId}`,
    )) as unknown as { rows: { n: number }[] }
  ).rows;
  const ratio = apiMs / bareMs;
  console.log(
    `HTTP API, ${CONNECTIONS} connections: ${owners.length} ballots in ${(apiMs / 1000).toFixed(1)} s ` +
      `(${Math.round((owners.length / apiMs) * 1000)}/s), ${failures} failed; ballots after: ${count?.n} ${verdict(count?.n === owners.length)}; ` +
      `ratio to the bare SQL sum ${ratio.toFixed(2)}× ${verdict(ratio <= 1.5)} (≤ 1.5×); peak RSS ${peakRssMb()} MB`,
  );
} finally {
  await bench.drop();
  await rm(dataDir, { recursive: true, force: true });
}
