import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Clock } from '../../apps/server/src/common/clock';
import { type Db, type DbHandle, openPostgres } from '../../apps/server/src/db/client';
import { runMigrations } from '../../apps/server/src/db/migrate';
import * as schema from '../../apps/server/src/db/schema';
import { seedDemoData } from '../../apps/server/src/db/seed/seed-demo';
import type { CommunityAccess } from '../../apps/server/src/modules/community/access-service';
import { createQuestionnaireService } from '../../apps/server/src/modules/questionnaire/service';
import { createVotingService } from '../../apps/server/src/modules/voting/service';

/**
 * Data of the mixed load (issue 9, `npm run bench:load` and the server's load smoke test): 幸福里
 * certified with `owners` extra houses of as many certified owners (owner session `load-{userId}`),
 * the director's web session `load-director`, and one open vote, one questionnaire in progress and
 * one published notice over the whole community. Bulk SQL on any engine (PGlite or PostgreSQL).
 */

export const LOAD_COMMUNITY = 'XFL001';
export const LOAD_NOTICE_CODE = 'NLOAD00001';
export const LOAD_DIRECTOR_TOKEN = 'load-director';
const QUESTIONS = 6;
const ISSUES = 4;

export type LoadFixture = {
  ownerIds: number[];
  votingCode: string;
  issueCount: number;
  solicitationCode: string;
  questions: { questionId: number; type: string; options: { optionId: number }[] }[];
};

export async function seedLoadFixture(db: Db, clock: Clock, owners: number): Promise<LoadFixture> {
  const now = clock.now();
  const [community] = await db
    .select()
    .from(schema.communities)
    .where(eq(schema.communities.communityInfoCode, LOAD_COMMUNITY));
  if (!community) throw new Error(`no community ${LOAD_COMMUNITY}`);
  const id = community.id;
  const perBuilding = Math.ceil(owners / 20);
  // Session times follow the app's clock (the smoke test's is fake), not the database's now().
  const expires = new Date(now.getTime() + 86_400_000).toISOString();
  const seen = now.toISOString();
  await db.execute(sql`update communities set has_auth = 'YES' where id = ${id}`);
  await db.execute(sql`insert into buildings (building_code, community_id, building_name, building_attribute, unit_count, floor_count, sort)
    select 'LB' || b, ${id}, 'L' || b || '栋', 'HIGH_RISE', 1, 40, 200 + b from generate_series(1, 20) b`);
  await db.execute(sql`insert into houses (house_code, community_id, building_id, unit_no, floor, house_no, register_area)
    select 'LH' || n, ${id}, b.id, '1', (n % ${perBuilding}) / 10 + 1, 'L' || n, 9000
    from generate_series(0, ${owners - 1}) n
    join buildings b on b.community_id = ${id} and b.building_code = 'LB' || (n / ${perBuilding} + 1)`);
  await db.execute(sql`insert into users (user_code, mobile, owner_name)
    select 'LU' || h.id, '175' || lpad(h.id::text, 8, '0'), '业主' || h.id
    from houses h where h.community_id = ${id} and h.house_code like 'LH%'`);
  await db.execute(sql`insert into owner_houses (user_id, house_id, relation_type, info_state, source)
    select u.id, h.id, 'OWNER', 'CORRECT_INFO', 'IMPORT' from houses h
    join users u on u.user_code = 'LU' || h.id where h.community_id = ${id} and h.house_code like 'LH%'`);
  await db.execute(sql`insert into sessions (token_hash, user_id, kind, expires_at, last_seen_at)
    select encode(sha256(convert_to('load-' || u.id, 'UTF8')), 'hex'), u.id, 'OWNER',
      ${expires}::timestamptz, ${seen}::timestamptz
    from users u where u.user_code like 'LU%'`);
  const [director] = await db.select().from(schema.users).where(eq(schema.users.mobile, '13800000001'));
  if (!director) throw new Error('no director');
  await db.execute(sql`insert into sessions (token_hash, user_id, kind, expires_at, last_seen_at)
    values (encode(sha256(convert_to(${LOAD_DIRECTOR_TOKEN}, 'UTF8')), 'hex'), ${director.id}, 'WEB_COMMUNITY',
      ${expires}::timestamptz, ${seen}::timestamptz)`);
  const released = new Date(now.getTime() - 86_400_000).toISOString();
  await db.execute(sql`insert into community_notices (community_notice_code, community_id, title, notice_type, content,
      is_draft, release_date, created_by, created_at, updated_at)
    values (${LOAD_NOTICE_CODE}, ${id}, '关于小区电梯年检的通知', 'DAILY_MANAGEMENT', '<p>本周六上午电梯年检。</p>',
      'NO', ${released}::timestamptz, ${director.id}, ${released}::timestamptz, ${released}::timestamptz)`);

  const [fresh] = await db.select().from(schema.communities).where(eq(schema.communities.id, id));
  const access = {
    community: fresh,
    roles: ['COMMITTEE_DIRECTOR'],
    permissions: [],
  } as unknown as CommunityAccess;
  const start = new Date(now.getTime() - 60_000).toISOString();
  const end = new Date(now.getTime() + 7 * 86_400_000).toISOString();
  const voting = createVotingService({ db, clock });
  const vote = await voting.create(access, director.id, {
    communityInfoCode: LOAD_COMMUNITY,
    title: '负载测试表决',
    description: '',
    materialAttachments: [],
    votingRule: '',
    signAttachment: [],
    faceAuthorizationLetter: [],
    scopeType: 'COMMUNITY',
    buildingCodes: [],
    houseCodes: [],
    startDate: start,
    endDate: end,
    issues: Array.from({ length: ISSUES }, (_, index) => ({
      title: `议题${index + 1}`,
      description: '',
      issueTypeId: index % 2 === 0 ? 4 : 10,
    })),
  });
  // The opening touch freezes the roll now, as the first ballot would, outside the measured run.
  await voting.info(access, vote.votingCode);
  const questionnaires = createQuestionnaireService({ db, clock });
  const created = await questionnaires.create(access, director.id, {
    communityInfoCode: LOAD_COMMUNITY,
    title: '负载测试问卷',
    desc: '',
    descFile: [],
    mvcFile: [],
    signAttachment: [],
    tagIds: [],
    scopeType: 'COMMUNITY',
    buildingCodes: [],
    startDate: start,
    endDate: end,
    questions: Array.from({ length: QUESTIONS }, (_, index) => ({
      title: `问题${index + 1}`,
      type: index % 3 === 2 ? ('SINGLE_LINE_TEXT' as const) : ('SINGLE_CHOICE' as const),
      required: false,
      descFile: [],
      options:
        index % 3 === 2
          ? []
          : Array.from({ length: 4 }, (_, option) => ({ content: `选项${option + 1}`, descFile: [] })),
    })),
  });
  const questions = await questionsOf(db, created.intentionSolicitationId);
  const ownerIds = (
    (await db.execute(sql`select id from users where user_code like 'LU%' order by id`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows.map((owner) => owner.id);
  await db.execute(sql`analyze`);
  return {
    ownerIds,
    votingCode: vote.votingCode,
    issueCount: ISSUES,
    solicitationCode: created.intentionSolicitationId,
    questions,
  };
}

async function questionsOf(db: Db, solicitationCode: string): Promise<LoadFixture['questions']> {
  const rows = (await db.execute(sql`select q.id as "questionId", q.question_type as type,
      coalesce((select json_agg(json_build_object('optionId', o.id) order by o.sort)
        from intention_options o where o.question_id = q.id), '[]'::json) as options
    from intention_questions q join intention_solicitations s on s.id = q.solicitation_id
    where s.solicitation_code = ${solicitationCode} order by q.sort`)) as unknown as {
    rows: LoadFixture['questions'];
  };
  return rows.rows;
}

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export type LoadDatabase = {
  url: string;
  handle: DbHandle;
  /** Closes this process's pool (the server opens its own); drop() closes it too if still open. */
  close: () => Promise<void>;
  drop: () => Promise<void>;
};

/** A fresh migrated and seeded PostgreSQL database `gz_load_<ts>` (its server: BENCH_DATABASE_URL). */
export async function createLoadDatabase(): Promise<LoadDatabase> {
  const name = `gz_load_${Date.now()}_${randomBytes(2).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 4);
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await handle.close();
  };
  await runMigrations(handle);
  await seedDemoData(handle.db);
  return {
    url: url.toString(),
    handle,
    close,
    drop: async () => {
      await close();
      await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
