/**
 * npm run bench:questionnaire-stats: the results of a questionnaire of 20 questions answered by
 * 30,000 owners (issue 6), on PostgreSQL (DATABASE_URL's server, a fresh database made and dropped).
 * Measured: the results through the whole app (GET /v1/intentionSolicitation/info with auth, guard,
 * zod and serialisation) and the service alone, against the bare aggregate SQL (the repository's
 * statements for joinNum, per-option and per-question counts on the raw driver).
 * p50 of 20 interleaved runs. Targets: ≤ 300 ms and ≤ 1.5× the bare SQL.
 * `-- --owners N --questions Q` for a smaller run (the figures then say so).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import type { Clock } from '../apps/server/src/common/clock';
import { loadConfig } from '../apps/server/src/config';
import { createQuestionnaireService } from '../apps/server/src/modules/questionnaire/service';
import { median, verdict } from './support/child';
import {
  COMMUNITY,
  numberFlag,
  OPTIONS_PER_QUESTION,
  prepareQuestionnaireBench,
} from './support/questionnaire-db';

const RUNS = 20;
const OWNERS = numberFlag('owners', 30_000);
const QUESTIONS = numberFlag('questions', 20);
const bench = await prepareQuestionnaireBench(OWNERS, QUESTIONS);
const dataDir = await mkdtemp(join(tmpdir(), 'gz-bench-qn-stats-'));
try {
  const db = bench.handle.db;
  const id = bench.solicitationId;
  // Every owner answered: one option of a single choice, two of a multiple choice, text for a third.
  await db.execute(sql`insert into intention_answers (solicitation_id, user_id, created_at)
    select ${id}, u.id, now() from users u where u.user_code like 'QU%'`);
  await db.execute(sql`with opts as (
      select o.id, o.question_id, (row_number() over (partition by o.question_id order by o.sort) - 1)::int as k
      from intention_options o join intention_questions q on q.id = o.question_id where q.solicitation_id = ${id})
    insert into intention_answer_items (answer_id, solicitation_id, question_id, option_id, text)
    select a.id, ${id}, q.id, o.id, null
    from intention_answers a
    join intention_questions q on q.solicitation_id = a.solicitation_id
    join opts o on o.question_id = q.id
    where a.solicitation_id = ${id}
      and (o.k = (a.user_id + q.sort) % ${OPTIONS_PER_QUESTION}
        or (q.question_type = 'MULTIPLE_CHOICE' and o.k = (a.user_id + q.sort + 1) % ${OPTIONS_PER_QUESTION}))`);
  await db.execute(sql`insert into intention_answer_items (answer_id, solicitation_id, question_id, option_id, text)
    select a.id, ${id}, q.id, null, '意见' || a.user_id
    from intention_answers a join intention_questions q on q.solicitation_id = a.solicitation_id
    where a.solicitation_id = ${id} and q.question_type in ('SINGLE_LINE_TEXT', 'MULTI_LINE_TEXT')
      and a.user_id % 3 = 0`);
  await db.execute(sql`analyze`);
  const items = (
    (await db.execute(
      sql`select count(*)::int as n from intention_answer_items where solicitation_id = ${id}`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0]?.n;

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
  await app.ready();
  const url = `/v1/intentionSolicitation/info?communityInfoCode=${COMMUNITY}&intentionSolicitationId=${bench.solicitationCode}`;
  const service = createQuestionnaireService({ db, clock: { now: () => new Date() } as Clock });
  // The statements the repository sends for the results (joinCounts, optionCounts).
  const statements = [
    'select solicitation_id, count(*)::int from intention_answers where solicitation_id = any($1) group by solicitation_id',
    'select option_id, count(*)::int from intention_answer_items where solicitation_id = $1 and option_id is not null group by option_id',
    'select question_id, count(distinct answer_id)::int from intention_answer_items where solicitation_id = $1 group by question_id',
  ];
  const bare = async () => {
    await bench.pool.query(statements[0] ?? '', [[id]]);
    await bench.pool.query(statements[1] ?? '', [id]);
    await bench.pool.query(statements[2] ?? '', [id]);
  };
  const check = (joinNum: number, questions: number) => {
    if (joinNum !== OWNERS || questions !== QUESTIONS) throw new Error(`unexpected ${joinNum}/${questions}`);
  };
  const endpoint = async () => {
    const response = await app.inject({ method: 'GET', url, headers: { token: 'qbench-director' } });
    if (response.statusCode !== 200) throw new Error(response.body);
    const data = (response.json() as { data: { joinNum: number; questions: unknown[] } }).data;
    check(data.joinNum, data.questions.length);
  };
  const results = async () => {
    const info = await service.info(bench.access, bench.solicitationCode);
    check(info.joinNum, info.questions.length);
  };
  const time = async (work: () => Promise<void>) => {
    const started = performance.now();
    await work();
    return performance.now() - started;
  };
  for (let warm = 0; warm < 3; warm += 1) {
    await endpoint();
    await results();
    await bare();
  }
  const api: number[] = [];
  const svc: number[] = [];
  const raw: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    api.push(await time(endpoint));
    svc.push(await time(results));
    raw.push(await time(bare));
  }
  const [apiMs, svcMs, rawMs] = [median(api), median(svc), median(raw)];
  const scale = OWNERS === 30_000 && QUESTIONS === 20 ? '' : ' (reduced scale: not the issue target)';
  console.log(`${QUESTIONS} questions × ${OWNERS} owners, ${items} answer items${scale}`);
  console.log(`bare aggregate SQL: p50 ${rawMs.toFixed(1)} ms`);
  console.log(
    `results (service info: aggregates + questions + DTO): p50 ${svcMs.toFixed(1)} ms ${verdict(svcMs <= 300)} (≤ 300 ms); ratio ${(svcMs / rawMs).toFixed(2)}×`,
  );
  console.log(
    `GET /v1/intentionSolicitation/info (whole app): p50 ${apiMs.toFixed(1)} ms ${verdict(apiMs <= 300)} (≤ 300 ms); ratio ${(apiMs / rawMs).toFixed(2)}× ${verdict(apiMs / rawMs <= 1.5)} (≤ 1.5×)`,
  );
  await app.close();
} finally {
  await bench.drop();
  await rm(dataDir, { recursive: true, force: true });
}
