import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findBallotInChain } from '@gongzhi/domain/voting/evidence-chain';
import { type VoteAggregate, verifyAggregate } from '@gongzhi/domain/voting/vote-aggregate';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { argumentsOf, verifyVoteFile } from '../scripts/verify-vote';
import { communities, communityMembers, users } from '../src/db/schema';
import { PDF_BYTES, upload } from './support/file-fixtures';
import { DIRECTOR, PROPERTY } from './support/roster-helpers';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

// Issue 20 item 6: owners in scope read the announced result and check their own ballot; the
// committee publishes the publicity notice in one click (NOTICE_MANAGEMENT).
const C = 'YGHY001';
const HOUR = 3600;

let ctx: TestContext;
let director: string;
let property: string;
let owner1: string;
let owner2: string;
let outsider: string;

type Receipt = { ballotHash: string; seq: number; channel: string; houseCodes: string[] };
type OwnerResult = {
  votingCode: string;
  title: string;
  communityName: string;
  communityInfoCode: string;
  votingState: string;
  result: {
    resultFile: string | null;
    ballotCount: number;
    chain: { head: string; count: number };
    issues: { issueKey: string; passed: boolean; quorum: boolean; participating: { heads: number } }[];
  };
  aggregate: VoteAggregate | null;
  resultFiles: { attachmentId: string; pubAttachmentId: string; sourceName: string }[];
  myReceipts: Receipt[];
};

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
  owner1 = await tokenFor(ctx, '13900000001', { isWxAPP: true });
  owner2 = await tokenFor(ctx, '13900000002', { isWxAPP: true });
  // A director of another community who owns nothing in 阳光花园.
  outsider = await tokenFor(ctx, '13800000002', { isWxAPP: true });
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

const at = (seconds: number) => new Date(ctx.clock.now().getTime() + seconds * 1000).toISOString();
const ref = (votingCode: string, community = C) => ({ communityInfoCode: community, votingCode });
const ownerResult = (token: string, votingCode: string) =>
  get(ctx, `/v1/owner/voteResult?votingCode=${encodeURIComponent(votingCode)}`, { token });
const publishNotice = (token: string, votingCode: string, community = C) =>
  post(ctx, '/v1/voting/publishResultNotice', ref(votingCode, community), { token });

/** A vote owners 1 and 2 cast online, ended; returns its code and the two receipts. */
async function endedVote(title: string) {
  const created = await post(
    ctx,
    '/v1/voting/createSimplify',
    {
      communityInfoCode: C,
      title,
      startDate: at(HOUR),
      endDate: at(2 * 24 * HOUR),
      issues: [
        { title: '是否同意续聘物业服务企业', issueTypeId: 4 },
        { title: '是否同意调整停车费', issueTypeId: 10 },
      ],
    },
    { token: director },
  );
  expect(created.statusCode, created.body).toBe(200);
  const votingCode = bodyOf<{ votingCode: string }>(created).data.votingCode;
  ctx.clock.advance(2 * HOUR);
  const receipts: Record<string, string> = {};
  for (const [name, token, choice] of [
    ['owner1', owner1, 'AGREE'],
    ['owner2', owner2, 'DISAGREE'],
  ] as const) {
    const cast = await post(
      ctx,
      '/v1/owner/castVote',
      { votingCode, choices: { '1': choice, '2': 'ABSTAIN' } },
      { token },
    );
    expect(cast.statusCode, cast.body).toBe(200);
    receipts[name] = bodyOf<{ ballotHash: string }>(cast).data.ballotHash;
  }
  return { votingCode, receipts };
}

describe('GET /v1/owner/voteResult and POST /v1/voting/publishResultNotice', () => {
  let vote: string;
  let receipts: Record<string, string>;

  it('refuses until the result is announced, for the owner page and the notice alike', async () => {
    ({ votingCode: vote, receipts } = await endedVote('关于续聘物业的表决'));
    const during = await ownerResult(owner1, vote);
    expect(during.statusCode).toBe(409);
    expect(bodyOf(during).message).toBe('表决当前为“进行中”状态，没有公示的结果');
    ctx.clock.advance(2 * 24 * HOUR);
    const ended = await ownerResult(owner1, vote);
    expect(ended.statusCode).toBe(409);
    expect(bodyOf(ended).message).toBe('表决当前为“投票已结束”状态，没有公示的结果');
    const early = await publishNotice(director, vote);
    expect(early.statusCode).toBe(409);
    expect(bodyOf(early).message).toBe('表决当前为“投票已结束”状态，没有公示的结果');
  });

  it('publishing refuses a result file that is not an upload of the community or the caller', async () => {
    const foreign = await upload(ctx, property, '别人的文件.pdf', PDF_BYTES);
    const refused = await post(
      ctx,
      '/v1/voting/resultPublicity',
      {
        ...ref(vote),
        publicityMode: 'RESULT_DATA_WITH_EVIDENCE',
        publicityEndDate: at(5 * 24 * HOUR),
        resultFile: foreign.attachmentId,
      },
      { token: director },
    );
    expect(refused.statusCode).toBe(400);
    expect(bodyOf(refused).message).toBe('表决材料不存在或未上传完成');
  });

  it('shows an owner in scope the published result, the result file and only their own receipt', async () => {
    const file = await upload(ctx, director, '表决结果.pdf', PDF_BYTES, { communityInfoCode: C });
    const published = await post(
      ctx,
      '/v1/voting/resultPublicity',
      {
        ...ref(vote),
        publicityMode: 'RESULT_DATA_WITH_EVIDENCE',
        publicityEndDate: at(5 * 24 * HOUR),
        resultFile: file.attachmentId,
      },
      { token: director },
    );
    expect(published.statusCode, published.body).toBe(200);

    const response = await ownerResult(owner1, vote);
    expect(response.statusCode, response.body).toBe(200);
    const data = bodyOf<OwnerResult>(response).data;
    expect(data).toMatchObject({ votingCode: vote, communityName: '阳光花园', votingState: 'ANNOUNCEMENT' });
    expect(data.communityInfoCode).toBe(C);
    // The same result the workbench's 公示 page shows.
    const staff = bodyOf<{ issues: unknown[]; chain: unknown }>(
      await get(ctx, `/v1/voting/resultInfo?communityInfoCode=${C}&votingCode=${vote}`, { token: director }),
    ).data;
    expect(data.result.issues).toEqual(staff.issues);
    expect(data.result.chain).toEqual(staff.chain);
    expect(data.result.issues.map((issue) => issue.participating.heads)).toEqual([2, 2]);
    // Only the caller's own receipt, and it is in the published chain, which verifies.
    expect(data.myReceipts).toHaveLength(1);
    expect(data.myReceipts[0]).toMatchObject({ ballotHash: receipts.owner1, channel: 'ONLINE' });
    expect(data.myReceipts[0]?.houseCodes.length).toBeGreaterThan(0);
    expect(data.myReceipts.map((item) => item.ballotHash)).not.toContain(receipts.owner2);
    const aggregate = data.aggregate as VoteAggregate;
    expect(await verifyAggregate(aggregate)).toMatchObject({
      valid: true,
      resultMatches: true,
      ballotCount: 2,
    });
    expect(findBallotInChain(aggregate.entries, receipts.owner1 ?? '')).toMatchObject({
      index: data.myReceipts[0]?.seq,
      replaced: false,
    });
    // The result file opens publicly by its public id.
    expect(data.resultFiles.map((item) => item.sourceName)).toEqual(['表决结果.pdf']);
    const download = await get(
      ctx,
      `/v1/api/cos/pubDownload?pubAttachmentId=${data.resultFiles[0]?.pubAttachmentId}`,
    );
    expect(download.statusCode).toBe(200);
    expect(response.body).not.toContain('13900000002');

    const second = bodyOf<OwnerResult>(await ownerResult(owner2, vote)).data;
    expect(second.myReceipts.map((item) => item.ballotHash)).toEqual([receipts.owner2]);
  });

  it('npm run verify-vote -- <file> --ballot <hash> checks the same receipt from the command line', async () => {
    const data = bodyOf<OwnerResult>(await ownerResult(owner1, vote)).data;
    const file = join(mkdtempSync(join(tmpdir(), 'owner-result-')), 'aggregate.json');
    writeFileSync(file, JSON.stringify(data.aggregate));
    const lines: string[] = [];
    expect(await verifyVoteFile(file, (line) => lines.push(line), [receipts.owner1 ?? ''])).toBe(0);
    expect(lines).toContain(`选票 ${receipts.owner1}：第 ${data.myReceipts[0]?.seq} 条存证，已计入`);
    expect(await verifyVoteFile(file, () => undefined, ['f'.repeat(64)])).toBe(1);
    expect(argumentsOf([file, '--ballot', 'abc'])).toEqual({ file, ballots: ['abc'] });
    expect(argumentsOf(['--ballot'])).toBeNull();
  });

  it('answers 404 to owners outside the scope and for unknown votes, 400 without a code, 401 without a login', async () => {
    const outside = await ownerResult(outsider, vote);
    expect(outside.statusCode).toBe(404);
    expect(bodyOf(outside).message).toBe('表决不存在或您无权访问');
    expect((await ownerResult(owner1, 'NOPE')).statusCode).toBe(404);
    expect((await get(ctx, '/v1/owner/voteResult', { token: owner1 })).statusCode).toBe(400);
    expect((await get(ctx, `/v1/owner/voteResult?votingCode=${vote}`)).statusCode).toBe(401);
    // A workbench session is not an owner session.
    expect((await ownerResult(director, vote)).statusCode).not.toBe(200);
  });

  it('publishes the publicity notice in one click: owners get it with the link to their result page', async () => {
    const response = await publishNotice(director, vote);
    expect(response.statusCode, response.body).toBe(200);
    const notice = bodyOf<{ communityNoticeCode: string; title: string; resultUrl: string }>(response).data;
    expect(notice.title).toBe('关于续聘物业的表决结果公示');
    expect(notice.resultUrl).toBe(`http://gz.test/owner/votes/${vote}/result`);
    const listed = bodyOf<{ communityNoticeCode: string; noticeType: string }[]>(
      await get(ctx, '/v1/owner/notices', { token: owner1 }),
    ).data;
    expect(listed.find((item) => item.communityNoticeCode === notice.communityNoticeCode)?.noticeType).toBe(
      'OWNERS_MEETING',
    );
    const read = await get(ctx, `/v1/owner/noticeInfo?communityNoticeCode=${notice.communityNoticeCode}`, {
      token: owner1,
    });
    expect(read.statusCode, read.body).toBe(200);
    const content = bodyOf<{ content: string; materialAttachments: { sourceName: string }[] }>(read).data;
    expect(content.content).toContain(`href="http://gz.test/owner/votes/${vote}/result"`);
    expect(content.content).toContain('是否同意续聘物业服务企业');
    expect(content.content).toContain('有效表决票 2 张');
    expect(content.materialAttachments.map((item) => item.sourceName)).toEqual(['表决结果.pdf']);
  });

  it('needs NOTICE_MANAGEMENT (403), answers 404 for another community, 400 for bad input', async () => {
    await setPropertyPermissions(['VOTING_VIEW', 'VOTING_MANAGEMENT', 'NOTICE_VIEW']);
    const denied = await publishNotice(property, vote);
    expect(denied.statusCode).toBe(403);
    await setPropertyPermissions(null);
    const other = await publishNotice(director, vote, 'TYXQ001');
    expect(other.statusCode).toBe(404);
    expect(bodyOf(other).message).toBe('表决不存在或您无权访问');
    expect((await publishNotice(director, 'NOPE')).statusCode).toBe(404);
    const bad = await post(
      ctx,
      '/v1/voting/publishResultNotice',
      { communityInfoCode: C },
      { token: director },
    );
    expect(bad.statusCode).toBe(400);
    expect((await publishNotice(owner1, vote)).statusCode).not.toBe(200);
  });

  it('stays readable after the publicity period ends (FINISH)', async () => {
    ctx.clock.advance(6 * 24 * HOUR);
    // Sessions lapse over the days the clock moved: log in again.
    director = await tokenFor(ctx, DIRECTOR);
    owner1 = await tokenFor(ctx, '13900000001', { isWxAPP: true });
    owner2 = await tokenFor(ctx, '13900000002', { isWxAPP: true });
    const response = await ownerResult(owner1, vote);
    expect(response.statusCode, response.body).toBe(200);
    expect(bodyOf<OwnerResult>(response).data.votingState).toBe('FINISH');
    expect((await publishNotice(director, vote)).statusCode).toBe(200);
  });

  it('a result recorded without announcement is not shown to owners', async () => {
    const quiet = await endedVote('关于调整停车费的表决');
    ctx.clock.advance(2 * 24 * HOUR);
    const recorded = await post(
      ctx,
      '/v1/voting/resultPublicity',
      { ...ref(quiet.votingCode), publicityMode: 'RESULT_DATA_WITH_EVIDENCE', announce: false },
      { token: director },
    );
    expect(recorded.statusCode, recorded.body).toBe(200);
    const refused = await ownerResult(owner1, quiet.votingCode);
    expect(refused.statusCode).toBe(409);
    expect(bodyOf(refused).message).toBe('表决当前为“已完成（未公示）”状态，没有公示的结果');
    expect((await publishNotice(director, quiet.votingCode)).statusCode).toBe(409);
  });
});
