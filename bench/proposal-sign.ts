/**
 * npm run bench:proposal-sign: 30,000 owners (one house each) sign a proposal by typed name through
 * the HTTP API (POST /v1/owner/proposal/sign on a listening server, 50 connections), on PostgreSQL
 * (DATABASE_URL's server, a fresh database made and dropped); then the shares of heads and area are
 * read through GET /v1/proposal/info (p50 of 10 runs). Checks: zero errors, one signature per owner.
 * The issue names no proposal target; the ≤ 300 ms of the questionnaire results is printed as a guide.
 * `-- --owners N` for a smaller run (the figures then say so).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import type { Clock } from '../apps/server/src/common/clock';
import { loadConfig } from '../apps/server/src/config';
import { createProposalService } from '../apps/server/src/modules/proposal/service';
import { median, peakRssMb, verdict } from './support/child';
import { COMMUNITY, numberFlag, prepareQuestionnaireBench } from './support/questionnaire-db';

const CONNECTIONS = 50;
const OWNERS = numberFlag('owners', 30_000);
const bench = await prepareQuestionnaireBench(OWNERS, 1);
const dataDir = await mkdtemp(join(tmpdir(), 'gz-bench-proposal-sign-'));
try {
  const db = bench.handle.db;
  const proposals = createProposalService({ db, clock: { now: () => new Date() } as Clock });
  const director = (
    (await db.execute(sql`select id from users where mobile = '13800000001'`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows[0];
  const now = Date.now();
  const proposal = await proposals.create(bench.access, { userId: director?.id ?? 0 } as never, {
    communityInfoCode: COMMUNITY,
    title: '基准测试提案',
    proposalType: 'OTHER',
    content: '<p>基准测试</p>',
    startDate: new Date(now - 60_000).toISOString(),
    endDate: new Date(now + 7 * 86_400_000).toISOString(),
    materialAttachments: [],
    signAttachment: [],
  });
  const names = new Map(
    (
      (await db.execute(
        sql`select id, owner_name as name from users where user_code like 'QU%'`,
      )) as unknown as {
        rows: { id: number; name: string }[];
      }
    ).rows.map((row) => [row.id, row.name]),
  );
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JOB_WORKER: 'off',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'http://bench',
      WEB_DIST: '/nonexistent',
      RATE_LIMIT_ALLOW_LIST: '127.0.0.1',
    }),
    db,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  let next = 0;
  let failures = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < bench.ownerIds.length) {
      const ownerId = bench.ownerIds[next];
      next += 1;
      if (ownerId === undefined) continue;
      const response = await fetch(`${address}/v1/owner/proposal/sign`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: `qbench-${ownerId}` },
        body: JSON.stringify({
          proposalId: proposal.proposalId,
          signType: 'TYPED_NAME',
          signName: names.get(ownerId) ?? '',
        }),
      });
      if (response.status !== 200) {
        failures += 1;
        if (failures < 5) console.error(response.status, await response.text());
      } else await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const signMs = performance.now() - started;
  const [count] = (
    (await db.execute(
      sql`select count(*)::int as n from proposal_fills f join proposals p on p.id = f.proposal_id where p.proposal_code = ${proposal.proposalId}`,
    )) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  const infoUrl = `${address}/v1/proposal/info?communityInfoCode=${COMMUNITY}&proposalId=${proposal.proposalId}`;
  const infoTimes: number[] = [];
  for (let run = 0; run < 13; run += 1) {
    const at = performance.now();
    const response = await fetch(infoUrl, { headers: { token: 'qbench-director' } });
    const body = (await response.json()) as { data: { statistics: { signedHeads: number } } };
    if (response.status !== 200 || body.data.statistics.signedHeads < OWNERS)
      throw new Error('unexpected info');
    if (run >= 3) infoTimes.push(performance.now() - at);
  }
  await app.close();
  const infoMs = median(infoTimes);
  const scale = OWNERS === 30_000 ? '' : ' (reduced scale)';
  console.log(
    `HTTP API, ${CONNECTIONS} connections: ${bench.ownerIds.length} signatures in ${(signMs / 1000).toFixed(1)} s ` +
      `(${Math.round((bench.ownerIds.length / signMs) * 1000)}/s), ${failures} failed ${verdict(failures === 0)}; ` +
      `signatures stored: ${count?.n} ${verdict(count?.n === bench.ownerIds.length)}; peak RSS ${peakRssMb()} MB${scale}`,
  );
  console.log(
    `GET /v1/proposal/info (shares of heads and area): p50 ${infoMs.toFixed(1)} ms ${verdict(infoMs <= 300)} (guide: ≤ 300 ms)${scale}`,
  );
} finally {
  await bench.drop();
  await rm(dataDir, { recursive: true, force: true });
}
