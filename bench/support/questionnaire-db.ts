import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Clock } from '../../apps/server/src/common/clock';
import { type DbHandle, openPostgres } from '../../apps/server/src/db/client';
import { runMigrations } from '../../apps/server/src/db/migrate';
import * as schema from '../../apps/server/src/db/schema';
import { seedDemoData } from '../../apps/server/src/db/seed/seed-demo';
import { intentionSolicitations } from '../../apps/server/src/db/tables/questionnaire';
import type { CommunityAccess } from '../../apps/server/src/modules/community/access-service';
import { createQuestionnaireService } from '../../apps/server/src/modules/questionnaire/service';

/**
 * Data for the questionnaire benchmarks (issue 6): a fresh PostgreSQL database (on DATABASE_URL's
 * server, dropped afterwards) where 幸福里 holds `owners` houses of as many certified owners, each
 * with an owner session `qbench-{userId}`, the director's web session `qbench-director`, and one
 * questionnaire in progress over the whole community.
 */

const SERVER_URL =
  process.env.DATABASE_URL ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const COMMUNITY = 'XFL001';
export const OPTIONS_PER_QUESTION = 4;
const realClock: Clock = { now: () => new Date() } as Clock;

/** `--name value` from the command line, as a number, or the default. */
export function numberFlag(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : fallback;
}

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Question i: a quarter of them text (single / multi-line), the rest single and multiple choice. */
export function questionTypeOf(index: number) {
  const types = ['SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'SINGLE_CHOICE', 'SINGLE_LINE_TEXT'] as const;
  return index % 8 === 7 ? ('MULTI_LINE_TEXT' as const) : (types[index % types.length] ?? 'SINGLE_CHOICE');
}

export type QuestionnaireBench = {
  handle: DbHandle;
  pool: pg.Pool;
  communityId: number;
  access: CommunityAccess;
  solicitationId: number;
  solicitationCode: string;
  ownerIds: number[];
  drop: () => Promise<void>;
};

export async function prepareQuestionnaireBench(
  owners: number,
  questions: number,
): Promise<QuestionnaireBench> {
  const name = `gz_bench_qn_${randomBytes(4).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 60);
  const drop = async () => {
    await handle.close();
    await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  if (handle.kind !== 'pg') throw new Error('PostgreSQL only');
  await runMigrations(handle);
  await seedDemoData(handle.db);
  const db = handle.db;
  const [community] = await db
    .select()
    .from(schema.communities)
    .where(eq(schema.communities.communityInfoCode, COMMUNITY));
  if (!community) throw new Error(`no community ${COMMUNITY}`);
  const perBuilding = Math.ceil(owners / 50);
  // 50 buildings; the houses, one owner each, are numbered 0..owners-1 across them.
  await db.execute(sql`insert into buildings (building_code, community_id, building_name, building_attribute, unit_count, floor_count, sort)
    select 'QB' || b, ${community.id}, 'Q' || b || '栋', 'HIGH_RISE', 1, 40, 100 + b from generate_series(1, 50) b`);
  await db.execute(sql`insert into houses (house_code, community_id, building_id, unit_no, floor, house_no, register_area)
    select 'QH' || n, ${community.id}, b.id, '1', (n % ${perBuilding}) / 10 + 1, 'Q' || n, 9000
    from generate_series(0, ${owners - 1}) n
    join buildings b on b.community_id = ${community.id} and b.building_code = 'QB' || (n / ${perBuilding} + 1)`);
  await db.execute(sql`insert into users (user_code, mobile, owner_name)
    select 'QU' || h.id, '176' || lpad(h.id::text, 8, '0'), '业主' || h.id
    from houses h where h.community_id = ${community.id} and h.house_code like 'QH%'`);
  await db.execute(sql`insert into owner_houses (user_id, house_id, relation_type, info_state, source)
    select u.id, h.id, 'OWNER', 'CORRECT_INFO', 'IMPORT' from houses h
    join users u on u.user_code = 'QU' || h.id where h.community_id = ${community.id} and h.house_code like 'QH%'`);
  await db.execute(sql`insert into sessions (token_hash, user_id, kind, expires_at, last_seen_at)
    select encode(sha256(convert_to('qbench-' || u.id, 'UTF8')), 'hex'), u.id, 'OWNER', now() + interval '1 day', now()
    from users u where u.user_code like 'QU%'`);
  const [staff] = await db.select().from(schema.users).where(eq(schema.users.mobile, '13800000001'));
  if (!staff) throw new Error('no director');
  await db.execute(sql`insert into sessions (token_hash, user_id, kind, expires_at, last_seen_at)
    values (encode(sha256(convert_to('qbench-director', 'UTF8')), 'hex'), ${staff.id}, 'WEB_COMMUNITY',
      now() + interval '1 day', now())`);

  const access = { community, roles: ['COMMITTEE_DIRECTOR'], permissions: [] } as unknown as CommunityAccess;
  const service = createQuestionnaireService({ db, clock: realClock });
  const now = Date.now();
  const created = await service.create(access, staff.id, {
    communityInfoCode: COMMUNITY,
    title: '基准测试问卷',
    desc: '',
    descFile: [],
    mvcFile: [],
    signAttachment: [],
    tagIds: [],
    scopeType: 'COMMUNITY',
    buildingCodes: [],
    startDate: new Date(now - 60_000).toISOString(),
    endDate: new Date(now + 7 * 86_400_000).toISOString(),
    questions: Array.from({ length: questions }, (_, index) => {
      const type = questionTypeOf(index);
      const choice = type === 'SINGLE_CHOICE' || type === 'MULTIPLE_CHOICE';
      return {
        title: `问题${index + 1}`,
        type,
        required: false,
        descFile: [],
        options: choice
          ? Array.from({ length: OPTIONS_PER_QUESTION }, (_, option) => ({
              content: `选项${option + 1}`,
              descFile: [],
            }))
          : [],
      };
    }),
  });
  const [row] = await db
    .select({ id: intentionSolicitations.id })
    .from(intentionSolicitations)
    .where(eq(intentionSolicitations.solicitationCode, created.intentionSolicitationId));
  if (!row) throw new Error('no questionnaire');
  const ownerIds = (
    (await db.execute(sql`select id from users where user_code like 'QU%' order by id`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows.map((owner) => owner.id);
  await db.execute(sql`analyze`);
  return {
    handle,
    pool: handle.pool,
    communityId: community.id,
    access,
    solicitationId: row.id,
    solicitationCode: created.intentionSolicitationId,
    ownerIds,
    drop,
  };
}

/**
 * Owner n's answers (deterministic, every option chosen by someone): one option of a single choice,
 * two of a multiple choice, a short text on text questions for every third owner.
 */
export function benchAnswers(
  questions: readonly { questionId: number; type: string; options: { optionId: number }[] }[],
  n: number,
) {
  return questions.flatMap((question, index) => {
    const pick = (shift: number) => question.options[(n + index + shift) % question.options.length]?.optionId;
    if (question.type === 'SINGLE_CHOICE')
      return [{ questionId: question.questionId, optionIds: [pick(0) ?? 0], text: '' }];
    if (question.type === 'MULTIPLE_CHOICE')
      return [{ questionId: question.questionId, optionIds: [pick(0) ?? 0, pick(1) ?? 0], text: '' }];
    return n % 3 === 0 ? [{ questionId: question.questionId, optionIds: [], text: `意见${n}` }] : [];
  });
}
