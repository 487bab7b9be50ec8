import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyVoteFile } from '../scripts/verify-vote';
import { PDF_BYTES, upload } from './support/file-fixtures';
import { DIRECTOR } from './support/roster-helpers';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';
import { DAY, HOUR, type VotingFixture, votingFixture } from './support/voting-fixtures';

// Issue #22 item 3: deeming cannot fake a quorum by default; the local-rule variant needs the
// community's adopted 议事规则 (file and clause), and every result names the rule and shows the
// law-exact tally beside it.
const C = 'YGHY001';

type ResultIssue = {
  participating: { heads: number };
  quorum: boolean;
  passed: boolean;
  lawExact: { participating: { heads: number }; quorum: boolean; passed: boolean } | null;
};
type Result = {
  ruleBasis: string;
  ruleBasisName: string;
  localRule: { file: string; clause: string } | null;
  issues: ResultIssue[];
};

let ctx: TestContext;
let director: string;
let deputy: string;
let fixture: VotingFixture;

beforeAll(async () => {
  ctx = await createTestContext();
  director = await tokenFor(ctx, DIRECTOR);
  deputy = await tokenFor(ctx, '13600000001');
  fixture = votingFixture(ctx, C, () => director);
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

const at = (seconds: number) => fixture.at(seconds);
const base = {
  communityInfoCode: C,
  nonResponsePolicy: 'ABSTAIN',
  followMajorityOffered: false,
  blankCountsAsParticipation: true,
  proxyVoting: false,
};
const saveSettings = (body: Record<string, unknown>) =>
  post(ctx, '/v1/voting/updateSettings', { ...base, ...body }, { token: director });

const call = <T>(url: string, body: Record<string, unknown>, token?: string) =>
  fixture.call<T>(url, body, token);

describe('the local-rule variant of deeming', () => {
  it('is refused without the adopted rules of procedure, a deeming policy or a file of this community', async () => {
    const required = await saveSettings({ deemedTowardQuorum: true });
    expect(required.statusCode).toBe(400);
    expect(bodyOf(required).message).toContain('须上传本小区业主大会通过的议事规则');
    const rule = { file: 'MADE-UP', clause: '第十二条第二款' };
    const noDeeming = await saveSettings({
      nonResponsePolicy: 'NOT_PARTICIPATED',
      deemedTowardQuorum: true,
      localRule: rule,
    });
    expect(noDeeming.statusCode).toBe(400);
    expect(bodyOf(noDeeming).message).toContain('视为弃权');
    const madeUp = await saveSettings({ deemedTowardQuorum: true, localRule: rule });
    expect(madeUp.statusCode).toBe(400);
    expect(bodyOf(madeUp).message).toBe('议事规则文件须为本小区已上传完成的文件');
    const read = await get(ctx, `/v1/voting/settings?communityInfoCode=${C}`, { token: director });
    expect(bodyOf(read).data).toMatchObject({ deemedTowardQuorum: false, localRule: null });
  });

  it('counts deemed owners toward the quorum only under it, and every result shows the law-exact tally', async () => {
    const file = await upload(ctx, director, '业主大会议事规则.pdf', PDF_BYTES, { communityInfoCode: C });
    const localRule = { file: file.attachmentId, clause: '第十二条：未投票业主视为弃权并计入参与' };
    const saved = await saveSettings({ deemedTowardQuorum: true, localRule });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(bodyOf(saved).data).toMatchObject({ deemedTowardQuorum: true, localRule });

    const { votingCode, houses } = await fixture.fourHouseVote({
      buildingName: '十五号楼',
      mobilePrefix: '1372100010',
      title: '十五号楼外墙维修',
      issueTitle: '是否同意外墙维修',
    });
    ctx.clock.advance(2 * HOUR);
    const ballot = { votingCode, houseCode: houses[0], choices: { '1': 'AGREE' }, signerName: '业主1' };
    await call('/v1/offlineVote/saveVoteIssueTable', ballot);
    await call('/v1/offlineVote/saveVoteIssueTable', ballot, deputy);
    ctx.clock.advance(3 * DAY);

    const result = await call<Result>('/v1/voting/resultPreview', { votingCode });
    expect(result.ruleBasis).toBe('LOCAL_RULE');
    expect(result.ruleBasisName).toContain('议事规则');
    expect(result.localRule).toEqual(localRule);
    // One real ballot of four: the local rule deems the other three abstaining and meets the quorum;
    // by the law the quorum is not met.
    expect(result.issues[0]).toMatchObject({ participating: { heads: 4 }, quorum: true });
    expect(result.issues[0]?.lawExact).toMatchObject({
      participating: { heads: 1 },
      quorum: false,
      passed: false,
    });

    // The published aggregate carries the rule: the command-line verifier names it and shows the
    // law-exact judgement beside the local one.
    await call('/v1/voting/resultPublicity', {
      votingCode,
      publicityMode: 'RESULT_DATA_WITH_EVIDENCE',
      publicityEndDate: at(7 * DAY),
    });
    const full = await get(ctx, `/v1/voting/aggregateFull?communityInfoCode=${C}&votingCode=${votingCode}`, {
      token: director,
    });
    expect(full.statusCode, full.body).toBe(200);
    const exported = join(mkdtempSync(join(tmpdir(), 'local-rule-')), 'aggregate.json');
    writeFileSync(exported, JSON.stringify(bodyOf(full).data));
    const lines: string[] = [];
    expect(await verifyVoteFile(exported, (line) => lines.push(line))).toBe(0);
    expect(lines).toContain('计票规则：本小区业主大会议事规则：视为参与的业主计入参与比例');
    expect(
      lines.some((line) => line.startsWith('议题 1 按《民法典》计') && line.includes('未达到生效条件')),
    ).toBe(true);

    // Back to the law: a new vote's result names the Civil Code and has no second tally.
    const law = await saveSettings({ deemedTowardQuorum: false });
    expect(bodyOf(law).data).toMatchObject({ deemedTowardQuorum: false, localRule: null });
  });
});
