import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_BYTES, upload } from './support/file-fixtures';
import { DIRECTOR, PROPERTY } from './support/roster-helpers';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

/**
 * Issue #28 item 7: the vote fields of SPEC §3 that were missing (votingDate, votingRule,
 * signAttachment, faceAuthorizationLetter) are stored, checked, shown and exported. Issue #22 item 7:
 * every attachment code a voting call takes is an uploaded file of this community; a made-up code or
 * another community's file is refused with 400 and a message that names the field.
 */

const C = 'YGHY001';
const OTHER = 'TYXQ001';
const HOUR = 3600;
const BOGUS = 'BOGUS-NOT-A-FILE';

type File = { attachmentId: string; pubAttachmentId: string; sourceName: string };
type Info = {
  votingCode: string;
  votingState: string;
  votingDate: string | null;
  votingRule: string;
  materialAttachments: string[];
  signAttachment: string[];
  faceAuthorizationLetter: string[];
  files: File[];
};

let ctx: TestContext;
let director: string;
let property: string;
let owner1: string;
let owner2: string;

beforeAll(async () => {
  ctx = await createTestContext();
  director = await tokenFor(ctx, DIRECTOR);
  property = await tokenFor(ctx, PROPERTY);
  owner1 = await tokenFor(ctx, '13900000001', { isWxAPP: true });
  owner2 = await tokenFor(ctx, '13900000002', { isWxAPP: true });
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

const at = (seconds: number) => new Date(ctx.clock.now().getTime() + seconds * 1000).toISOString();
const shanghaiDay = (instant: string | Date) =>
  new Date(new Date(instant).getTime() + 8 * 3600_000).toISOString().slice(0, 10);
const ref = (votingCode: string) => ({ communityInfoCode: C, votingCode });

async function file(name: string, community = C): Promise<File> {
  const signed = await upload(ctx, director, name, PDF_BYTES, { communityInfoCode: community });
  return { attachmentId: signed.attachmentId, pubAttachmentId: signed.pubAttachmentId, sourceName: name };
}

function voteBody(overrides: Record<string, unknown> = {}) {
  return {
    communityInfoCode: C,
    title: '关于外墙翻新的表决',
    startDate: at(HOUR),
    endDate: at(3 * 24 * HOUR),
    issues: [{ title: '是否同意外墙翻新', issueTypeId: 4 }],
    ...overrides,
  };
}

async function okData<T>(response: Awaited<ReturnType<typeof post>>): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<T>(response).data;
}

const info = async (votingCode: string, token = director) =>
  okData<Info>(
    await get(ctx, `/v1/voting/infoSimplify?communityInfoCode=${C}&votingCode=${votingCode}`, { token }),
  );

const voteCount = async () =>
  bodyOf<{ total: number }>(
    await get(ctx, `/v1/voting/votingListWeb?communityInfoCode=${C}&page=1&size=10`, { token: director }),
  ).data.total;

describe('votingDate, votingRule, signAttachment, faceAuthorizationLetter (SPEC §3)', () => {
  it('are stored and shown with their files; the signed papers are never published to owners', async () => {
    const sign = await file('业委会决议签字页.pdf');
    const letter = await file('人脸核验授权书.pdf');
    const day = shanghaiDay(ctx.clock.now());
    const created = await okData<Info>(
      await post(
        ctx,
        '/v1/voting/createSimplify',
        voteBody({
          votingDate: day,
          votingRule: '一户一票\r\n在线投票优先',
          signAttachment: [sign.attachmentId],
          faceAuthorizationLetter: [letter.attachmentId],
        }),
        { token: director },
      ),
    );
    expect(created).toMatchObject({
      votingDate: day,
      votingRule: '一户一票\n在线投票优先',
      signAttachment: [sign.attachmentId],
      faceAuthorizationLetter: [letter.attachmentId],
    });
    expect(created.files.map((item) => item.sourceName)).toEqual([
      '业委会决议签字页.pdf',
      '人脸核验授权书.pdf',
    ]);
    const list = await okData<{ list: { votingCode: string; votingDate: string | null }[] }>(
      await get(ctx, `/v1/voting/votingListWeb?communityInfoCode=${C}&page=1&size=50`, { token: property }),
    );
    expect(list.list.find((item) => item.votingCode === created.votingCode)?.votingDate).toBe(day);
    // View-only staff read them (and open the files); owners never get the signed papers.
    expect((await info(created.votingCode, property)).faceAuthorizationLetter).toEqual([letter.attachmentId]);
    // Owners are told the date and the rules, and get the materials only.
    const seen = await okData<{ votingDate: string; votingRule: string; files: File[] }>(
      await get(ctx, `/v1/owner/voteInfo?votingCode=${created.votingCode}`, { token: owner1 }),
    );
    expect(seen).toMatchObject({ votingDate: day, votingRule: '一户一票\n在线投票优先', files: [] });
    const opened = await get(ctx, `/v1/api/cos/download?attachmentId=${sign.attachmentId}`, {
      token: property,
    });
    expect(opened.statusCode).toBe(200);
    for (const target of [sign, letter])
      expect(
        (await get(ctx, `/v1/api/cos/pubDownload?pubAttachmentId=${target.pubAttachmentId}`)).statusCode,
      ).toBe(404);
  });

  it('publication without a votingDate takes the day of publication; a draft keeps none', async () => {
    const created = await okData<Info>(
      await post(ctx, '/v1/voting/createSimplify', voteBody(), { token: director }),
    );
    expect(created.votingDate).toBe(shanghaiDay(ctx.clock.now()));
    expect(created.votingRule).toBe('');
    const draft = await okData<Info>(
      await post(ctx, '/v1/voting/createDraft', { communityInfoCode: C, title: '草稿' }, { token: director }),
    );
    expect(draft).toMatchObject({ votingDate: null, signAttachment: [], faceAuthorizationLetter: [] });
  });

  it('refuses a votingDate after the start day or not a date, with Chinese messages', async () => {
    const start = at(HOUR);
    const late = new Date(Date.parse(start) + 2 * 24 * 3600_000);
    for (const call of ['createSimplify', 'createDraft']) {
      const after = await post(
        ctx,
        `/v1/voting/${call}`,
        voteBody({ startDate: start, votingDate: shanghaiDay(late) }),
        {
          token: director,
        },
      );
      expect(after.statusCode, call).toBe(400);
      expect(bodyOf(after).message).toBe('公告日期不能晚于表决开始日期');
      const malformed = await post(ctx, `/v1/voting/${call}`, voteBody({ votingDate: '2026/03/01' }), {
        token: director,
      });
      expect(malformed.statusCode, call).toBe(400);
      expect(bodyOf(malformed).message).toContain('公告日期格式应为YYYY-MM-DD');
    }
  });

  it('refuses periods the domain rule refuses (votingPeriodProblem), with its messages, creating nothing', async () => {
    const before = bodyOf<{ total: number }>(
      await get(ctx, `/v1/voting/votingListWeb?communityInfoCode=${C}&page=1&size=10`, { token: director }),
    ).data.total;
    const cases: [Record<string, string>, string][] = [
      [{ startDate: at(2 * HOUR), endDate: at(HOUR) }, '结束时间须晚于开始时间'],
      [{ startDate: at(-3 * HOUR), endDate: at(-HOUR) }, '结束时间须晚于当前时间'],
      [{ pdStartDate: at(5 * HOUR), pdEndDate: at(4 * HOUR) }, '纸质表决结束时间须晚于开始时间'],
    ];
    for (const [period, message] of cases) {
      const refused = await post(ctx, '/v1/voting/createSimplify', voteBody(period), { token: director });
      expect(refused.statusCode, message).toBe(400);
      expect(bodyOf(refused).message).toBe(message);
    }
    const after = bodyOf<{ total: number }>(
      await get(ctx, `/v1/voting/votingListWeb?communityInfoCode=${C}&page=1&size=10`, { token: director }),
    ).data.total;
    expect(after).toBe(before);
  });

  it('a copy keeps the rules text, not the date nor the signed papers', async () => {
    const sign = await file('签字页.pdf');
    const created = await okData<Info>(
      await post(
        ctx,
        '/v1/voting/createSimplify',
        voteBody({ votingRule: '纸质票以签字为准', signAttachment: [sign.attachmentId] }),
        { token: director },
      ),
    );
    const copy = await okData<Info>(
      await post(ctx, '/v1/voting/createCopy', ref(created.votingCode), { token: director }),
    );
    expect(copy).toMatchObject({
      votingDate: null,
      votingRule: '纸质票以签字为准',
      signAttachment: [],
      faceAuthorizationLetter: [],
    });
  });

  it('updateEdgeInfo adds the signed papers while the vote runs', async () => {
    const created = await okData<Info>(
      await post(ctx, '/v1/voting/createSimplify', voteBody(), { token: director }),
    );
    const letter = await file('授权书.pdf');
    const updated = await okData<Info>(
      await post(
        ctx,
        '/v1/voting/updateEdgeInfo',
        { ...ref(created.votingCode), faceAuthorizationLetter: [letter.attachmentId] },
        { token: director },
      ),
    );
    expect(updated.faceAuthorizationLetter).toEqual([letter.attachmentId]);
    expect(updated.files.map((item) => item.sourceName)).toEqual(['授权书.pdf']);
  });

  it('the statistics export names the date, the rules and the signed papers', async () => {
    const sign = await file('决议签字页.pdf');
    const created = await okData<Info>(
      await post(
        ctx,
        '/v1/voting/createSimplify',
        voteBody({ title: '导出信息表决', votingRule: '双过半通过', signAttachment: [sign.attachmentId] }),
        { token: director },
      ),
    );
    const job = await okData<{ jobId: string }>(
      await get(ctx, `/v1/voting/exportStatistics?communityInfoCode=${C}&votingCode=${created.votingCode}`, {
        token: director,
      }),
    );
    expect(await ctx.app.downloadJobs.runner.runOnce()).toBe(true);
    const done = await okData<{ attachmentId: string; status: string }>(
      await get(ctx, `/v1/downloadJob/info?jobId=${job.jobId}`, { token: director }),
    );
    expect(done.status).toBe('SUCCESS_GENERATED');
    const xlsx = await get(ctx, `/v1/api/cos/download?attachmentId=${done.attachmentId}`, {
      token: director,
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const values = workbook
      .getWorksheet('表决信息')
      ?.getSheetValues()
      .flat()
      .filter((value) => typeof value === 'string');
    expect(values).toEqual(
      expect.arrayContaining([
        '公告日期',
        created.votingDate,
        '表决规则说明',
        '双过半通过',
        '签字文件',
        '决议签字页.pdf',
      ]),
    );
  });
});

describe('every attachment a voting call takes is a file of this community (issue #22 item 7)', () => {
  let foreign: File;

  beforeAll(async () => {
    foreign = await file('别的小区的文件.pdf', OTHER);
  });

  const FIELDS = [
    ['materialAttachments', '表决材料不存在或未上传完成'],
    ['signAttachment', '签字文件不存在或未上传完成，请重新上传'],
    ['faceAuthorizationLetter', '人脸核验授权书不存在或未上传完成，请重新上传'],
  ] as const;

  it('createSimplify and createDraft refuse a made-up code or another community’s file in each list, creating nothing', async () => {
    const before = await voteCount();
    for (const [field, message] of FIELDS)
      for (const code of [BOGUS, foreign.attachmentId])
        for (const call of ['createSimplify', 'createDraft']) {
          const response = await post(ctx, `/v1/voting/${call}`, voteBody({ [field]: [code] }), {
            token: director,
          });
          expect(response.statusCode, `${call} ${field} ${code}`).toBe(400);
          expect(bodyOf(response).message).toBe(message);
        }
    expect(await voteCount()).toBe(before);
  });

  it('updateEdgeInfo refuses them too and keeps what the vote had', async () => {
    const good = await file('签字页.pdf');
    const created = await okData<Info>(
      await post(ctx, '/v1/voting/createSimplify', voteBody({ signAttachment: [good.attachmentId] }), {
        token: director,
      }),
    );
    for (const [field, message] of FIELDS)
      for (const code of [BOGUS, foreign.attachmentId]) {
        const response = await post(
          ctx,
          '/v1/voting/updateEdgeInfo',
          { ...ref(created.votingCode), [field]: [code] },
          { token: director },
        );
        expect(response.statusCode, `${field} ${code}`).toBe(400);
        expect(bodyOf(response).message).toBe(message);
      }
    expect((await info(created.votingCode)).signAttachment).toEqual([good.attachmentId]);
  });

  it('a paper ballot refuses scans that are not files of this community', async () => {
    const created = await okData<Info>(
      await post(ctx, '/v1/voting/createSimplify', voteBody(), { token: director }),
    );
    ctx.clock.advance(2 * HOUR);
    const houseCode = (
      await okData<{ myHouseCodes: string[] }>(
        await get(ctx, `/v1/owner/voteInfo?votingCode=${created.votingCode}`, { token: owner2 }),
      )
    ).myHouseCodes[0];
    for (const code of [BOGUS, foreign.attachmentId]) {
      const response = await post(
        ctx,
        '/v1/offlineVote/saveVoteIssueTable',
        {
          ...ref(created.votingCode),
          houseCode,
          choices: { '1': 'AGREE' },
          signerName: '业主二',
          attachments: [code],
        },
        { token: director },
      );
      expect(response.statusCode, code).toBe(400);
      expect(bodyOf(response).message).toBe('纸质表决票扫描件不存在或未上传完成，请重新上传');
    }
    const scan = await file('纸质表决票.jpg.pdf');
    const saved = await post(
      ctx,
      '/v1/offlineVote/saveVoteIssueTable',
      {
        ...ref(created.votingCode),
        houseCode,
        choices: { '1': 'AGREE' },
        signerName: '业主二',
        attachments: [scan.attachmentId],
      },
      { token: director },
    );
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('result publication refuses a made-up or foreign resultFile in both modes', async () => {
    const created = await okData<Info>(
      await post(ctx, '/v1/voting/createSimplify', voteBody({ endDate: at(2 * 24 * HOUR) }), {
        token: director,
      }),
    );
    ctx.clock.advance(2 * HOUR);
    await okData(
      await post(
        ctx,
        '/v1/owner/castVote',
        { votingCode: created.votingCode, choices: { '1': 'AGREE' } },
        { token: owner1 },
      ),
    );
    ctx.clock.advance(3 * 24 * HOUR);
    director = await tokenFor(ctx, DIRECTOR);
    for (const publicityMode of ['RESULT_DATA_WITH_EVIDENCE', 'RESULT_FILE_ONLY'])
      for (const resultFile of [BOGUS, foreign.attachmentId]) {
        const response = await post(
          ctx,
          '/v1/voting/resultPublicity',
          { ...ref(created.votingCode), publicityMode, publicityEndDate: at(5 * 24 * HOUR), resultFile },
          { token: director },
        );
        expect(response.statusCode, `${publicityMode} ${resultFile}`).toBe(400);
        expect(bodyOf(response).message).toBe('表决材料不存在或未上传完成');
      }
    expect((await info(created.votingCode)).votingState).toBe('VOTING_HAS_ENDED');
  });
});
