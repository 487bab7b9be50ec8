import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_BYTES, upload } from './support/file-fixtures';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

/**
 * A government questionnaire takes the two files of SPEC §3 the committee's form has (issue #28
 * item 7): mvcFile (说明材料, released to the owners) and signAttachment (签字文件, the unit's only).
 */

let ctx: TestContext;
let street: string;
let communityGov: string;
let owner: string;

type File = { attachmentId: string; sourceName: string };
type Info = {
  intentionSolicitationId: string;
  mvcFile: string[];
  signAttachment: string[];
  files: File[];
};

const HOUR = 3_600_000;
const at = (hours: number) => new Date(ctx.clock.now().getTime() + hours * HOUR).toISOString();

function body(extra: Record<string, unknown> = {}) {
  return {
    title: '加装电梯意见征集',
    startDate: at(1),
    endDate: at(24 * 7),
    questions: [
      {
        title: '是否支持加装电梯',
        type: 'SINGLE_CHOICE',
        options: [{ content: '支持' }, { content: '不支持' }],
      },
    ],
    communityInfoCodes: ['YGHY001'],
    ...extra,
  };
}

const gov = { uploadType: 'TX_GOV_INFORMATION' };

beforeAll(async () => {
  ctx = await createTestContext();
  street = await tokenFor(ctx, '13800000006', { adminOwnerType: 'GOV' });
  communityGov = await tokenFor(ctx, '13800000005', { adminOwnerType: 'GOV' });
  owner = await tokenFor(ctx, '13900000001', { isWxAPP: true });
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

describe('government questionnaire mvcFile and signAttachment', () => {
  it('stores both, shows them to the unit by name, releases only the material to owners', async () => {
    const material = await upload(ctx, street, '改造方案说明.pdf', PDF_BYTES, gov);
    const signed = await upload(ctx, street, '街道签字页.pdf', PDF_BYTES, gov);
    const draft = await post(
      ctx,
      '/v1/gov/intentionSolicitation/saveDraft',
      body({ mvcFile: [material.attachmentId], signAttachment: [signed.attachmentId] }),
      { token: street },
    );
    expect(draft.statusCode, draft.body).toBe(200);
    const saved = bodyOf<Info>(draft).data;
    expect(saved.mvcFile).toEqual([material.attachmentId]);
    expect(saved.signAttachment).toEqual([signed.attachmentId]);
    // Publishing the draft keeps the files it already names.
    const created = await post(
      ctx,
      '/v1/gov/intentionSolicitation/create',
      body({
        intentionSolicitationId: saved.intentionSolicitationId,
        mvcFile: [material.attachmentId],
        signAttachment: [signed.attachmentId],
      }),
      { token: street },
    );
    expect(created.statusCode, created.body).toBe(200);
    const info = bodyOf<Info>(
      await get(
        ctx,
        `/v1/gov/intentionSolicitation/info?intentionSolicitationId=${saved.intentionSolicitationId}`,
        { token: street },
      ),
    ).data;
    expect(info.mvcFile).toEqual([material.attachmentId]);
    expect(info.signAttachment).toEqual([signed.attachmentId]);
    expect(info.files.map((file) => file.sourceName).sort()).toEqual(['改造方案说明.pdf', '街道签字页.pdf']);

    ctx.clock.advance(2 * 3600);
    const ownerInfo = bodyOf<Info>(
      await get(
        ctx,
        `/v1/owner/intentionSolicitation/info?intentionSolicitationId=${saved.intentionSolicitationId}`,
        { token: owner },
      ),
    ).data;
    expect(ownerInfo.mvcFile).toEqual([material.attachmentId]);
    const names = (ownerInfo.files ?? []).map((file) => file.sourceName);
    expect(names).toContain('改造方案说明.pdf');
    expect(names).not.toContain('街道签字页.pdf');
    expect(JSON.stringify(ownerInfo)).not.toContain(signed.attachmentId);
  });

  it('refuses another uploader’s file in either list', async () => {
    const foreign = await upload(ctx, communityGov, '别人的.pdf', PDF_BYTES, gov);
    for (const extra of [{ mvcFile: [foreign.attachmentId] }, { signAttachment: [foreign.attachmentId] }]) {
      const response = await post(ctx, '/v1/gov/intentionSolicitation/create', body(extra), {
        token: street,
      });
      expect(response.statusCode).toBe(400);
      expect(bodyOf(response).message).toBe('附件不存在，请重新上传');
    }
  });
});
