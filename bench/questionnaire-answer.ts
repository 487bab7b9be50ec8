/**
 * npm run bench:questionnaire-answer: 30,000 owners answer a questionnaire of 20 questions through
 * the HTTP API (POST /v1/owner/intentionSolicitation/answer on a listening server, 50 connections
 * through fetch's keep-alive pool), on PostgreSQL (DATABASE_URL's server, a fresh database made and
 * dropped). Target (issue 6): zero errors, and exactly one stored answer per owner afterwards.
 * `-- --owners N --questions Q` for a smaller run (the figures then say so).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createQuestionnaireService } from '../apps/server/src/modules/questionnaire/service';
import { peakRssMb, verdict } from './support/child';
import { benchAnswers, numberFlag, prepareQuestionnaireBench } from './support/questionnaire-db';

const CONNECTIONS = 50;
const OWNERS = numberFlag('owners', 30_000);
const QUESTIONS = numberFlag('questions', 20);
const bench = await prepareQuestionnaireBench(OWNERS, QUESTIONS);
const dataDir = await mkdtemp(join(tmpdir(), 'gz-bench-qn-answer-'));
try {
  const db = bench.handle.db;
  const service = createQuestionnaireService({ db, clock: { now: () => new Date() } as never });
  const { questions } = await service.info(bench.access, bench.solicitationCode);
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
      const index = next;
      next += 1;
      const ownerId = bench.ownerIds[index];
      if (ownerId === undefined) continue;
      const response = await fetch(`${address}/v1/owner/intentionSolicitation/answer`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: `qbench-${ownerId}` },
        body: JSON.stringify({
          intentionSolicitationId: bench.solicitationCode,
          answers: benchAnswers(questions, index),
        }),
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
      sql`select count(*)::int as n from intention_answers where solicitation_id = ${bench.solicitationId}`,
    )) as unknown as { rows: { n: number }[] }
  ).rows;
  const scale = OWNERS === 30_000 && QUESTIONS === 20 ? '' : ' (reduced scale: not the issue target)';
  console.log(
    `HTTP API, ${CONNECTIONS} connections, ${QUESTIONS} questions: ${bench.ownerIds.length} answers in ` +
      `${(apiMs / 1000).toFixed(1)} s (${Math.round((bench.ownerIds.length / apiMs) * 1000)}/s), ` +
      `${failures} failed ${verdict(failures === 0)}; answers stored: ${count?.n} ` +
      `${verdict(count?.n === bench.ownerIds.length)}; peak RSS ${peakRssMb()} MB${scale}`,
  );
} finally {
  await bench.drop();
  await rm(dataDir, { recursive: true, force: true });
}
