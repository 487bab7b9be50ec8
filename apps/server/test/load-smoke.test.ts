import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLoadFixture } from '../../../bench/support/load-fixture';
import {
  makeQrKeys,
  mixedWorkload,
  ownersFor,
  runMixedLoad,
  runQrPollers,
} from '../../../bench/support/load-workload';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * The short CI variant of `npm run bench:load` (issue 9): the same mixed workload (SMS logins,
 * workbench lists, ballots, questionnaire answers, QR polls, notice reads) through a listening app
 * on the test database (PGlite, or PostgreSQL with TEST_DATABASE_URL), at a low fixed rate for a
 * few seconds, then a short burst of QR pollers. No latency targets here (CI machines vary): every
 * answer must be a 2xx, none a 5xx, no socket errors, and every ballot and answer stored.
 */
const RATE = 40;
const SECONDS = 6;

let ctx: TestContext;
let base: string;

beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMIT_ALLOW_LIST: '127.0.0.1', LOG_LEVEL: 'warn' } });
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

describe('load smoke (mixed workload at a low rate)', () => {
  it('answers every request of the mixed workload with a 2xx and stores every ballot and answer', async () => {
    const fixture = await seedLoadFixture(ctx.db.handle.db, ctx.clock, ownersFor(RATE, SECONDS));
    const qrKeys = await makeQrKeys(base, 20);
    const workload = mixedWorkload(fixture, qrKeys, 19_800_000_000);
    const result = await runMixedLoad({ url: base, workload, rate: RATE, seconds: SECONDS });

    expect(result.samples).toEqual([]);
    expect(result.nonOkByStatus).toEqual({});
    expect(result.status5xx).toBe(0);
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    // Every kind of request ran, and most of the planned ones did (a slow CI machine may lag).
    expect(Object.keys(result.routes).sort()).toEqual(
      ['answer', 'ballot', 'notice read', 'qr poll', 'sms login', 'sms send', 'workbench list'].sort(),
    );
    expect(result.requests).toBeGreaterThan(RATE * SECONDS * 0.5);

    const stored = (await ctx.db.handle.db.execute(sql`select
        (select count(*)::int from voting_ballots b join votings v on v.id = b.voting_id
          where v.voting_code = ${fixture.votingCode}) as ballots,
        (select count(*)::int from intention_answers a join intention_solicitations s on s.id = a.solicitation_id
          where s.solicitation_code = ${fixture.solicitationCode}) as answers`)) as unknown as {
      rows: { ballots: number; answers: number }[];
    };
    // Every answered ballot and answer is stored; the run's end may cut off one in flight per connection.
    const counted = { ballots: result.routes.ballot?.count ?? 0, answers: result.routes.answer?.count ?? 0 };
    expect(stored.rows[0]?.ballots).toBeGreaterThanOrEqual(counted.ballots);
    expect(stored.rows[0]?.ballots).toBeLessThanOrEqual(counted.ballots + result.connections);
    expect(stored.rows[0]?.answers).toBeGreaterThanOrEqual(counted.answers);
    expect(stored.rows[0]?.answers).toBeLessThanOrEqual(counted.answers + result.connections);
  }, 60_000);

  it('serves QR login pages polling side by side', async () => {
    const keys = await makeQrKeys(base, 30);
    const polls = await runQrPollers(base, keys, 500, 2);
    expect(polls.failures).toBe(0);
    expect(polls.polls).toBeGreaterThanOrEqual(keys.length);
  }, 30_000);
});
