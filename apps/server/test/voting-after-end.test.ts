import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_BYTES, upload } from './support/file-fixtures';
import { DIRECTOR } from './support/roster-helpers';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';
import { DAY, HOUR, type VotingFixture, votingFixture } from './support/voting-fixtures';

// Issue #22 item 2: nothing after the end changes a result except an audited correction. A delivery
// dated after the end with a made-up proof once turned "no quorum" into "passed" (follow majority).
const C = 'YGHY001';
const DEPUTY = '13600000001';

type Issue = { participating: { heads: number }; agree: { heads: number }; quorum: boolean; passed: boolean };
type Correction = { kind: string; kindName: string; reason: string; entryId: string; by: string | null };
type Preview = { ballotCount: number; issues: Issue[]; corrections: Correction[] };

let ctx: TestContext;
let director: string;
let deputy: string;

const at = (seconds: number) => fixture.at(seconds);
const settings = (nonResponsePolicy: string) => ({
  communityInfoCode: C,
  nonResponsePolicy,
  followMajorityOffered: false,
  blankCountsAsParticipation: true,
  proxyVoting: false,
});

beforeAll(async () => {
  ctx = await createTestContext();
  director = await tokenFor(ctx, DIRECTOR);
  deputy = await tokenFor(ctx, DEPUTY);
  fixture = votingFixture(ctx, C, () => director);
  const saved = await post(ctx, '/v1/voting/updateSettings', settings('FOLLOW_MAJORITY'), {
    token: director,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

let fixture: VotingFixture;
const call = <T>(url: string, body: Record<string, unknown>) => fixture.call<T>(url, body);

/** Four houses of four owners in a new building, and a vote on it whose paper window outlasts it. */
const voteOnNewBuilding = () =>
  fixture.fourHouseVote({
    buildingName: '十二号楼',
    mobilePrefix: '1372000010',
    title: '十二号楼加装电梯',
    issueTitle: '是否同意加装电梯',
    endSeconds: 3 * DAY,
    paperEndSeconds: 5 * DAY,
  });

const paper = (votingCode: string, houseCode: string, token: string, extra: Record<string, unknown> = {}) =>
  post(
    ctx,
    '/v1/offlineVote/saveVoteIssueTable',
    {
      communityInfoCode: C,
      votingCode,
      houseCode,
      choices: { '1': 'AGREE' },
      signerName: '签字业主',
      ...extra,
    },
    { token },
  );

describe('after the end of a vote', () => {
  it('refuses late deliveries, counts a late paper ballot only as a correction with a reason, and lists it', async () => {
    const { votingCode, houses } = await voteOnNewBuilding();
    const [first, second, third, fourth] = houses as [string, string, string, string];
    ctx.clock.advance(2 * HOUR);
    expect((await paper(votingCode, first, director)).statusCode).toBe(200);
    expect((await paper(votingCode, first, deputy)).statusCode).toBe(200);
    const proof = await upload(ctx, director, '送达回执.pdf', PDF_BYTES, { communityInfoCode: C });
    const delivery = {
      votingCode,
      houseCode: second,
      method: 'IN_PERSON',
      deliveredAt: at(-HOUR / 2),
      proofAttachments: [proof.attachmentId],
    };
    await call('/v1/vote/voteDelivery', delivery);

    ctx.clock.advance(3 * DAY);
    const before = await call<Preview>('/v1/voting/resultPreview', { votingCode });
    expect(before.issues[0]).toMatchObject({ quorum: false, passed: false });

    // The reproduced attack: a delivery after the end, dated after the end, with a made-up proof.
    const late = await post(
      ctx,
      '/v1/vote/voteDelivery',
      {
        communityInfoCode: C,
        ...delivery,
        houseCode: third,
        deliveredAt: at(-HOUR),
        proofAttachments: ['MADE-UP'],
      },
      { token: director },
    );
    expect(late.statusCode).toBe(400);
    const lateWithFile = await post(
      ctx,
      '/v1/vote/voteDelivery',
      { communityInfoCode: C, ...delivery, houseCode: third, deliveredAt: at(-HOUR) },
      { token: director },
    );
    expect(lateWithFile.statusCode).toBe(409);
    expect(bodyOf(lateWithFile).message).toBe('表决已结束，不能再登记送达');

    // A paper ballot typed in after the end (the paper window is still open) needs a reason.
    const bare = await paper(votingCode, fourth, director);
    expect(bare.statusCode).toBe(400);
    expect(bodyOf(bare).message).toContain('须填写更正原因');
    const reason = '结束前已收回，结束后录入';
    expect((await paper(votingCode, fourth, director, { correctionReason: reason })).statusCode).toBe(200);
    const counted = await paper(votingCode, fourth, deputy, { correctionReason: reason });
    expect(counted.statusCode, counted.body).toBe(200);

    const after = await call<Preview>('/v1/voting/resultPreview', { votingCode });
    expect(after.ballotCount).toBe(2);
    expect(after.corrections).toHaveLength(1);
    expect(after.corrections[0]).toMatchObject({
      kind: 'LATE_PAPER',
      kindName: '表决结束后录入纸质表决票',
      reason,
      entryId: bodyOf<{ entryId: string }>(counted).data.entryId,
    });
    expect(after.corrections[0]?.by).toMatch(/^[0-9a-f]{16,}$/);

    // The chain still verifies with the correction in it, and the published result lists it.
    const verified = await get(
      ctx,
      `/v1/voting/verifyChain?communityInfoCode=${C}&votingCode=${votingCode}`,
      {
        token: director,
      },
    );
    expect(bodyOf<{ valid: boolean }>(verified).data.valid).toBe(true);
    await call('/v1/voting/resultPublicity', {
      votingCode,
      publicityMode: 'RESULT_DATA_WITH_EVIDENCE',
      publicityEndDate: at(7 * DAY),
    });
    const published = bodyOf<{ result: Preview }>(
      await get(ctx, `/v1/votePublic/info?votingCode=${votingCode}`),
    ).data;
    expect(published.result.corrections.map((item) => item.reason)).toEqual([reason]);
  });
});
