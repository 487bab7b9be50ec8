import { PROXY_MESSAGES } from '@gongzhi/domain/voting/proxy';
import { tally } from '@gongzhi/domain/voting/tally';
import type { VoterRoll } from '@gongzhi/domain/voting/voter-roll';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueRules } from '../src/modules/voting/dto';
import { createVotingRepository } from '../src/modules/voting/repository';
import { createVotingService } from '../src/modules/voting/service';
import { PDF_BYTES, pngBytes, upload } from './support/file-fixtures';
import { DIRECTOR, PROPERTY } from './support/roster-helpers';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

// Issue #22 item 5: proxy voting (委托投票). Owners 1–5 of 阳光花园 are certified; 6 and 7 are not.
const C = 'YGHY001';
const HOUR = 3600;
const PROXY = '13900000010';
const PAPER_PROXY = '13900000011';

type Authorization = {
  proxyCode: string;
  state: string;
  source: string;
  principalName: string;
  houses: string[];
};
type ProxyItem = {
  proxyCode: string;
  votingCode: string;
  principalName: string;
  canCast: boolean;
  houses: string[];
};
type Receipt = { ballotHash: string; seq: number; houseCodes: string[] };

let ctx: TestContext;
let director: string;
let property: string;
const owners: Record<number, string> = {};
let proxy: string;
let paperProxy: string;
let disabledVote: string;
let vote: string;

const at = (seconds: number) => new Date(ctx.clock.now().getTime() + seconds * 1000).toISOString();

async function saveSettings(proxyVoting: boolean, proxyMaxPrincipals?: number) {
  const response = await post(
    ctx,
    '/v1/voting/updateSettings',
    {
      communityInfoCode: C,
      nonResponsePolicy: 'NOT_PARTICIPATED',
      followMajorityOffered: false,
      blankCountsAsParticipation: true,
      proxyVoting,
      ...(proxyMaxPrincipals === undefined ? {} : { proxyMaxPrincipals }),
    },
    { token: director },
  );
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<{ proxyMaxPrincipals: number }>(response).data;
}

async function createVote(title: string) {
  const response = await post(
    ctx,
    '/v1/voting/createSimplify',
    {
      communityInfoCode: C,
      title,
      startDate: at(HOUR),
      endDate: at(7 * 24 * HOUR),
      issues: [{ title: '是否同意续聘物业', issueTypeId: 4 }],
    },
    { token: director },
  );
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<{ votingCode: string }>(response).data.votingCode;
}

async function signature(token: string) {
  const image = await upload(ctx, token, 'signature.png', await pngBytes(200, 80), {
    uploadType: 'TX_NO_WATER_TAG',
  });
  await post(ctx, '/v1/api/cos/completeUpload', { attachmentId: image.attachmentId }, { token });
  return image.attachmentId;
}

const appoint = async (token: string, votingCode: string, extra: Record<string, unknown> = {}) =>
  post(
    ctx,
    '/v1/owner/proxyAppoint',
    {
      votingCode,
      proxyMobile: PROXY,
      proxyName: '王代理',
      proxyRelation: '邻居',
      signatureFile: await signature(token),
      ...extra,
    },
    { token },
  );

const proxyCast = (token: string, proxyCode: string, votingCode = vote, choices: object = { '1': 'AGREE' }) =>
  post(ctx, '/v1/owner/proxyCastVote', { votingCode, proxyCode, choices }, { token });

const revoke = (token: string, proxyCode: string) =>
  post(ctx, '/v1/owner/proxyRevoke', { proxyCode }, { token });

async function myProxy(token: string) {
  const response = await get(ctx, `/v1/owner/voteProxy?votingCode=${vote}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<{ canAppoint: boolean; cannotAppointReason: string | null; mine: Authorization[] }>(response)
    .data;
}

async function activeCode(token: string) {
  const active = (await myProxy(token)).mine.find((row) => row.state !== 'REVOKED');
  if (!active) throw new Error('no active authorisation');
  return active.proxyCode;
}

beforeAll(async () => {
  ctx = await createTestContext();
  director = await tokenFor(ctx, DIRECTOR);
  property = await tokenFor(ctx, PROPERTY);
  for (const n of [1, 2, 3, 4, 5, 6, 7]) owners[n] = await tokenFor(ctx, `1390000000${n}`, { isWxAPP: true });
  proxy = await tokenFor(ctx, PROXY, { isWxAPP: true });
  paperProxy = await tokenFor(ctx, PAPER_PROXY, { isWxAPP: true });
  // A vote published while proxy voting is off keeps it off.
  expect(await saveSettings(false)).toMatchObject({ proxyMaxPrincipals: 3 });
  disabledVote = await createVote('委托未开启的表决');
  expect(await saveSettings(true, 2)).toMatchObject({ proxyMaxPrincipals: 2 });
  vote = await createVote('允许委托投票的表决');
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

describe('proxy voting', () => {
  it('checks the limit setting and refuses before the start', async () => {
    const bad = await post(
      ctx,
      '/v1/voting/updateSettings',
      {
        communityInfoCode: C,
        nonResponsePolicy: 'NOT_PARTICIPATED',
        followMajorityOffered: false,
        blankCountsAsParticipation: true,
        proxyVoting: true,
        proxyMaxPrincipals: 0,
      },
      { token: director },
    );
    expect(bad.statusCode).toBe(400);
    const early = await appoint(owners[1] as string, vote);
    expect(early.statusCode).toBe(409);
    expect(bodyOf(early).message).toBe(PROXY_MESSAGES.notOpen);
    ctx.clock.advance(2 * HOUR);
  });

  it('refuses every appointment while proxy voting is off for the vote', async () => {
    const owner = await appoint(owners[1] as string, disabledVote);
    expect(owner.statusCode).toBe(409);
    expect(bodyOf(owner).message).toBe(PROXY_MESSAGES.disabled);
    const paper = await post(
      ctx,
      '/v1/voting/proxyPaper',
      {
        communityInfoCode: C,
        votingCode: disabledVote,
        houseCode: 'ANY',
        principalName: '业主',
        proxyMobile: PAPER_PROXY,
        proxyName: '李代理',
        proxyRelation: '子女',
        paperFile: 'ANY',
      },
      { token: director },
    );
    expect(paper.statusCode).toBe(409);
    expect(bodyOf(paper).message).toBe(PROXY_MESSAGES.disabled);
    const state = bodyOf<{ proxyVoting: boolean; canAppoint: boolean }>(
      await get(ctx, `/v1/owner/voteProxy?votingCode=${disabledVote}`, { token: owners[1] }),
    ).data;
    expect(state).toMatchObject({ proxyVoting: false, canAppoint: false });
  });

  it('lets an owner name a proxy and sign; refuses a second one, a made-up signature, oneself, the uncertified and owners outside the scope', async () => {
    const owner1 = owners[1] as string;
    expect((await myProxy(owner1)).canAppoint).toBe(true);
    const made = await appoint(owner1, vote);
    expect(made.statusCode, made.body).toBe(200);
    expect(bodyOf<Authorization[]>(made).data[0]).toMatchObject({ state: 'ACTIVE', source: 'SIGNED' });
    const mine = await myProxy(owner1);
    expect(mine).toMatchObject({ canAppoint: false, cannotAppointReason: PROXY_MESSAGES.alreadyAuthorized });
    expect(mine.mine).toHaveLength(1);

    const twice = await appoint(owner1, vote, { proxyMobile: PAPER_PROXY });
    expect(twice.statusCode).toBe(409);
    expect(bodyOf(twice).message).toBe(PROXY_MESSAGES.alreadyAuthorized);

    const fake = await post(
      ctx,
      '/v1/owner/proxyAppoint',
      {
        votingCode: vote,
        proxyMobile: PROXY,
        proxyName: '王代理',
        proxyRelation: '邻居',
        signatureFile: 'MADE-UP',
      },
      { token: owners[2] },
    );
    expect(fake.statusCode).toBe(400);
    expect(bodyOf(fake).message).toBe(PROXY_MESSAGES.signatureInvalid);

    const self = await appoint(owners[2] as string, vote, { proxyMobile: '13900000002' });
    expect(self.statusCode).toBe(400);
    expect(bodyOf(self).message).toBe(PROXY_MESSAGES.selfProxy);

    const badMobile = await appoint(owners[2] as string, vote, { proxyMobile: '123' });
    expect(badMobile.statusCode).toBe(400);

    const uncertified = await appoint(owners[6] as string, vote);
    expect(uncertified.statusCode).toBe(403);
    expect(bodyOf(uncertified).message).toBe(PROXY_MESSAGES.principalNotCertified);

    // Someone holding no house of the vote learns nothing about it.
    const outsider = await appoint(await tokenFor(ctx, '13712345678', { isWxAPP: true }), vote);
    expect(outsider.statusCode).toBe(404);
  });

  it('caps the principals of one proxy at the community setting', async () => {
    expect((await appoint(owners[2] as string, vote)).statusCode).toBe(200);
    const third = await appoint(owners[3] as string, vote);
    expect(third.statusCode).toBe(409);
    expect(bodyOf(third).message).toBe('该受托人在本次表决中已代理2位业主，已达上限');
  });

  it('shows the proxy their principals (names masked) and lets them cast for each', async () => {
    const list = await get(ctx, '/v1/owner/proxyVotes', { token: proxy });
    expect(list.statusCode).toBe(200);
    const items = bodyOf<ProxyItem[]>(list).data.filter((item) => item.votingCode === vote);
    expect(items).toHaveLength(2);
    for (const item of items) {
      expect(item.canCast).toBe(true);
      expect(item.principalName).toContain('*');
      expect(item.houses.length).toBeGreaterThan(0);
    }
    const code1 = await activeCode(owners[1] as string);
    const info = await get(ctx, `/v1/owner/proxyVoteInfo?votingCode=${vote}&proxyCode=${code1}`, {
      token: proxy,
    });
    expect(info.statusCode, info.body).toBe(200);
    expect(bodyOf<{ issues: unknown[]; myBallot: null }>(info).data).toMatchObject({ myBallot: null });

    const mismatch = await proxyCast(proxy, code1, vote, { '1': 'AGREE', '2': 'AGREE' });
    expect(mismatch.statusCode).toBe(400);
    const cast = await proxyCast(proxy, code1);
    expect(cast.statusCode, cast.body).toBe(200);
    const receipt = bodyOf<Receipt>(cast).data;
    expect(receipt.houseCodes.length).toBeGreaterThan(0);

    // The principal sees the ballot as theirs and cannot vote again; the proxy cannot cast twice.
    const ownerInfo = await get(ctx, `/v1/owner/voteInfo?votingCode=${vote}`, { token: owners[1] });
    expect(bodyOf<{ voted: boolean; canVote: boolean }>(ownerInfo).data).toMatchObject({
      voted: true,
      canVote: false,
    });
    const again = await proxyCast(proxy, code1);
    expect(again.statusCode).toBe(409);
    expect(bodyOf(again).message).toBe(PROXY_MESSAGES.principalVoted);
    const own = await post(
      ctx,
      '/v1/owner/castVote',
      { votingCode: vote, choices: { '1': 'AGREE' } },
      {
        token: owners[1],
      },
    );
    expect(own.statusCode).toBe(409);
    const after = await get(ctx, `/v1/owner/proxyVoteInfo?votingCode=${vote}&proxyCode=${code1}`, {
      token: proxy,
    });
    expect(bodyOf<{ myBallot: { ballotHash: string } | null }>(after).data.myBallot?.ballotHash).toBe(
      receipt.ballotHash,
    );

    // Revoking after the proxy cast is refused.
    const late = await revoke(owners[1] as string, code1);
    expect(late.statusCode).toBe(409);
    expect(bodyOf(late).message).toBe(PROXY_MESSAGES.alreadyCast);
  });

  it('lets the principal revoke before the proxy casts; a revoked proxy cannot cast and the place is freed', async () => {
    const code2 = await activeCode(owners[2] as string);
    // Only the principal revokes: not the proxy, not another owner.
    expect((await revoke(proxy, code2)).statusCode).toBe(404);
    expect((await revoke(owners[3] as string, code2)).statusCode).toBe(404);
    expect((await revoke(owners[2] as string, code2)).statusCode).toBe(200);
    const twice = await revoke(owners[2] as string, code2);
    expect(twice.statusCode).toBe(409);
    expect(bodyOf(twice).message).toBe(PROXY_MESSAGES.revoked);
    const cast = await proxyCast(proxy, code2);
    expect(cast.statusCode).toBe(409);
    expect(bodyOf(cast).message).toBe(PROXY_MESSAGES.revoked);
    const items = bodyOf<ProxyItem[]>(await get(ctx, '/v1/owner/proxyVotes', { token: proxy })).data;
    expect(items.map((item) => item.proxyCode)).not.toContain(code2);
    // The freed place takes owner 3.
    expect((await appoint(owners[3] as string, vote)).statusCode).toBe(200);
  });

  it('refuses a principal who already voted, and the proxy of a principal who then voted', async () => {
    const own = await post(
      ctx,
      '/v1/owner/castVote',
      { votingCode: vote, choices: { '1': 'DISAGREE' } },
      {
        token: owners[4],
      },
    );
    expect(own.statusCode).toBe(200);
    const voted = await appoint(owners[4] as string, vote, { proxyMobile: PAPER_PROXY });
    expect(voted.statusCode).toBe(409);
    expect(bodyOf(voted).message).toBe(PROXY_MESSAGES.principalVoted);

    // Owner 3 votes in person after naming the proxy: their own ballot stands.
    const code3 = await activeCode(owners[3] as string);
    const self = await post(
      ctx,
      '/v1/owner/castVote',
      { votingCode: vote, choices: { '1': 'ABSTAIN' } },
      {
        token: owners[3],
      },
    );
    expect(self.statusCode).toBe(200);
    const cast = await proxyCast(proxy, code3);
    expect(cast.statusCode).toBe(409);
    expect(bodyOf(cast).message).toBe(PROXY_MESSAGES.principalVoted);
  });

  it('answers 404 for another vote, another community or another proxy', async () => {
    const code3 = await activeCode(owners[3] as string);
    // Someone else using the code, or the code with another vote.
    expect((await proxyCast(owners[5] as string, code3)).statusCode).toBe(404);
    expect((await proxyCast(proxy, code3, disabledVote)).statusCode).toBe(404);
    expect(
      (await get(ctx, `/v1/owner/proxyVoteInfo?votingCode=${vote}&proxyCode=${code3}`, { token: owners[5] }))
        .statusCode,
    ).toBe(404);
    // Staff of another community naming this vote.
    const other = await get(ctx, `/v1/voting/proxyList?communityInfoCode=TYXQ001&votingCode=${vote}`, {
      token: director,
    });
    expect(other.statusCode).toBe(404);
    const otherPaper = await post(
      ctx,
      '/v1/voting/proxyPaper',
      {
        communityInfoCode: 'TYXQ001',
        votingCode: vote,
        houseCode: 'ANY',
        principalName: '业主',
        proxyMobile: PAPER_PROXY,
        proxyName: '李代理',
        proxyRelation: '子女',
        paperFile: 'ANY',
      },
      { token: director },
    );
    expect(otherPaper.statusCode).toBe(404);
  });

  it('lets staff record a paper 授权委托书 for a house on the roll, list and revoke; the paper proxy casts', async () => {
    const houses = bodyOf<{ myHouseCodes: string[] }>(
      await get(ctx, `/v1/owner/voteInfo?votingCode=${vote}`, { token: owners[7] }),
    ).data.myHouseCodes;
    const houseCode = houses[0] as string;
    const letter = await upload(ctx, director, '授权委托书.pdf', PDF_BYTES, { communityInfoCode: C });
    const body = {
      communityInfoCode: C,
      votingCode: vote,
      houseCode,
      principalName: '赵业主',
      proxyMobile: PAPER_PROXY,
      proxyName: '李代理',
      proxyRelation: '子女',
      paperFile: letter.attachmentId,
    };
    const madeUp = await post(
      ctx,
      '/v1/voting/proxyPaper',
      { ...body, paperFile: 'MADE-UP' },
      { token: director },
    );
    expect(madeUp.statusCode).toBe(400);
    expect(bodyOf(madeUp).message).toBe(PROXY_MESSAGES.paperFileInvalid);
    const notOnRoll = await post(
      ctx,
      '/v1/voting/proxyPaper',
      { ...body, houseCode: 'NO-SUCH-HOUSE' },
      {
        token: director,
      },
    );
    expect(notOnRoll.statusCode).toBe(400);
    expect(bodyOf(notOnRoll).message).toBe(PROXY_MESSAGES.houseNotOnRoll);
    // View-only staff may list but not record.
    expect((await post(ctx, '/v1/voting/proxyPaper', body, { token: property })).statusCode).toBe(403);

    const made = await post(ctx, '/v1/voting/proxyPaper', body, { token: director });
    expect(made.statusCode, made.body).toBe(200);
    const paper = bodyOf<Authorization>(made).data;
    expect(paper).toMatchObject({ source: 'PAPER', state: 'ACTIVE', principalName: '赵业主' });

    const list = await get(ctx, `/v1/voting/proxyList?communityInfoCode=${C}&votingCode=${vote}`, {
      token: property,
    });
    expect(list.statusCode).toBe(200);
    const rows = bodyOf<Authorization[]>(list).data;
    expect(rows.map((row) => row.state).sort()).toEqual(['ACTIVE', 'ACTIVE', 'CAST', 'REVOKED']);

    // The uncertified principal's paper letter was checked by staff: the proxy casts for them.
    const cast = await proxyCast(paperProxy, paper.proxyCode, vote, { '1': 'AGREE' });
    expect(cast.statusCode, cast.body).toBe(200);
    const staffRevoke = await post(
      ctx,
      '/v1/voting/proxyRevoke',
      { communityInfoCode: C, votingCode: vote, proxyCode: paper.proxyCode },
      { token: director },
    );
    expect(staffRevoke.statusCode).toBe(409);
    expect(bodyOf(staffRevoke).message).toBe(PROXY_MESSAGES.alreadyCast);
  });

  it('names the proxy in the chain, keeps the chain valid and counts proxy ballots like any other', async () => {
    const db = ctx.db.handle.db;
    const rows = (await db.execute(sql`select e.type, e.payload from evidence_chain e
      join votings v on v.id = e.voting_id where v.voting_code = ${vote} order by e.seq`)) as unknown as {
      rows: { type: string; payload: Record<string, unknown> }[];
    };
    const types = rows.rows.map((row) => row.type);
    expect(types.filter((type) => type === 'PROXY_AUTHORIZED')).toHaveLength(4);
    expect(types.filter((type) => type === 'PROXY_REVOKED')).toHaveLength(1);
    const proxyBallots = rows.rows.filter((row) => row.type === 'BALLOT_CAST' && row.payload.proxyRef);
    expect(proxyBallots).toHaveLength(2);
    // Pseudonymous: no phone number anywhere in the chain.
    expect(JSON.stringify(rows.rows)).not.toContain(PROXY);

    const verify = await get(ctx, `/v1/voting/verifyChain?communityInfoCode=${C}&votingCode=${vote}`, {
      token: director,
    });
    expect(bodyOf<{ valid: boolean }>(verify).data.valid).toBe(true);

    const info = bodyOf<{
      ballotCount: number;
      votingIssueStatistics: { agree: { heads: number }; disagree: { heads: number } }[];
    }>(
      await get(ctx, `/v1/voting/infoSimplify?communityInfoCode=${C}&votingCode=${vote}`, {
        token: director,
      }),
    ).data;
    // Owner 1 (proxy, agree), owner 4 (in person, disagree), owner 3 (in person, abstain), owner 7 (paper proxy, agree).
    expect(info.ballotCount).toBe(4);
    expect(info.votingIssueStatistics[0]?.agree.heads).toBe(2);
    expect(info.votingIssueStatistics[0]?.disagree.heads).toBe(1);
  });

  it('SQL statistics equal the pure tally with the proxy ballots in', async () => {
    const db = ctx.db.handle.db;
    const repo = createVotingRepository(db);
    const found = await repo.findByCode(vote);
    if (!found) throw new Error('vote missing');
    const voters = await repo.votersOf(found.id);
    const ballots = await repo.ballotsOf(found.id);
    const roll: VoterRoll = {
      voters: voters.map((voter) => ({
        voterKey: voter.voterKey,
        ownerIds: voter.ownerUserIds,
        houseIds: [],
        area: voter.area,
        heads: 1,
      })),
      totalArea: voters.reduce((sum, voter) => sum + voter.area, 0),
      totalHeads: voters.length,
    };
    const expected = tally(
      roll,
      ballots.map((ballot) => ({ voterKey: ballot.voterKey, choices: ballot.choices })),
      found.settings,
      (await repo.issuesOf(found.id)).map((issue) => ({
        issueKey: issue.issueKey,
        rules: issueRules(issue),
      })),
    );
    const service = createVotingService({ db, clock: ctx.clock });
    expect(await service.statisticsById(found.id)).toEqual(expected);
    expect(ballots.length).toBe(4);
  });

  it('the online ballot voucher export says which ballots a proxy cast', async () => {
    const job = await get(
      ctx,
      `/v1/downloadJob/generateOnlineVoteVoucher?communityInfoCode=${C}&votingCode=${vote}`,
      {
        token: director,
      },
    );
    expect(job.statusCode, job.body).toBe(200);
    expect(await ctx.app.downloadJobs.runner.runOnce()).toBe(true);
    const done = bodyOf<{ status: string; attachmentId: string }>(
      await get(ctx, `/v1/downloadJob/info?jobId=${bodyOf<{ jobId: string }>(job).data.jobId}`, {
        token: director,
      }),
    ).data;
    expect(done.status).toBe('SUCCESS_GENERATED');
    const file = await get(ctx, `/v1/api/cos/download?attachmentId=${done.attachmentId}`, {
      token: director,
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const cells: string[] = [];
    sheet?.eachRow((row) => {
      row.eachCell((cell) => {
        cells.push(String(cell.value));
      });
    });
    expect(cells).toContain('代投');
    expect(cells).toContain('代投：王代理（邻居）');
    expect(cells).toContain('代投：李代理（子女）');
  });
});
