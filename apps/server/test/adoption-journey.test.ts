import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { idCardCheckChar } from '@gongzhi/domain/common/id-card';
import { findBallotInChain } from '@gongzhi/domain/voting/evidence-chain';
import { type VoteAggregate, verifyAggregate } from '@gongzhi/domain/voting/vote-aggregate';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { communities, communityMembers, govStaff, govUnits, users } from '../src/db/schema';
import { runAdmin } from '../src/modules/platform-operator/operator-admin';
import {
  FAKE_VENDOR_KEY_ID,
  FAKE_VENDOR_KEY_SECRET,
  type FakeVendor,
  startFakeSmsVendor,
} from './support/fake-sms-vendor';
import { multipartBody, PDF_BYTES, pngBytes, upload, xlsxBytes } from './support/file-fixtures';
import { joinApplication, uploadJoinProof } from './support/gov-join';
import { bodyOf, createTestContext, freshIp, get, post, type TestContext } from './support/test-app';
import { createTestDb, type TestDb } from './support/test-db';

/**
 * Issue 20 "Done when", the API steps of the adoption journey (e2e/tests/adoption.spec.ts clicks
 * the same path in a browser): an EMPTY database (no demo seed), codes read from the fake SMS
 * vendor the real Aliyun adapter sends to, real-name checks against the fake national register.
 * From the first operator to an owner finding their ballot in the published chain. The steps run in
 * order and each one checks the state the next one depends on.
 */

const OPERATOR = '13700000001';
const STREET_CONTACT = '13700000002';
const DIRECTOR = '13700000003';
const SECRETARY = '13700000004';
const OWNER_A = '13700000011';
const OWNER_B = '13700000012';
const HOUR = 3600;

function idNumber(sequence: number): string {
  const first17 = `44030519850101${String(sequence).padStart(3, '0')}`;
  return `${first17}${idCardCheckChar(first17)}`;
}

let ctx: TestContext;
let vendor: FakeVendor;
const tokens: Record<string, string> = {};
const state = {
  streetCode: '',
  communityCode: '',
  houses: {} as Record<string, string>,
  votingCode: '',
  receipts: {} as Record<string, string>,
};

const at = (seconds: number) => new Date(ctx.clock.now().getTime() + seconds * 1000).toISOString();

async function okData<T>(response: Awaited<ReturnType<typeof get>>): Promise<T> {
  if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
  return bodyOf<T>(response).data;
}

/** Asks the server for a code and reads it where a phone would: the fake vendor's message. */
async function codeFor(mobile: string): Promise<string> {
  const before = vendor.messages.length;
  const sent = await post(ctx, '/v1/account/sendMobileCode', { mobile });
  expect(sent.statusCode, sent.body).toBe(200);
  // Outside production the answer also carries a devCode; the journey reads the vendor's message.
  expect(vendor.messages.length).toBe(before + 1);
  const code = vendor.lastCodeFor(mobile);
  if (!code) throw new Error(`no SMS for ${mobile}`);
  return code;
}

async function loginWith(mobile: string, extra: Record<string, unknown> = {}) {
  const verificationCode = await codeFor(mobile);
  const response = await post(ctx, '/v1/account/mobileLogin', { mobile, verificationCode, ...extra });
  return okData<{ token: string }>(response).then((data) => data.token);
}

const adminLines: string[] = [];
const adminOutput = {
  print: (line: string) => adminLines.push(line),
  error: (line: string) => adminLines.push(line),
};

/**
 * The empty database, with the first operator created by the admin command as a deployment does:
 * on PGlite the command runs on a fresh data folder before the app opens it (PGlite is one process
 * at a time); on PostgreSQL it runs on the new empty database beside the open app pool.
 */
async function emptyDatabaseWithOperator(): Promise<{ db: TestDb; exitCodes: number[] }> {
  const run = (env: NodeJS.ProcessEnv) => runAdmin(['create-operator', OPERATOR, '林运营'], env, adminOutput);
  if (process.env.TEST_DATABASE_URL) {
    const db = await createTestDb({ seedDemo: false });
    const env = { DATABASE_URL: db.url };
    return { db, exitCodes: [await run(env), await run(env)] };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'gz-adoption-'));
  const env = { DATA_DIR: dataDir };
  const exitCodes = [await run(env), await run(env)];
  // The server's own way of opening DATA_DIR (main.ts): the folder the command wrote.
  const handle = await openDatabase({ databaseUrl: null, dataDir });
  return {
    db: {
      handle,
      drop: async () => {
        await handle.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    },
    exitCodes,
  };
}

let adminExitCodes: number[] = [];

beforeAll(async () => {
  vendor = await startFakeSmsVendor();
  const prepared = await emptyDatabaseWithOperator();
  adminExitCodes = prepared.exitCodes;
  ctx = await createTestContext({
    db: prepared.db,
    providersFromConfig: true,
    env: {
      SMS_PROVIDER: 'aliyun',
      SMS_ENDPOINT: vendor.url,
      SMS_ACCESS_KEY_ID: FAKE_VENDOR_KEY_ID,
      SMS_ACCESS_KEY_SECRET: FAKE_VENDOR_KEY_SECRET,
      SMS_SIGN_NAME: '共治',
      SMS_TEMPLATE_ID: 'SMS_465300001',
      IDENTITY_PROVIDER: 'aliyun',
      IDENTITY_ENDPOINT: vendor.url,
      IDENTITY_ACCESS_KEY_ID: FAKE_VENDOR_KEY_ID,
      IDENTITY_ACCESS_KEY_SECRET: FAKE_VENDOR_KEY_SECRET,
      SMS_SEND_INTERVAL_SECONDS: '0',
      SMS_DAILY_LIMIT: '1000',
    },
  });
  // The fake national register knows the people who pass a real-name check.
  vendor.register.set(idNumber(1), '王街道');
}, 120_000);

afterAll(async () => {
  await ctx?.close();
  await vendor?.close();
});

// Each step builds on the one before: a retried step would repeat a cast or a review, so none is retried.
describe('from an empty database to an owner verifying their ballot', { retry: 0 }, () => {
  it('starts empty but for the operator the admin command created, once', async () => {
    const db = ctx.db.handle.db;
    for (const table of [communities, govUnits]) {
      const [row] = await db.select({ n: count() }).from(table);
      expect(row?.n).toBe(0);
    }
    // Two runs of the command: the second changes nothing.
    expect(adminExitCodes).toEqual([0, 0]);
    expect(adminLines[1]).toContain('已是平台运营人员，未做任何修改');
    const everyone = await db.select({ mobile: users.mobile, name: users.ownerName }).from(users);
    expect(everyone).toEqual([{ mobile: OPERATOR, name: '林运营' }]);
    tokens.operator = await loginWith(OPERATOR);
    const list = await okData<{ mobile: string; isSelf: boolean }[]>(
      await get(ctx, '/v1/platformOperator/list', { token: tokens.operator }),
    );
    expect(list).toEqual([expect.objectContaining({ mobile: OPERATOR, isSelf: true })]);
  });

  it('a street office applies on the public form (SMS code, proof) and the operator approves', async () => {
    const application = joinApplication({
      street: '沙河街道',
      organizeName: '沙河街道办事处',
      contactName: '王街道',
      mobile: STREET_CONTACT,
    });
    const code = await codeFor(STREET_CONTACT);
    const proof = await uploadJoinProof(ctx, STREET_CONTACT, code);
    const wrong = await post(ctx, '/v1/govJoinRecord/submit', {
      ...application,
      verificationCode: code === '000000' ? '111111' : '000000',
      proofAttachmentIds: [proof],
    });
    expect(wrong.statusCode).toBe(400);
    const submitted = await okData<{ joinRecordId: string }>(
      await post(ctx, '/v1/govJoinRecord/submit', {
        ...application,
        verificationCode: code,
        proofAttachmentIds: [proof],
      }),
    );
    // A government login is refused until the application is approved.
    const early = await post(ctx, '/v1/account/mobileLogin', {
      mobile: STREET_CONTACT,
      verificationCode: await codeFor(STREET_CONTACT),
      adminOwnerType: 'GOV',
    });
    expect(early.statusCode).not.toBe(200);

    const pending = await okData<{ list: { joinRecordId: string; state: string }[] }>(
      await get(ctx, '/v1/govJoinRecord/list?state=PENDING', { token: tokens.operator }),
    );
    expect(pending.list.map((item) => item.joinRecordId)).toEqual([submitted.joinRecordId]);
    const approved = await okData<{ state: string; unitCode: string; unitName: string }>(
      await post(
        ctx,
        '/v1/govJoinRecord/review',
        { joinRecordId: submitted.joinRecordId, decision: 'APPROVE', reviewRemark: '已电话核实' },
        { token: tokens.operator },
      ),
    );
    expect(approved).toMatchObject({ state: 'APPROVED', unitName: '沙河街道办事处' });
    state.streetCode = approved.unitCode;
    const [unit] = await ctx.db.handle.db.select().from(govUnits).where(eq(govUnits.code, state.streetCode));
    expect(unit).toMatchObject({ level: 'STREET', name: '沙河街道办事处' });
  });

  it('the street contact logs in as government staff, certifies, and the operator approves it', async () => {
    tokens.street = await loginWith(STREET_CONTACT, { adminOwnerType: 'GOV' });
    const before = await okData<{ hasGovAuth: string }>(
      await get(ctx, '/v1/account/loginInfoToC?adminOwnerType=GOV', { token: tokens.street }),
    );
    expect(before.hasGovAuth).toBe('NO');
    const proof = await upload(ctx, tokens.street, '工作证明.pdf', PDF_BYTES, {
      uploadType: 'TX_GOV_INFORMATION',
    });
    const body = {
      fillOwnerName: '王街道',
      fillCardNo: idNumber(1),
      position: '党建办主任',
      proveFileIds: [proof.attachmentId],
    };
    // The register says the number belongs to 王街道: another name is refused by the vendor check.
    const mismatch = await post(
      ctx,
      '/v1/govAuth/submit',
      { ...body, fillOwnerName: '李冒名' },
      { token: tokens.street },
    );
    expect(mismatch.statusCode).toBe(400);
    expect(vendor.requests.some((request) => request.action === 'aliyun:Id2MetaVerify')).toBe(true);
    await okData(await post(ctx, '/v1/govAuth/submit', body, { token: tokens.street }));
    const reviewing = await okData<{ list: { applicationId: string; mobile: string }[] }>(
      await get(ctx, '/v1/govAuth/review/list?state=REVIEWING', { token: tokens.operator }),
    );
    const applicationId = reviewing.list.find((item) => item.mobile === STREET_CONTACT)?.applicationId ?? '';
    expect(applicationId).not.toBe('');
    await okData(
      await post(ctx, '/v1/govAuth/review', { applicationId, state: 'APPROVE' }, { token: tokens.operator }),
    );
    const [staff] = await ctx.db.handle.db
      .select({ hasGovAuth: govStaff.hasGovAuth, streetCode: govStaff.streetCode })
      .from(govStaff)
      .innerJoin(users, eq(users.id, govStaff.userId))
      .where(eq(users.mobile, STREET_CONTACT));
    expect(staff).toEqual({ hasGovAuth: 'YES', streetCode: state.streetCode });
  });

  it('a committee director (a new phone) registers the community and the street approves it', async () => {
    tokens.director = await loginWith(DIRECTOR);
    const login = await okData<{ communities: unknown[] }>(
      await get(ctx, '/v1/account/loginInfoToC', { token: tokens.director }),
    );
    expect(login.communities).toEqual([]);
    const options = await okData<{ streetCode: string; communities: unknown[] }[]>(
      await get(ctx, '/v1/communityRegistration/unitOptions', { token: tokens.director }),
    );
    expect(options.map((item) => item.streetCode)).toEqual([state.streetCode]);
    const proof = await upload(ctx, tokens.director, '业委会备案证明.pdf', PDF_BYTES);
    const registration = await okData<{ registrationId: string; state: string }>(
      await post(
        ctx,
        '/v1/communityRegistration/submit',
        {
          communityName: '沙河花园',
          provinceName: '广东省',
          cityName: '深圳市',
          districtName: '南山区',
          address: '沙河东路1号',
          streetCode: state.streetCode,
          govCommunityCode: null,
          organisationType: 'COMMITTEE',
          roleType: 'COMMITTEE_DIRECTOR',
          proveFileIds: [proof.attachmentId],
          // A new phone number: the applicant names themself for the reviewer.
          registrantName: '周建国',
        },
        { token: tokens.director },
      ),
    );
    expect(registration.state).toBe('REVIEWING');
    const reviewList = await okData<{ list: { registrationId: string }[] }>(
      await get(ctx, '/v1/communityRegistration/reviewList?state=REVIEWING', { token: tokens.street }),
    );
    expect(reviewList.list.map((item) => item.registrationId)).toEqual([registration.registrationId]);
    const approved = await okData<{ state: string; communityInfoCode: string }>(
      await post(
        ctx,
        '/v1/communityRegistration/review',
        { registrationId: registration.registrationId, decision: 'APPROVE' },
        { token: tokens.street },
      ),
    );
    expect(approved.state).toBe('APPROVED');
    state.communityCode = approved.communityInfoCode;
    const [community] = await ctx.db.handle.db
      .select()
      .from(communities)
      .where(eq(communities.communityInfoCode, state.communityCode));
    expect(community).toMatchObject({
      communityName: '沙河花园',
      hasAuth: 'YES',
      streetCode: state.streetCode,
    });
    const [member] = await ctx.db.handle.db
      .select({ roles: communityMembers.roles })
      .from(communityMembers)
      .where(eq(communityMembers.communityId, community?.id ?? 0));
    expect(member?.roles).toEqual(['COMMITTEE_DIRECTOR', 'COMMUNITY_ADMIN']);
  });

  it('the director imports a roster and adds a secretary for the paper ballots', async () => {
    const file = await xlsxBytes({
      楼栋: [
        ['楼栋名称', '单元数', '楼层数'],
        ['1栋', 1, 2],
      ],
      房屋: [
        [
          '楼栋名称',
          '单元',
          '楼层',
          '房号',
          '建筑面积(㎡)',
          '业主姓名',
          '业主手机号',
          '证件类型',
          '证件号码',
        ],
        ['1栋', '1', 1, '101', 90, '陈业主', OWNER_A, '', ''],
        ['1栋', '1', 1, '102', 100, '赵业主', OWNER_B, '', ''],
        ['1栋', '1', 2, '201', 110, '孙纸票', '13700000013', '', ''],
      ],
    });
    const body = multipartBody('花名册.xlsx', file);
    const imported = await ctx.app.inject({
      method: 'POST',
      url: `/v1/communityInfo/importOHCV2?communityInfoCode=${state.communityCode}`,
      payload: body.payload,
      headers: { ...body.headers, token: tokens.director },
      remoteAddress: freshIp(),
    });
    expect(await okData(imported)).toMatchObject({ created: 3, buildings: { created: 1 } });
    const buildings = await okData<{ list: { buildingCode: string; houseCount: number }[] }>(
      await get(ctx, `/v1/building/list?communityInfoCode=${state.communityCode}`, {
        token: tokens.director,
      }),
    );
    expect(buildings.list.map((building) => building.houseCount)).toEqual([3]);
    const houses = await okData<{ houseCode: string; houseNo: string }[]>(
      await get(
        ctx,
        `/v1/house/list?communityInfoCode=${state.communityCode}&buildingCode=${buildings.list[0]?.buildingCode}`,
        { token: tokens.director },
      ),
    );
    state.houses = Object.fromEntries(houses.map((house) => [house.houseNo, house.houseCode]));
    expect(Object.keys(state.houses).sort()).toEqual(['101', '102', '201']);

    await okData(
      await post(
        ctx,
        '/v1/owner/committee/addMember',
        {
          communityInfoCode: state.communityCode,
          mobile: SECRETARY,
          ownerName: '周秘书',
          roleTypeList: ['COMMITTEE_SECRETARY_MEMBER'],
        },
        { token: tokens.director },
      ),
    );
    tokens.secretary = await loginWith(SECRETARY);
  });

  it('two owners log in on the owner H5, certify their houses and are approved', async () => {
    const proofImage = await pngBytes();
    for (const [mobile, name, houseNo, sequence] of [
      [OWNER_A, '陈业主', '101', 2],
      [OWNER_B, '赵业主', '102', 3],
    ] as const) {
      const token = await loginWith(mobile, { isWxAPP: true });
      tokens[mobile] = token;
      const proof = await upload(ctx, token, '房产证.png', proofImage, { uploadType: 'TX_KXCZ' });
      const submitted = await okData<{ certificationId: string; state: string }>(
        await post(
          ctx,
          '/v1/owner/certification/submit',
          {
            communityInfoCode: state.communityCode,
            houseCode: state.houses[houseNo],
            ownerName: name,
            cardType: 'RESIDENT_ID_CARD',
            cardNo: idNumber(sequence),
            proveFileIds: [proof.attachmentId],
          },
          { token },
        ),
      );
      expect(submitted.state).toBe('REVIEWING');
      const reviewed = await okData<{ state: string }>(
        await post(
          ctx,
          '/v1/owner/certification/review',
          {
            communityInfoCode: state.communityCode,
            certificationId: submitted.certificationId,
            state: 'APPROVE',
          },
          { token: tokens.director },
        ),
      );
      expect(reviewed.state).toBe('APPROVE');
      const base = await okData<{ certificationStatus: string }>(
        await get(ctx, '/v1/owner/baseInfo', { token }),
      );
      expect(base.certificationStatus).toBe('YES');
    }
  });

  it('a vote is created and published, cast online by both owners and on paper by two staff', async () => {
    const created = await okData<{ votingCode: string }>(
      await post(
        ctx,
        '/v1/voting/createSimplify',
        {
          communityInfoCode: state.communityCode,
          title: '关于选聘物业服务企业的表决',
          startDate: at(HOUR),
          endDate: at(2 * 24 * HOUR),
          issues: [{ title: '是否同意选聘新的物业服务企业', issueTypeId: 4 }],
        },
        { token: tokens.director },
      ),
    );
    state.votingCode = created.votingCode;
    const votes = await okData<{ votingCode: string }[]>(
      await get(ctx, '/v1/owner/votes', { token: tokens[OWNER_A] ?? '' }),
    );
    expect(votes.map((vote) => vote.votingCode)).toContain(state.votingCode);
    const tooEarly = await post(
      ctx,
      '/v1/owner/castVote',
      { votingCode: state.votingCode, choices: { '1': 'AGREE' } },
      { token: tokens[OWNER_A] ?? '' },
    );
    expect(tooEarly.statusCode).toBe(409);
    ctx.clock.advance(2 * HOUR);

    for (const [mobile, choice] of [
      [OWNER_A, 'AGREE'],
      [OWNER_B, 'DISAGREE'],
    ] as const) {
      const cast = await okData<{ ballotHash: string }>(
        await post(
          ctx,
          '/v1/owner/castVote',
          { votingCode: state.votingCode, choices: { '1': choice } },
          { token: tokens[mobile] ?? '' },
        ),
      );
      expect(cast.ballotHash).toMatch(/^[0-9a-f]{64}$/);
      state.receipts[mobile] = cast.ballotHash;
    }

    // 201's owner never logged in: staff enter the signed paper ballot twice, by two people.
    const enter = (token: string) =>
      post(
        ctx,
        '/v1/offlineVote/saveVoteIssueTable',
        {
          communityInfoCode: state.communityCode,
          votingCode: state.votingCode,
          houseCode: state.houses['201'],
          choices: { '1': 'AGREE' },
          signerName: '孙纸票',
        },
        { token },
      );
    expect((await okData<{ state: string }>(await enter(tokens.director ?? ''))).state).toBe('PENDING');
    expect((await okData<{ state: string }>(await enter(tokens.secretary ?? ''))).state).toBe('COUNTED');
    const info = await okData<{ ballotCount: number; chain: { count: number } }>(
      await get(
        ctx,
        `/v1/voting/infoSimplify?communityInfoCode=${state.communityCode}&votingCode=${state.votingCode}`,
        { token: tokens.director },
      ),
    );
    expect(info.ballotCount).toBe(3);
  });

  it('the vote ends, its result is announced and the publicity notice published', async () => {
    const ref = { communityInfoCode: state.communityCode, votingCode: state.votingCode };
    const early = await post(
      ctx,
      '/v1/voting/resultPublicity',
      { ...ref, publicityMode: 'RESULT_DATA_WITH_EVIDENCE', publicityEndDate: at(5 * 24 * HOUR) },
      { token: tokens.director },
    );
    expect(early.statusCode).toBe(409);
    ctx.clock.advance(2 * 24 * HOUR);
    // Sessions lapse over the days the clock moved: everyone logs in again.
    tokens.director = await loginWith(DIRECTOR);
    tokens[OWNER_A] = await loginWith(OWNER_A, { isWxAPP: true });
    const file = await upload(ctx, tokens.director, '表决结果.pdf', PDF_BYTES, {
      communityInfoCode: state.communityCode,
    });
    await okData(
      await post(
        ctx,
        '/v1/voting/resultPublicity',
        {
          ...ref,
          publicityMode: 'RESULT_DATA_WITH_EVIDENCE',
          publicityEndDate: at(5 * 24 * HOUR),
          resultFile: file.attachmentId,
        },
        { token: tokens.director },
      ),
    );
    const notice = await okData<{ communityNoticeCode: string; resultUrl: string }>(
      await post(ctx, '/v1/voting/publishResultNotice', ref, { token: tokens.director }),
    );
    expect(notice.resultUrl).toBe(`http://gz.test/owner/votes/${state.votingCode}/result`);
    const owned = await okData<{ communityNoticeCode: string }[]>(
      await get(ctx, '/v1/owner/notices', { token: tokens[OWNER_A] ?? '' }),
    );
    expect(owned.map((item) => item.communityNoticeCode)).toContain(notice.communityNoticeCode);
  });

  it('an owner reads the result and the aggregate, and the chain verifier finds their receipt', async () => {
    const result = await okData<{
      votingState: string;
      result: {
        ballotCount: number;
        chain: { head: string; count: number };
        issues: { passed: boolean; participating: { heads: number } }[];
      };
      aggregate: VoteAggregate;
      myReceipts: { ballotHash: string; seq: number; channel: string }[];
    }>(
      await get(ctx, `/v1/owner/voteResult?votingCode=${state.votingCode}`, { token: tokens[OWNER_A] ?? '' }),
    );
    expect(result.votingState).toBe('ANNOUNCEMENT');
    expect(result.result.ballotCount).toBe(3);
    expect(result.result.issues.map((issue) => issue.participating.heads)).toEqual([3]);
    expect(result.myReceipts).toEqual([
      expect.objectContaining({ ballotHash: state.receipts[OWNER_A], channel: 'ONLINE' }),
    ]);

    // The public aggregate (what the QR code's JSON link and the CLI verifier read) is the same chain.
    const file = await get(ctx, `/v1/votePublic/aggregate?votingCode=${state.votingCode}`);
    expect(file.statusCode).toBe(200);
    const aggregate = file.json() as VoteAggregate;
    const types = aggregate.entries.map((entry) => entry.type);
    expect(types.filter((type) => type === 'BALLOT_CAST')).toHaveLength(3);
    expect(types.at(-1)).toBe('RESULT_PUBLISHED');
    expect(aggregate.entries).toEqual(result.aggregate.entries);
    expect(await verifyAggregate(aggregate)).toMatchObject({
      valid: true,
      resultMatches: true,
      ballotCount: 3,
    });
    expect(findBallotInChain(aggregate.entries, state.receipts[OWNER_A] ?? '')).toMatchObject({
      index: result.myReceipts[0]?.seq,
      replaced: false,
    });
    // A ballot changed after the fact breaks the chain: the check can fail.
    const tampered = structuredClone(aggregate);
    const cast = tampered.entries.find((entry) => entry.type === 'BALLOT_CAST');
    if (cast) cast.payload = { ...(cast.payload as object), choices: { '1': 'DISAGREE' } };
    expect((await verifyAggregate(tampered)).valid).toBe(false);
    // No code reached a log line along the way.
    const codes = vendor.messages.map((message) => message.code);
    const logText = ctx.logs.join('');
    expect(codes.filter((code) => logText.includes(`"${code}"`))).toEqual([]);
  });
});
