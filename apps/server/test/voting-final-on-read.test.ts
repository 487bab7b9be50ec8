import type { VoteAggregate } from '@gongzhi/domain/voting/vote-aggregate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECTOR } from './support/roster-helpers';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';
import { DAY, HOUR } from './support/voting-fixtures';

// Found by the legal-process journey (issue #22): the first read after the objection period makes
// the result final (RESULT_FINAL); the head that read shows must include that entry, or the owner's
// in-browser verification reports "重新计算的链头与公示的链头不一致".
const C = 'YGHY001';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

const at = (seconds: number) => new Date(ctx.clock.now().getTime() + seconds * 1000).toISOString();

describe('a result made final by a read', () => {
  it('shows the chain head with the RESULT_FINAL entry in the same answer', async () => {
    const director = await tokenFor(ctx, DIRECTOR);
    const settings = {
      communityInfoCode: C,
      nonResponsePolicy: 'NOT_PARTICIPATED',
      followMajorityOffered: false,
      blankCountsAsParticipation: true,
      proxyVoting: false,
      objectionDays: 1,
    };
    expect((await post(ctx, '/v1/voting/updateSettings', settings, { token: director })).statusCode).toBe(
      200,
    );
    const created = await post(
      ctx,
      '/v1/voting/createSimplify',
      {
        communityInfoCode: C,
        title: '异议期结束后首次读取',
        startDate: at(HOUR),
        endDate: at(DAY),
        issues: [{ title: '是否同意', issueTypeId: 4 }],
      },
      { token: director },
    );
    const { votingCode } = bodyOf<{ votingCode: string }>(created).data;
    ctx.clock.advance(2 * HOUR);
    const owner = await tokenFor(ctx, '13900000001', { isWxAPP: true });
    expect(
      (await post(ctx, '/v1/owner/castVote', { votingCode, choices: { '1': 'AGREE' } }, { token: owner }))
        .statusCode,
    ).toBe(200);
    ctx.clock.advance(DAY);
    const published = await post(
      ctx,
      '/v1/voting/resultPublicity',
      {
        communityInfoCode: C,
        votingCode,
        publicityMode: 'RESULT_DATA_WITH_EVIDENCE',
        announce: true,
        publicityEndDate: at(5 * DAY),
      },
      { token: await tokenFor(ctx, DIRECTOR) },
    );
    expect(published.statusCode, published.body).toBe(200);

    ctx.clock.advance(DAY + HOUR);
    const info = await get(ctx, `/v1/votePublic/info?votingCode=${votingCode}`);
    expect(info.statusCode, info.body).toBe(200);
    const { result, aggregate } = bodyOf<{
      result: { chain: { head: string; count: number }; objectionPeriod: { status: string } };
      aggregate: VoteAggregate;
    }>(info).data;
    expect(result.objectionPeriod.status).toBe('FINAL');
    const last = aggregate.entries.at(-1);
    expect(last?.type).toBe('RESULT_FINAL');
    expect(result.chain).toEqual({ head: last?.hash, count: aggregate.entries.length });
  });
});
