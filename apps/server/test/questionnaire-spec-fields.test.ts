import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_BYTES, upload } from './support/file-fixtures';
import { DIRECTOR, PROPERTY } from './support/roster-helpers';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

/**
 * The questionnaire fields of SPEC §3 that were missing (issue #28 item 7): mvcFile (meeting
 * material, published to owners), signAttachment (the sign sheet, staff only) and the staff-side
 * joinDate (when the latest answer came in), stored, checked, shown and exported.
 */

const C = 'YGHY001';
const OTHER = 'TYXQ001';
const HOUR = 3600;

type File = { attachmentId: string; pubAttachmentId: string; sourceName: string };
type Info = {
  intentionSolicitationId: string;
  mvcFile: string[];
  signAttachment: string[];
  joinDate: string | null;
  files: File[];
  questions: { questionId: number; options: { optionId: number }[] }[];
};

let ctx: TestContext;
let director: string;
let property: string;
let owner1: string;

beforeAll(async () => {
  ctx = await createTestContext();
  director = await tokenFor(ctx, DIRECTOR);
  property = await tokenFor(ctx, PROPERTY);
  owner1 = await tokenFor(ctx, '13900000001', { isWxAPP: true });
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

const at = (seconds: number) => new Date(ctx.clock.now().getTime() + seconds * 1000).toISOString();

async function file(name: string, community = C): Promise<File> {
  const signed = await upload(ctx, director, name, PDF_BYTES, { communityInfoCode: community });
  return { attachmentId: signed.attachmentId, pubAttachmentId: signed.pubAttachmentId, sourceName: name };
}

function body(overrides: Record<string, unknown> = {}) {
  return {
    communityInfoCode: C,
    title: '加装电梯意向征询',
    startDate: at(60),
    endDate: at(48 * HOUR),
    questions: [
      {
        title: '是否同意加装电梯',
        type: 'SINGLE_CHOICE',
        options: [{ content: '同意' }, { content: '不同意' }],
      },
    ],
    ...overrides,
  };
}

async function okData<T>(response: Awaited<ReturnType<typeof post>>): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<T>(response).data;
}

const info = async (id: string, token = director) =>
  okData<Info>(
    await get(ctx, `/v1/intentionSolicitation/info?communityInfoCode=${C}&intentionSolicitationId=${id}`, {
      token,
    }),
  );

describe('mvcFile and signAttachment', () => {
  it('stores both, names their files for staff and gives owners the material but never the sign sheet', async () => {
    const material = await file('电梯方案.pdf');
    const sheet = await file('业委会签字页.pdf');
    const created = await okData<Info>(
      await post(
        ctx,
        '/v1/intentionSolicitation/create',
        body({ mvcFile: [material.attachmentId], signAttachment: [sheet.attachmentId] }),
        { token: director },
      ),
    );
    expect(created.mvcFile).toEqual([material.attachmentId]);
    expect(created.signAttachment).toEqual([sheet.attachmentId]);
    expect(created.files.map((item) => item.sourceName)).toEqual(['电梯方案.pdf', '业委会签字页.pdf']);
    // View-only staff read them too.
    expect((await info(created.intentionSolicitationId, property)).signAttachment).toEqual([
      sheet.attachmentId,
    ]);

    ctx.clock.advance(120);
    const seen = await okData<{ mvcFile: string[]; files: File[] }>(
      await get(
        ctx,
        `/v1/owner/intentionSolicitation/info?intentionSolicitationId=${created.intentionSolicitationId}`,
        { token: owner1 },
      ),
    );
    expect(seen.mvcFile).toEqual([material.attachmentId]);
    expect(seen.files.map((item) => item.sourceName)).toEqual(['电梯方案.pdf']);
    const pub = (target: File) =>
      get(ctx, `/v1/api/cos/pubDownload?pubAttachmentId=${target.pubAttachmentId}`).then(
        (response) => response.statusCode,
      );
    expect(await pub(material)).toBe(200);
    expect(await pub(sheet)).toBe(404);
  });

  it('refuses a made-up code or another community’s file in either list with 400, storing nothing', async () => {
    const foreign = await file('别的小区的文件.pdf', OTHER);
    const total = async () =>
      bodyOf<{ total: number }>(
        await get(ctx, `/v1/intentionSolicitation/list?communityInfoCode=${C}`, { token: director }),
      ).data.total;
    const before = await total();
    for (const field of ['mvcFile', 'signAttachment'])
      for (const code of ['BOGUS-NOT-A-FILE', foreign.attachmentId])
        for (const call of ['create', 'saveDraft']) {
          const response = await post(ctx, `/v1/intentionSolicitation/${call}`, body({ [field]: [code] }), {
            token: director,
          });
          expect(response.statusCode, `${call} ${field} ${code}`).toBe(400);
          expect(bodyOf(response).message).toBe('附件不存在或未上传完成');
        }
    expect(await total()).toBe(before);
  });

  it('refuses more than nine files with its Chinese message', async () => {
    const response = await post(
      ctx,
      '/v1/intentionSolicitation/saveDraft',
      body({ signAttachment: Array.from({ length: 10 }, (_, index) => `F${index}`) }),
      { token: director },
    );
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).message).toContain('最多只能上传9个文件');
  });

  it('updateAttachment sets the sign sheet after publication, checks the files and needs the MANAGEMENT permission', async () => {
    const created = await okData<Info>(
      await post(ctx, '/v1/intentionSolicitation/create', body(), { token: director }),
    );
    const id = created.intentionSolicitationId;
    const sheet = await file('征询签字表.pdf');
    const minutes = await file('会议纪要.pdf');
    const payload = {
      communityInfoCode: C,
      intentionSolicitationId: id,
      mvcFile: [minutes.attachmentId],
      signAttachment: [sheet.attachmentId],
    };
    expect(
      (await post(ctx, '/v1/intentionSolicitation/updateAttachment', payload, { token: property }))
        .statusCode,
    ).toBe(403);
    const foreign = await file('外来签字表.pdf', OTHER);
    const refused = await post(
      ctx,
      '/v1/intentionSolicitation/updateAttachment',
      { ...payload, signAttachment: [foreign.attachmentId] },
      { token: director },
    );
    expect(refused.statusCode).toBe(400);
    expect(bodyOf(refused).message).toBe('附件不存在或未上传完成');

    const updated = await okData<Info>(
      await post(ctx, '/v1/intentionSolicitation/updateAttachment', payload, { token: director }),
    );
    expect(updated).toMatchObject({ mvcFile: [minutes.attachmentId], signAttachment: [sheet.attachmentId] });
    // Material added later is published with the questionnaire; the sign sheet stays private.
    expect(
      (await get(ctx, `/v1/api/cos/pubDownload?pubAttachmentId=${minutes.pubAttachmentId}`)).statusCode,
    ).toBe(200);
    expect(
      (await get(ctx, `/v1/api/cos/pubDownload?pubAttachmentId=${sheet.pubAttachmentId}`)).statusCode,
    ).toBe(404);

    // A copy keeps the material, not the signatures of the original.
    const copy = await okData<Info>(
      await post(
        ctx,
        '/v1/intentionSolicitation/copyToDraft',
        { communityInfoCode: C, intentionSolicitationId: id },
        { token: director },
      ),
    );
    expect(copy).toMatchObject({ mvcFile: [minutes.attachmentId], signAttachment: [] });
  });
});

describe('joinDate (staff side)', () => {
  it('is null before any answer, then the time of the latest answer in list, info and export', async () => {
    const created = await okData<Info>(
      await post(ctx, '/v1/intentionSolicitation/create', body({ title: '停车位意向征询' }), {
        token: director,
      }),
    );
    const id = created.intentionSolicitationId;
    expect(created.joinDate).toBeNull();
    ctx.clock.advance(HOUR);
    const question = created.questions[0];
    await okData(
      await post(
        ctx,
        '/v1/owner/intentionSolicitation/answer',
        {
          intentionSolicitationId: id,
          answers: [{ questionId: question?.questionId, optionIds: [question?.options[0]?.optionId] }],
        },
        { token: owner1 },
      ),
    );
    const answeredAt = ctx.clock.now().toISOString();
    expect((await info(id)).joinDate).toBe(answeredAt);
    const list = await okData<{ list: { intentionSolicitationId: string; joinDate: string | null }[] }>(
      await get(ctx, `/v1/intentionSolicitation/list?communityInfoCode=${C}&size=100`, { token: property }),
    );
    expect(list.list.find((item) => item.intentionSolicitationId === id)?.joinDate).toBe(answeredAt);

    const job = await okData<{ jobId: string }>(
      await post(
        ctx,
        '/v1/downloadJob/create',
        { communityInfoCode: C, kind: 'INTENTION_RESULT_XLSX', params: { intentionSolicitationId: id } },
        { token: director },
      ),
    );
    expect(await ctx.app.downloadJobs.runner.runOnce()).toBe(true);
    const done = await okData<{ attachmentId: string }>(
      await get(ctx, `/v1/downloadJob/info?jobId=${job.jobId}`, { token: director }),
    );
    const xlsx = await get(ctx, `/v1/api/cos/download?attachmentId=${done.attachmentId}`, {
      token: director,
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const values = workbook
      .getWorksheet('统计')
      ?.getSheetValues()
      .flat()
      .filter((value) => typeof value === 'string');
    const local = new Date(Date.parse(answeredAt) + 8 * 3600_000).toISOString();
    expect(values).toContain('最近参与时间');
    expect(values).toContain(`${local.slice(0, 10).replaceAll('-', '/')} ${local.slice(11, 16)}`);
  });
});
