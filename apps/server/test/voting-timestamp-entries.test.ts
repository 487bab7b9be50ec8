import type { VoteAggregate } from '@gongzhi/domain/voting/vote-aggregate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { votings } from '../src/db/schema';
import { votingTimestamps } from '../src/db/tables/voting-timestamp';
import { type FakeTsa, startFakeTsa } from './support/fake-tsa';
import { DIRECTOR } from './support/roster-helpers';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';
import { DAY, HOUR } from './support/voting-fixtures';

// Issue #22 item 8: entries appended after publication (OBJECTION_RAISED, OBJECTION_ANSWERED,
// RESULT_FINAL) are stamped at once, not only by the ten-minute sweep; a TSA that is down fails
// neither the request nor the entry, and the sweep stamps the head later.
const C = 'YGHY001';

let tsa: FakeTsa;
let ctx: TestContext;

beforeAll(async () => {
  tsa = await startFakeTsa();
  ctx = await createTestContext({ env: { TSA_URL: tsa.url, TSA_CA_CERT: tsa.caCertPath } });
}, 120_000);

afterAll(async () => {
  await ctx?.close();
  await tsa?.close();
});

const at = (seconds: number) => new Date(ctx.clock.now().getTime() + seconds * 1000).toISOString();

async function ok<T>(response: Awaited<ReturnType<typeof post>>): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<T>(response).data;
}

/** The chain's head and the tokens and failed attempts stored for the vote, oldest first. */
async function stateOf(votingCode: string) {
  await ctx.app.votingTimestamps.settled();
  const aggregate = (
    await get(ctx, `/v1/votePublic/aggregate?votingCode=${votingCode}`)
  ).json() as VoteAggregate;
  const db = ctx.db.handle.db;
  const [voting] = await db.select().from(votings).where(eq(votings.votingCode, votingCode));
  const rows = await db
    .select()
    .from(votingTimestamps)
    .where(eq(votingTimestamps.votingId, voting?.id ?? 0))
    .orderBy(votingTimestamps.id);
  const last = aggregate.entries.at(-1);
  return {
    headType: last?.type,
    head: last?.hash,
    stamped: rows.filter((row) => row.token !== null).map((row) => row.headHash),
    failed: rows.filter((row) => row.token === null).map((row) => row.headHash),
  };
}

describe('time-stamps of entries after publication', () => {
  it('stamps an objection, its answer and the final result at once; a TSA that is down leaves it to the sweep', async () => {
    const director = await tokenFor(ctx, DIRECTOR);
    const settings = {
      communityInfoCode: C,
      nonResponsePolicy: 'NOT_PARTICIPATED',
      followMajorityOffered: false,
      blankCountsAsParticipation: true,
      proxyVoting: false,
      objectionDays: 1,
    };
    await ok(await post(ctx, '/v1/voting/updateSettings', settings, { token: director }));
    const { votingCode } = await ok<{ votingCode: string }>(
      await post(
        ctx,
        '/v1/voting/createSimplify',
        {
          communityInfoCode: C,
          title: '时间戳：异议期各环节',
          startDate: at(HOUR),
          endDate: at(DAY),
          issues: [{ title: '是否同意续聘物业服务企业', issueTypeId: 4 }],
        },
        { token: director },
      ),
    );
    ctx.clock.advance(2 * HOUR);
    const owner = await tokenFor(ctx, '13900000001', { isWxAPP: true });
    await ok(
      await post(ctx, '/v1/owner/castVote', { votingCode, choices: { '1': 'AGREE' } }, { token: owner }),
    );
    ctx.clock.advance(DAY);
    const staff = await tokenFor(ctx, DIRECTOR);
    await ok(
      await post(
        ctx,
        '/v1/voting/resultPublicity',
        {
          communityInfoCode: C,
          votingCode,
          publicityMode: 'RESULT_DATA_WITH_EVIDENCE',
          announce: true,
          publicityEndDate: at(5 * DAY),
        },
        { token: staff },
      ),
    );
    const published = await stateOf(votingCode);
    expect(published.stamped).toEqual([published.head]);

    // The objection's entry has its token when the call has answered, without a sweep.
    const objector = await tokenFor(ctx, '13900000002', { isWxAPP: true });
    const raised = await ok<{ objectionId: string }>(
      await post(ctx, '/v1/owner/voteObjection', { votingCode, reason: '计票口径有误' }, { token: objector }),
    );
    const afterObjection = await stateOf(votingCode);
    expect(afterObjection.headType).toBe('OBJECTION_RAISED');
    expect(afterObjection.stamped).toEqual([published.head, afterObjection.head]);

    // The TSA is down: the answer is recorded all the same; the failed attempt waits for the sweep.
    tsa.mode = 'down';
    const answered = await post(
      ctx,
      '/v1/voting/objectionAnswer',
      {
        communityInfoCode: C,
        votingCode,
        objectionId: raised.objectionId,
        decision: 'REJECTED',
        answer: '经核对，计票口径符合议事规则',
      },
      { token: await tokenFor(ctx, DIRECTOR) },
    );
    expect(answered.statusCode, answered.body).toBe(200);
    const afterAnswer = await stateOf(votingCode);
    expect(afterAnswer.headType).toBe('OBJECTION_ANSWERED');
    expect(afterAnswer.failed).toEqual([afterAnswer.head]);
    expect(afterAnswer.stamped).not.toContain(afterAnswer.head);
    tsa.mode = 'ok';
    ctx.clock.advance(HOUR);
    expect(await ctx.app.votingTimestamps.sweep()).toBe(1);
    expect((await stateOf(votingCode)).stamped).toContain(afterAnswer.head);

    // The period is over with no objection open: RESULT_FINAL is stamped as it is appended.
    ctx.clock.advance(DAY);
    expect(await ctx.app.votingObjections.sweep()).toBe(1);
    const final = await stateOf(votingCode);
    expect(final.headType).toBe('RESULT_FINAL');
    expect(final.stamped.at(-1)).toBe(final.head);
    expect(final.stamped).toHaveLength(4);
  });
});
