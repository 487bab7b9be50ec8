import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type VoteAggregate, verifyAggregate } from '@gongzhi/domain/voting/vote-aggregate';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyVoteFile } from '../scripts/verify-vote';
import { communities, communityMembers, users } from '../src/db/schema';
import { seedVotingDemo } from '../src/db/seed/demo-voting';
import { PDF_BYTES, upload } from './support/file-fixtures';
import { DIRECTOR, PROPERTY, XFL_PREPARER } from './support/roster-helpers';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

const C = 'YGHY001';
const HOUR = 3600;

let ctx: TestContext;
let director: string;
let property: string;
let preparer: string;
const owners: Record<number, string> = {};
const houseOf: Record<number, string[]> = {};

type Entry = { entryId: string; state: string; houseCodes: string[]; ballotHash: string | null };
type Job = { jobId: string; kind: string; status: string; attachmentId: string | null };

async function setPropertyPermissions(permissions: string[] | null) {
  const db = ctx.db.handle.db;
  const [user] = await db.select().from(users).where(eq(users.mobile, PROPERTY));
  const [community] = await db.select().from(communities).where(eq(communities.communityInfoCode, C));
  await db
    .update(communityMembers)
    .set({ permissions })
    .where(
      and(eq(communityMembers.userId, user?.id ?? 0), eq(communityMembers.communityId, community?.id ?? 0)),
    );
}

beforeAll(async () => {
  ctx = await createTestContext();
  director = await tokenFor(ctx, DIRECTOR);
  property = await tokenFor(ctx, PROPERTY);
  preparer = await tokenFor(ctx, XFL_PREPARER);
  for (const n of [1, 2, 3, 4, 5, 19]) {
    owners[n] = await tokenFor(ctx, `139000000${String(n).padStart(2, '0')}`, { isWxAPP: true });
  }
  // A second staff member who may enter ballots (double entry needs two people).
  await setPropertyPermissions(['VOTING_VIEW', 'VOTING_MANAGEMENT']);
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

const at = (seconds: number) => new Date(ctx.clock.now().getTime() + seconds * 1000).toISOString();
const ref = (votingCode: string, community = C) => ({ communityInfoCode: community, votingCode });
const q = (votingCode: string, extra = '') => `communityInfoCode=${C}&votingCode=${votingCode}${extra}`;

async function createVote(overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await post(
    ctx,
    '/v1/voting/createSimplify',
    {
      communityInfoCode: C,
      title: '关于续聘物业服务企业的表决',
      startDate: at(HOUR),
      endDate: at(3 * 24 * HOUR),
      issues: [{ title: '是否同意续聘', issueTypeId: 4 }],
      ...overrides,
    },
    { token: director },
  );
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<{ votingCode: string }>(response).data.votingCode;
}

const enter = (token: string, votingCode: string, houseCode: string, choice: string | null = 'AGREE') =>
  post(
    ctx,
    '/v1/offlineVote/saveVoteIssueTable',
    { ...ref(votingCode), houseCode, choices: { '1': choice }, signerName: '签字业主' },
    { token },
  );

const cast = (n: number, votingCode: string, choice = 'AGREE') =>
  post(ctx, '/v1/owner/castVote', { votingCode, choices: { '1': choice } }, { token: owners[n] ?? '' });

async function ballotCount(votingCode: string) {
  const response = await get(ctx, `/v1/voting/infoSimplify?${q(votingCode)}`, { token: director });
  return bodyOf<{ ballotCount: number; chain: { count: number } }>(response).data;
}

async function runJob(job: Job) {
  expect(await ctx.app.downloadJobs.runner.runOnce()).toBe(true);
  const done = bodyOf<Job & { error: string | null }>(
    await get(ctx, `/v1/downloadJob/info?jobId=${job.jobId}`, { token: director }),
  ).data;
  expect(done.status, done.error ?? '').toBe('SUCCESS_GENERATED');
  const file = await get(ctx, `/v1/api/cos/download?attachmentId=${done.attachmentId}`, { token: director });
  expect(file.statusCode).toBe(200);
  return file.rawPayload;
}

const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

describe('paper ballots, abandon, deliveries, statistics and results', () => {
  let vote: string;
  let publishedAggregate = '';

  beforeAll(async () => {
    vote = await createVote();
    ctx.clock.advance(2 * HOUR);
    for (const n of [1, 2, 3, 4, 5, 19]) {
      const response = await get(ctx, `/v1/owner/voteInfo?votingCode=${vote}`, { token: owners[n] ?? '' });
      expect(response.statusCode, response.body).toBe(200);
      houseOf[n] = bodyOf<{ myHouseCodes: string[] }>(response).data.myHouseCodes;
    }
  });

  it('sets the paper period and refuses bad periods', async () => {
    const info = await get(ctx, `/v1/offlineVote/votingSimpleInfo?${q(vote)}`, { token: property });
    expect(info.statusCode, info.body).toBe(200);
    expect(bodyOf<{ paperOpen: boolean; voterCount: number }>(info).data).toMatchObject({ paperOpen: true });
    const bad = await post(
      ctx,
      '/v1/offlineVote/editVoting',
      { ...ref(vote), pdStartDate: at(2 * HOUR), pdEndDate: at(HOUR) },
      { token: director },
    );
    expect(bad.statusCode).toBe(400);
    expect(bodyOf(bad).message).toContain('纸质表决');
    const later = await post(
      ctx,
      '/v1/offlineVote/editVoting',
      { ...ref(vote), pdStartDate: at(HOUR), pdEndDate: at(4 * 24 * HOUR) },
      { token: director },
    );
    expect(later.statusCode, later.body).toBe(200);
    expect(bodyOf<{ paperOpen: boolean; paperClosedReason: string }>(later).data).toMatchObject({
      paperOpen: false,
      paperClosedReason: '当前不在纸质表决录入时间内',
    });
    expect((await enter(director, vote, houseOf[3]?.[0] ?? '')).statusCode).toBe(409);
    const open = await post(
      ctx,
      '/v1/offlineVote/editVoting',
      { ...ref(vote), pdStartDate: at(-HOUR), pdEndDate: at(4 * 24 * HOUR) },
      { token: director },
    );
    expect(bodyOf<{ paperOpen: boolean }>(open).data.paperOpen).toBe(true);
    expect(
      (
        await post(
          ctx,
          '/v1/offlineVote/editVoting',
          { ...ref(vote), pdStartDate: null, pdEndDate: null },
          {
            token: property,
          },
        )
      ).statusCode,
    ).toBe(200);
  });

  it('counts a paper ballot only after a second staff member enters the same choices', async () => {
    const house = houseOf[3]?.[0] ?? '';
    const before = await ballotCount(vote);
    const first = await enter(director, vote, house, 'AGREE');
    expect(first.statusCode, first.body).toBe(200);
    expect(bodyOf<Entry>(first).data.state).toBe('PENDING');
    const same = await enter(director, vote, house, 'AGREE');
    expect(same.statusCode).toBe(409);
    expect(bodyOf(same).message).toBe('须由另一位工作人员复核录入');
    const mismatch = await enter(property, vote, house, 'DISAGREE');
    expect(mismatch.statusCode).toBe(409);
    expect(bodyOf(mismatch).message).toContain('两次录入结果不一致');
    expect((await ballotCount(vote)).ballotCount).toBe(before.ballotCount);

    expect((await enter(property, vote, house, 'DISAGREE')).statusCode).toBe(200);
    const confirmed = await enter(director, vote, house, 'DISAGREE');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const entry = bodyOf<Entry>(confirmed).data;
    expect(entry.state).toBe('COUNTED');
    expect(entry.ballotHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await ballotCount(vote)).ballotCount).toBe(before.ballotCount + 1);
    const again = await enter(property, vote, house, 'DISAGREE');
    expect(again.statusCode).toBe(409);
    expect(bodyOf(again).message).toContain('已计入');

    const list = bodyOf<{ list: Entry[]; total: number }>(
      await get(ctx, `/v1/votingOHC/offlineVoteList?${q(vote, '&state=MISMATCH')}`, { token: property }),
    ).data;
    expect(list.total).toBe(1);
    // The owner sees the paper ballot as theirs.
    const mine = await get(ctx, `/v1/owner/voteInfo?votingCode=${vote}`, { token: owners[3] ?? '' });
    expect(bodyOf<{ myBallot: { channel: string } }>(mine).data.myBallot.channel).toBe('PAPER');
  });

  it('online beats paper whatever the order', async () => {
    const house = houseOf[1]?.[0] ?? '';
    expect((await enter(director, vote, house, 'DISAGREE')).statusCode).toBe(200);
    expect((await enter(property, vote, house, 'DISAGREE')).statusCode).toBe(200);
    const counted = (await ballotCount(vote)).ballotCount;
    const online = await cast(1, vote, 'AGREE');
    expect(online.statusCode, online.body).toBe(200);
    expect((await ballotCount(vote)).ballotCount).toBe(counted);
    const invalid = bodyOf<{ kind: string; reason: string; houseCodes: string[] }[]>(
      await get(ctx, `/v1/voting/invalidVoteList?${q(vote)}`, { token: property }),
    ).data;
    expect(invalid.find((item) => item.kind === 'REPLACED')).toMatchObject({
      reason: '在线投票优先，替代纸质表决票',
    });
    // Paper after online is refused and kept with its reason.
    const refused = await enter(director, vote, houseOf[1]?.[1] ?? '', 'ABSTAIN');
    expect(refused.statusCode).toBe(409);
    expect(bodyOf(refused).message).toBe('该业主已在线投票，纸质表决票不予计入');
    const after = bodyOf<{ kind: string }[]>(
      await get(ctx, `/v1/voting/invalidVoteList?${q(vote)}`, { token: property }),
    ).data.map((item) => item.kind);
    expect(after).toEqual(expect.arrayContaining(['REPLACED', 'REFUSED_ONLINE', 'MISMATCH']));
    const entries = bodyOf<{ list: Entry[] }>(
      await get(ctx, `/v1/votingOHC/offlineVoteList?${q(vote, '&state=REPLACED')}`, { token: property }),
    ).data.list;
    expect(entries).toHaveLength(1);
  });

  it('refuses bad input, strangers and other communities; cancels pending entries', async () => {
    const house = houseOf[4]?.[0] ?? '';
    const badChoices = await post(
      ctx,
      '/v1/offlineVote/saveVoteIssueTable',
      { ...ref(vote), houseCode: house, choices: { '9': 'AGREE' }, signerName: '某' },
      { token: director },
    );
    expect(badChoices.statusCode).toBe(400);
    expect(bodyOf(badChoices).message).toMatch(/[\u4e00-\u9fa5]/);
    const noSigner = await post(
      ctx,
      '/v1/offlineVote/saveVoteIssueTable',
      { ...ref(vote), houseCode: house, choices: { '1': 'AGREE' }, signerName: ' ' },
      { token: director },
    );
    expect(noSigner.statusCode).toBe(400);
    expect((await enter(director, vote, 'NO-SUCH-HOUSE')).statusCode).toBe(404);
    expect(
      (
        await post(ctx, '/v1/offlineVote/saveVoteIssueTable', {
          ...ref(vote),
          houseCode: house,
          choices: { '1': 'AGREE' },
          signerName: '某',
        })
      ).statusCode,
    ).toBe(401);
    const other = await post(
      ctx,
      '/v1/offlineVote/saveVoteIssueTable',
      { ...ref(vote, 'TYXQ001'), houseCode: house, choices: { '1': 'AGREE' }, signerName: '某' },
      { token: director },
    );
    expect(other.statusCode).toBe(404);
    const uncertified = await post(
      ctx,
      '/v1/offlineVote/saveVoteIssueTable',
      { ...ref(vote, 'XFL001'), houseCode: house, choices: { '1': 'AGREE' }, signerName: '某' },
      { token: preparer },
    );
    expect(uncertified.statusCode).toBe(403);
    await setPropertyPermissions(['VOTING_VIEW']);
    expect((await enter(property, vote, house)).statusCode).toBe(403);
    expect((await get(ctx, `/v1/votingOHC/offlineVoteList?${q(vote)}`, { token: property })).statusCode).toBe(
      200,
    );
    await setPropertyPermissions(['VOTING_VIEW', 'VOTING_MANAGEMENT']);

    const pending = bodyOf<Entry>(await enter(director, vote, house, 'AGREE')).data;
    const cancel = (entryId: string, reason = '录入错误') =>
      post(ctx, '/v1/votingOHC/updateVoteOHC', { ...ref(vote), entryId, reason }, { token: property });
    expect(
      (
        await post(
          ctx,
          '/v1/votingOHC/updateVoteOHC',
          { ...ref(vote), entryId: pending.entryId, reason: '' },
          {
            token: property,
          },
        )
      ).statusCode,
    ).toBe(400);
    const cancelled = await cancel(pending.entryId);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(bodyOf<Entry>(cancelled).data.state).toBe('CANCELLED');
    expect((await cancel(pending.entryId)).statusCode).toBe(409);
    expect((await cancel('P-NOPE')).statusCode).toBe(404);
  });

  it('shows co-owned houses and who voted', async () => {
    const house = houseOf[19]?.[0] ?? '';
    const check = await get(ctx, `/v1/offlineVote/checkMultipleOwner?${q(vote, `&houseCode=${house}`)}`, {
      token: property,
    });
    expect(check.statusCode, check.body).toBe(200);
    const status = bodyOf<{ multipleOwner: boolean; owners: unknown[]; voted: boolean }>(check).data;
    expect(status).toMatchObject({ multipleOwner: true, voted: false });
    expect(status.owners).toHaveLength(2);
    const list = bodyOf<{ total: number; list: { houseCodes: string[] }[] }>(
      await get(ctx, `/v1/votingOHC/listByMultiplePeople?${q(vote)}`, { token: property }),
    ).data;
    expect(list.total).toBe(1);
    expect(list.list[0]?.houseCodes).toEqual([house]);
    expect(
      (
        await get(ctx, `/v1/offlineVote/checkMultipleOwner?${q(vote, '&houseCode=NOPE')}`, {
          token: property,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await get(ctx, `/v1/offlineVote/checkMultipleOwner?${q(vote)}`, { token: property })).statusCode,
    ).toBe(400);
  });

  it('lets an owner abandon online voting and hand in paper', async () => {
    const abandon = (n: number) =>
      post(ctx, '/v1/owner/abandonOnline', { votingCode: vote }, { token: owners[n] ?? '' });
    expect((await abandon(2)).statusCode).toBe(200);
    expect((await abandon(2)).statusCode).toBe(200);
    const refused = await cast(2, vote);
    expect(refused.statusCode).toBe(409);
    expect(bodyOf(refused).message).toBe('您已选择放弃线上投票，请提交纸质表决票');
    const info = await get(ctx, `/v1/owner/voteInfo?votingCode=${vote}`, { token: owners[2] ?? '' });
    expect(bodyOf<{ cannotVoteReason: string }>(info).data.cannotVoteReason).toContain('放弃线上投票');
    const voted = await abandon(1);
    expect(voted.statusCode).toBe(409);
    expect(bodyOf(voted).message).toContain('已在线投票');
    expect((await post(ctx, '/v1/owner/abandonOnline', {}, { token: owners[2] ?? '' })).statusCode).toBe(400);
    expect(
      (await post(ctx, '/v1/owner/abandonOnline', { votingCode: vote }, { token: director })).statusCode,
    ).toBe(401);
    const list = bodyOf<{ houseCodes: string[] }[]>(
      await get(ctx, `/v1/voteAbandonOnline/listByVoting?${q(vote)}`, { token: property }),
    ).data;
    expect(list.map((item) => item.houseCodes)).toEqual([houseOf[2]]);
    expect((await enter(director, vote, houseOf[2]?.[0] ?? '', 'AGREE')).statusCode).toBe(200);
    expect((await enter(property, vote, houseOf[2]?.[0] ?? '', 'AGREE')).statusCode).toBe(200);
  });

  it('records deliveries with proof: a file of this community, or a method marked without a file', async () => {
    const proof = await upload(ctx, director, '送达凭证.pdf', PDF_BYTES, { communityInfoCode: C });
    const body = {
      ...ref(vote),
      houseCode: houseOf[5]?.[0] ?? '',
      method: 'IN_PERSON',
      deliveredAt: at(-60),
      proofAttachments: [proof.attachmentId],
    };
    const recorded = await post(ctx, '/v1/vote/voteDelivery', body, { token: director });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(
      bodyOf<{ delivered: boolean; deliveries: { methodName: string; withoutProofFile: boolean }[] }>(
        recorded,
      ).data,
    ).toMatchObject({
      delivered: true,
      deliveries: [{ methodName: '当面送达', withoutProofFile: false }],
    });
    const refused = async (patch: Record<string, unknown>, status: number, message?: string) => {
      const response = await post(ctx, '/v1/vote/voteDelivery', { ...body, ...patch }, { token: director });
      expect(response.statusCode, response.body).toBe(status);
      if (message) expect(bodyOf(response).message).toBe(message);
    };
    const proofRequired = '请上传送达凭证；没有凭证文件的送达方式须勾选“无凭证文件”并在备注中说明';
    await refused({ proofAttachments: [] }, 400, proofRequired);
    await refused({ proofAttachments: [], withoutProofFile: true }, 400, proofRequired);
    // A made-up proof code, and a file of another community (issue #22 item 2).
    await refused({ proofAttachments: ['A-PROOF-1'] }, 400, '送达凭证须为本小区已上传完成的文件');
    const foreign = await upload(ctx, director, '别处的凭证.pdf', PDF_BYTES, {
      communityInfoCode: 'TYXQ001',
    });
    await refused({ proofAttachments: [foreign.attachmentId] }, 400, '送达凭证须为本小区已上传完成的文件');
    // Dated before the start or in the future: outside the voting period.
    const outside = '送达时间须在投票期间内，且不晚于当前时间';
    await refused({ deliveredAt: at(-30 * 24 * 3600) }, 400, outside);
    await refused({ deliveredAt: at(3600) }, 400, outside);
    await refused({ houseCode: 'NOPE' }, 404);
    const plain = await post(
      ctx,
      '/v1/vote/voteDelivery',
      {
        ...body,
        houseCode: houseOf[3]?.[0] ?? '',
        proofAttachments: [],
        withoutProofFile: true,
        remark: '当面交给业主本人，物业管家王敏在场',
      },
      { token: director },
    );
    expect(plain.statusCode, plain.body).toBe(200);
    expect(
      bodyOf<{ deliveries: { withoutProofFile: boolean }[] }>(plain).data.deliveries[0]?.withoutProofFile,
    ).toBe(true);
    const delivered = bodyOf<{ total: number }>(
      await get(ctx, `/v1/vote/voteDeliveryList?${q(vote, '&delivered=YES')}`, { token: property }),
    ).data;
    expect(delivered.total).toBe(2);
    const all = bodyOf<{ total: number }>(
      await get(ctx, `/v1/vote/voteDeliveryList?${q(vote)}`, { token: property }),
    ).data;
    expect(all.total).toBeGreaterThan(2);
  });

  it('100 concurrent ballots of one voter, online and paper mixed, leave exactly one counted', async () => {
    const house = houseOf[4]?.[0] ?? '';
    const calls = Array.from({ length: 100 }, (_, index) =>
      index % 2 === 0
        ? cast(4, vote, 'AGREE')
        : enter(index % 4 === 1 ? director : property, vote, house, 'DISAGREE'),
    );
    const responses = await Promise.all(calls);
    expect(responses.every((response) => response.statusCode === 200 || response.statusCode === 409)).toBe(
      true,
    );
    const result = (await ctx.db.handle.db.execute(sql`select b.channel from voting_ballots b
      join voting_voter_houses h on h.voter_id = b.voter_id join votings v on v.id = b.voting_id
      where v.voting_code = ${vote} and h.house_code = ${house}`)) as unknown as {
      rows: { channel: string }[];
    };
    expect(result.rows).toHaveLength(1);
    expect(result.rows[0]?.channel).toBe('ONLINE');
    const verify = bodyOf<{ valid: boolean }>(
      await get(ctx, `/v1/voting/verifyChain?${q(vote)}`, { token: property }),
    ).data;
    expect(verify.valid).toBe(true);
  });

  it('breaks the statistics down by building', async () => {
    const response = await get(ctx, `/v1/voting/buildingStatistics?${q(vote)}`, { token: property });
    expect(response.statusCode, response.body).toBe(200);
    const rows =
      bodyOf<
        { houseCount: number; votedHouseCount: number; onlineHouseCount: number; paperHouseCount: number }[]
      >(response).data;
    const sum = (key: 'houseCount' | 'votedHouseCount' | 'onlineHouseCount' | 'paperHouseCount') =>
      rows.reduce((acc, row) => acc + row[key], 0);
    // Owner 1 (two houses) and owner 4 online; owners 2 and 3 on paper.
    expect(sum('onlineHouseCount')).toBe(3);
    expect(sum('paperHouseCount')).toBe(2);
    expect(sum('votedHouseCount')).toBe(5);
    expect(sum('houseCount')).toBeGreaterThan(5);
    expect(
      (await get(ctx, `/v1/voting/buildingStatistics?communityInfoCode=${C}`, { token: property }))
        .statusCode,
    ).toBe(400);
  });

  it('prints ballots and exports statistics and vouchers as download jobs', async () => {
    const all = await post(
      ctx,
      '/v1/offlineVote/getPrintInfo',
      { ...ref(vote), houseCodes: houseOf[1] },
      {
        token: director,
      },
    );
    expect(all.statusCode, all.body).toBe(200);
    const onePdf = await runJob(bodyOf<Job>(all).data);
    expect(onePdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPages(onePdf)).toBe(1);
    const blank = await post(
      ctx,
      '/v1/offlineVote/getPrintInfoByNoOwner',
      { ...ref(vote), count: 3 },
      {
        token: director,
      },
    );
    expect(pdfPages(await runJob(bodyOf<Job>(blank).data))).toBe(3);
    const byVote = await get(ctx, `/v1/offlineVote/getPrintInfoByVote?${q(vote)}`, { token: director });
    const scope = bodyOf<{ totalHeads: number }>(
      await get(ctx, `/v1/voting/votingScopeSimplify?${q(vote)}`, { token: director }),
    ).data;
    expect(pdfPages(await runJob(bodyOf<Job>(byVote).data))).toBe(scope.totalHeads);
    expect(
      (
        await post(
          ctx,
          '/v1/offlineVote/getPrintInfoByNoOwner',
          { ...ref(vote), count: 0 },
          { token: director },
        )
      ).statusCode,
    ).toBe(400);

    const stats = await get(ctx, `/v1/voting/exportStatistics?${q(vote)}`, { token: director });
    expect(stats.statusCode, stats.body).toBe(200);
    expect((await runJob(bodyOf<Job>(stats).data)).subarray(0, 2).toString()).toBe('PK');
    const voucher = await get(ctx, `/v1/downloadJob/generateOnlineVoteVoucher?${q(vote)}`, {
      token: director,
    });
    expect(voucher.statusCode, voucher.body).toBe(200);
    expect((await runJob(bodyOf<Job>(voucher).data)).subarray(0, 2).toString()).toBe('PK');

    await setPropertyPermissions(['VOTING_VIEW']);
    expect((await get(ctx, `/v1/voting/exportStatistics?${q(vote)}`, { token: property })).statusCode).toBe(
      403,
    );
    expect(
      (await get(ctx, `/v1/offlineVote/getPrintInfoByVote?${q(vote)}`, { token: property })).statusCode,
    ).toBe(403);
    await setPropertyPermissions(['VOTING_VIEW', 'VOTING_MANAGEMENT']);
    expect(
      (
        await get(
          ctx,
          `/v1/downloadJob/generateOnlineVoteVoucher?communityInfoCode=TYXQ001&votingCode=${vote}`,
          {
            token: director,
          },
        )
      ).statusCode,
    ).toBe(404);
  });

  it('publishes the result with hash-chain evidence; the public call verifies', async () => {
    const check = async () =>
      bodyOf<{ canPublish: boolean; reasons: string[] }>(
        await post(ctx, '/v1/voting/checkPublicity', ref(vote), { token: director }),
      ).data;
    expect((await check()).canPublish).toBe(false);
    expect((await post(ctx, '/v1/voting/resultPreview', ref(vote), { token: director })).statusCode).toBe(
      409,
    );
    expect((await get(ctx, `/v1/votePublic/info?votingCode=${vote}`)).statusCode).toBe(404);
    const pending = bodyOf<Entry>(await enter(director, vote, houseOf[19]?.[0] ?? '', 'AGREE')).data;
    ctx.clock.advance(3 * 24 * HOUR);
    const blocked = await check();
    expect(blocked.canPublish).toBe(false);
    expect(blocked.reasons.join()).toContain('待复核');
    const publishBody = {
      ...ref(vote),
      publicityMode: 'RESULT_DATA_WITH_EVIDENCE',
      publicityEndDate: at(7 * 24 * HOUR),
      remark: '公示期七天',
    };
    expect((await post(ctx, '/v1/voting/resultPublicity', publishBody, { token: director })).statusCode).toBe(
      409,
    );
    // The paper period has closed with the vote, so the pending entry is cancelled to publish.
    await post(
      ctx,
      '/v1/votingOHC/updateVoteOHC',
      { ...ref(vote), entryId: pending.entryId, reason: '业主未签字' },
      {
        token: director,
      },
    );
    expect(await check()).toMatchObject({ canPublish: true, reasons: [] });

    const preview = await post(ctx, '/v1/voting/resultPreview', ref(vote), { token: director });
    expect(preview.statusCode, preview.body).toBe(200);
    const previewData = bodyOf<{ ballotCount: number; issues: { participating: { heads: number } }[] }>(
      preview,
    ).data;
    expect(previewData.ballotCount).toBe(4);
    expect(previewData.issues[0]?.participating.heads).toBe(4);

    expect(
      (
        await post(
          ctx,
          '/v1/voting/resultPublicity',
          { ...publishBody, publicityEndDate: at(-60) },
          { token: director },
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await post(
          ctx,
          '/v1/voting/resultPublicity',
          { ...publishBody, publicityMode: 'NOPE' },
          { token: director },
        )
      ).statusCode,
    ).toBe(400);
    await setPropertyPermissions(['VOTING_VIEW']);
    expect((await post(ctx, '/v1/voting/resultPublicity', publishBody, { token: property })).statusCode).toBe(
      403,
    );
    await setPropertyPermissions(['VOTING_VIEW', 'VOTING_MANAGEMENT']);

    const published = await post(ctx, '/v1/voting/resultPublicity', publishBody, { token: director });
    expect(published.statusCode, published.body).toBe(200);
    const result = bodyOf<{ chain: { count: number; head: string }; publicityModeName: string }>(
      published,
    ).data;
    expect(result.publicityModeName).toBe('填写结果数据，哈希链存证');
    expect((await post(ctx, '/v1/voting/resultPublicity', publishBody, { token: director })).statusCode).toBe(
      409,
    );
    const info = bodyOf<{ votingState: string }>(
      await get(ctx, `/v1/voting/infoSimplify?${q(vote)}`, { token: director }),
    ).data;
    expect(info.votingState).toBe('ANNOUNCEMENT');

    const pub = await get(ctx, `/v1/votePublic/info?votingCode=${vote}`);
    expect(pub.statusCode, pub.body).toBe(200);
    const data = bodyOf<{
      result: { chain: { head: string } };
      aggregate: VoteAggregate;
      communityName: string;
    }>(pub).data;
    expect(data.communityName).toBe('阳光花园');
    expect(data.result.chain.head).toBe(result.chain.head);
    expect(pub.body).not.toContain('13900000001');
    const verification = await verifyAggregate(data.aggregate);
    expect(verification).toMatchObject({ valid: true, resultMatches: true, ballotCount: 4 });
    expect(data.aggregate.entries.at(-1)?.type).toBe('RESULT_PUBLISHED');

    const file = await get(ctx, `/v1/votePublic/aggregate?votingCode=${vote}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('aggregate.json');
    expect((await verifyAggregate(JSON.parse(file.body) as VoteAggregate)).valid).toBe(true);
    publishedAggregate = file.body;
    expect((await get(ctx, '/v1/votePublic/info')).statusCode).toBe(400);

    ctx.clock.advance(8 * 24 * HOUR);
    expect(
      bodyOf<{ votingState: string }>(await get(ctx, `/v1/votePublic/info?votingCode=${vote}`)).data
        .votingState,
    ).toBe('FINISH');
  });

  it('npm run verify-vote checks the exported file and names the tampered entry', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'verify-vote-'));
    const good = join(dir, 'good.json');
    writeFileSync(good, publishedAggregate);
    const lines: string[] = [];
    expect(await verifyVoteFile(good, (line) => lines.push(line))).toBe(0);
    expect(lines.at(-1)).toBe('校验通过');
    const aggregate = JSON.parse(publishedAggregate) as VoteAggregate;
    const target = aggregate.entries.findIndex((entry) => entry.type === 'BALLOT_CAST');
    const entry = aggregate.entries[target];
    if (entry) entry.payload = { ...(entry.payload as object), choices: { '1': 'AGREE' } };
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify(aggregate));
    const root = resolve(__dirname, '../../..');
    const run = spawnSync(join(root, 'node_modules/.bin/tsx'), ['apps/server/scripts/verify-vote.ts', bad], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(1);
    expect(run.stdout).toContain(`index ${target}`);
    const ok = spawnSync(join(root, 'node_modules/.bin/tsx'), ['apps/server/scripts/verify-vote.ts', good], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(ok.status, ok.stdout + ok.stderr).toBe(0);
  }, 30_000);

  it('a ballot row changed in SQL fails verification at its entry', async () => {
    property = await tokenFor(ctx, PROPERTY);
    const db = ctx.db.handle.db;
    const [row] = (
      (await db.execute(sql`select e.seq from voting_ballots b join votings v on v.id = b.voting_id
        join evidence_chain e on e.hash = b.chain_hash where v.voting_code = ${vote} order by e.seq limit 1`)) as unknown as {
        rows: { seq: number }[];
      }
    ).rows;
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update voting_ballots set choices = '{"1":"ABSTAIN"}'
        where voting_id = (select id from votings where voting_code = ${vote})
        and chain_hash = (select hash from evidence_chain where seq = ${row?.seq} and voting_id = voting_ballots.voting_id)`);
    });
    const response = await get(ctx, `/v1/voting/verifyChain?${q(vote)}`, { token: property });
    expect(response.statusCode, response.body).toBe(200);
    const verify = bodyOf<{ valid: boolean; firstBadIndex: number }>(response).data;
    expect(verify).toMatchObject({ valid: false, firstBadIndex: row?.seq });
  });
});

describe('other publication modes', () => {
  it('publishes without announcement, and with a result file only', async () => {
    director = await tokenFor(ctx, DIRECTOR);
    property = await tokenFor(ctx, PROPERTY);
    const quiet = await createVote();
    const fileOnly = await createVote();
    ctx.clock.advance(4 * 24 * HOUR);
    const none = await post(
      ctx,
      '/v1/voting/resultPublicity',
      { ...ref(quiet), publicityMode: 'RESULT_DATA_WITH_EVIDENCE', announce: false },
      { token: director },
    );
    expect(none.statusCode, none.body).toBe(200);
    const state = bodyOf<{ votingState: string }>(
      await get(ctx, `/v1/voting/infoSimplify?${q(quiet)}`, { token: director }),
    ).data.votingState;
    expect(state).toBe('FINISH_NO_ANNOUNCEMENT');
    expect((await get(ctx, `/v1/votePublic/info?votingCode=${quiet}`)).statusCode).toBe(404);

    const body = { ...ref(fileOnly), publicityMode: 'RESULT_FILE_ONLY', publicityEndDate: at(24 * HOUR) };
    const missing = await post(ctx, '/v1/voting/resultPublicity', body, { token: director });
    expect(missing.statusCode).toBe(400);
    expect(bodyOf(missing).message).toBe('请上传结果文件');
    const unknownFile = await post(
      ctx,
      '/v1/voting/resultPublicity',
      { ...body, resultFile: 'A-RESULT' },
      { token: director },
    );
    expect(unknownFile.statusCode).toBe(400);
    expect(bodyOf(unknownFile).message).toBe('表决材料不存在或未上传完成');
    const file = await upload(ctx, director, '表决结果.pdf', PDF_BYTES, { communityInfoCode: C });
    const withFile = await post(
      ctx,
      '/v1/voting/resultPublicity',
      { ...body, resultFile: file.attachmentId },
      { token: director },
    );
    expect(withFile.statusCode, withFile.body).toBe(200);
    const pub = bodyOf<{ aggregate: unknown; result: { resultFile: string } }>(
      await get(ctx, `/v1/votePublic/info?votingCode=${fileOnly}`),
    ).data;
    expect(pub.aggregate).toBeNull();
    expect(pub.result.resultFile).toBe(file.attachmentId);
    expect((await get(ctx, `/v1/votePublic/aggregate?votingCode=${fileOnly}`)).statusCode).toBe(404);
    const info = bodyOf<{ publicityMode: string } | null>(
      await get(ctx, `/v1/voting/resultInfo?${q(fileOnly)}`, { token: property }),
    ).data;
    expect(info?.publicityMode).toBe('RESULT_FILE_ONLY');
  });
});

describe('demo votes (seed)', () => {
  it('seeds votes in several states in 阳光花园, the published one verifiable', async () => {
    await seedVotingDemo(ctx.db.handle.db, ctx.clock.now());
    director = await tokenFor(ctx, DIRECTOR);
    const list = bodyOf<{ list: { votingCode: string; title: string; votingState: string }[] }>(
      await get(ctx, `/v1/voting/votingListWeb?communityInfoCode=${C}&page=1&size=100`, { token: director }),
    ).data.list;
    const stateOf = (title: string) => list.find((item) => item.title === title)?.votingState;
    expect(stateOf('关于续聘阳光物业服务有限公司的表决')).toBe('PROCESSING');
    expect(stateOf('关于使用专项维修资金维修1栋电梯的表决')).toBe('ANNOUNCEMENT');
    expect(stateOf('关于增设电动自行车集中充电设施的表决')).toBe('HAS_NOT_STARTED');
    expect(stateOf('关于修订管理规约的表决（草稿）')).toBe('DRAFT');
    const published = list.find((item) => item.votingState === 'ANNOUNCEMENT');
    const pub = bodyOf<{ aggregate: VoteAggregate }>(
      await get(ctx, `/v1/votePublic/info?votingCode=${published?.votingCode}`),
    ).data;
    expect(await verifyAggregate(pub.aggregate)).toMatchObject({
      valid: true,
      ballotCount: 5,
      resultMatches: true,
    });
    const open = list.find((item) => item.votingState === 'PROCESSING');
    const info = bodyOf<{ ballotCount: number }>(
      await get(ctx, `/v1/voting/infoSimplify?${q(open?.votingCode ?? '')}`, { token: director }),
    ).data;
    expect(info.ballotCount).toBe(4);
  });
});
