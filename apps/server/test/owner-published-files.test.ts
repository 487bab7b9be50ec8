import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_BYTES, upload } from './support/file-fixtures';
import { DIRECTOR, PROPERTY, XFL_PREPARER } from './support/roster-helpers';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

/**
 * Files of items published to owners (votes, quick resolutions, questionnaires, proposals) become
 * public: owners open them by the pubAttachmentId they receive with the item. Drafts' files, sign
 * sheets and everything else stay private, and the private route still refuses owners.
 */

const C = 'YGHY001';
const HOUR = 3600;

type File = { attachmentId: string; pubAttachmentId: string; sourceName: string };

let ctx: TestContext;
let director: string;
let property: string;
let preparer: string;
let owner1: string;

beforeAll(async () => {
  ctx = await createTestContext();
  director = await tokenFor(ctx, DIRECTOR);
  property = await tokenFor(ctx, PROPERTY);
  preparer = await tokenFor(ctx, XFL_PREPARER);
  owner1 = await tokenFor(ctx, '13900000001', { isWxAPP: true });
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

const at = (seconds: number) => new Date(ctx.clock.now().getTime() + seconds * 1000).toISOString();

async function file(name: string, token = director, community = C): Promise<File> {
  const signed = await upload(ctx, token, name, PDF_BYTES, { communityInfoCode: community });
  return { attachmentId: signed.attachmentId, pubAttachmentId: signed.pubAttachmentId, sourceName: name };
}

/** Status of the public route for a file, and the bytes when it answers 200. */
async function publicStatus(target: Pick<File, 'pubAttachmentId'>) {
  const response = await get(ctx, `/v1/api/cos/pubDownload?pubAttachmentId=${target.pubAttachmentId}`);
  if (response.statusCode === 200) expect(response.rawPayload.equals(PDF_BYTES)).toBe(true);
  return response.statusCode;
}

const privateStatus = async (target: Pick<File, 'attachmentId'>, token: string) =>
  (await get(ctx, `/v1/api/cos/download?attachmentId=${target.attachmentId}`, { token })).statusCode;

async function okData<T>(response: Awaited<ReturnType<typeof post>>): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return bodyOf<T>(response).data;
}

/** What an owner got for a published item: each file opens publicly, none privately. */
async function expectOwnerOpens(given: readonly File[], expected: readonly File[]) {
  expect(given.map((item) => item.sourceName)).toEqual(expected.map((item) => item.sourceName));
  for (const [index, item] of given.entries()) {
    expect(item.pubAttachmentId).toBe(expected[index]?.pubAttachmentId);
    expect(await publicStatus(item)).toBe(200);
    // The private route is unchanged: the owner is neither uploader nor staff.
    expect(await privateStatus(item, owner1)).toBe(404);
  }
}

describe('vote materials', () => {
  const voteBody = (overrides: Record<string, unknown>) => ({
    communityInfoCode: C,
    title: '关于外墙翻新的表决',
    description: '请查看方案后投票',
    startDate: at(HOUR),
    endDate: at(7 * 24 * HOUR),
    issues: [{ title: '是否同意外墙翻新', issueTypeId: 4 }],
    ...overrides,
  });

  it('keeps a draft private and publishes the materials with the vote', async () => {
    const plan = await file('外墙翻新方案.pdf');
    const draft = await okData<{ votingCode: string }>(
      await post(ctx, '/v1/voting/createDraft', voteBody({ materialAttachments: [plan.attachmentId] }), {
        token: director,
      }),
    );
    expect(await publicStatus(plan)).toBe(404);
    expect(
      (await get(ctx, `/v1/owner/voteInfo?votingCode=${draft.votingCode}`, { token: owner1 })).statusCode,
    ).toBe(404);

    const vote = await okData<{ votingCode: string }>(
      await post(ctx, '/v1/voting/createSimplify', voteBody({ materialAttachments: [plan.attachmentId] }), {
        token: director,
      }),
    );
    const seen = await okData<{ materialAttachments: string[]; files: File[] }>(
      await get(ctx, `/v1/owner/voteInfo?votingCode=${vote.votingCode}`, { token: owner1 }),
    );
    expect(seen.materialAttachments).toEqual([plan.attachmentId]);
    await expectOwnerOpens(seen.files, [plan]);
    // Staff keep the private route: the file joined the community, so other staff open it too.
    expect(await privateStatus(plan, property)).toBe(200);

    // Materials added while the vote runs are published at once.
    const quote = await file('报价单.pdf');
    await okData(
      await post(
        ctx,
        '/v1/voting/updateEdgeInfo',
        {
          communityInfoCode: C,
          votingCode: vote.votingCode,
          materialAttachments: [plan.attachmentId, quote.attachmentId],
        },
        { token: director },
      ),
    );
    const after = await okData<{ files: File[] }>(
      await get(ctx, `/v1/owner/voteInfo?votingCode=${vote.votingCode}`, { token: owner1 }),
    );
    await expectOwnerOpens(after.files, [plan, quote]);
  });

  it("refuses another community's file as material, publishing nothing", async () => {
    const foreign = await file('幸福里内部文件.pdf', preparer, 'XFL001');
    const response = await post(
      ctx,
      '/v1/voting/createSimplify',
      voteBody({ materialAttachments: [foreign.attachmentId] }),
      { token: director },
    );
    expect(response.statusCode).toBe(400);
    expect(await publicStatus(foreign)).toBe(404);
  });
});

describe('quick resolution files', () => {
  const quickBody = (overrides: Record<string, unknown>) => ({
    communityInfoCode: C,
    title: '关于更换门禁的快速决议',
    desc: '拟更换为人脸识别门禁',
    startDate: at(HOUR),
    endDate: at(3 * 24 * HOUR),
    ...overrides,
  });

  it('publishes description and material files of a published owner resolution, never drafts or sign sheets', async () => {
    const desc = await file('门禁说明.pdf');
    const material = await file('门禁报价.pdf');
    const draft = await okData<{ issueQuickId: string }>(
      await post(ctx, '/v1/issueQuick/saveDraft', quickBody({ descFile: [desc.attachmentId] }), {
        token: director,
      }),
    );
    expect(await publicStatus(desc)).toBe(404);
    expect(
      (await get(ctx, `/v1/owner/issueQuick/info?issueQuickId=${draft.issueQuickId}`, { token: owner1 }))
        .statusCode,
    ).toBe(404);

    const created = await okData<{ issueQuickId: string }>(
      await post(
        ctx,
        '/v1/issueQuick/create',
        quickBody({
          issueQuickId: draft.issueQuickId,
          descFile: [desc.attachmentId],
          mvcFile: [material.attachmentId],
        }),
        { token: director },
      ),
    );
    const seen = await okData<{ files: File[] }>(
      await get(ctx, `/v1/owner/issueQuick/info?issueQuickId=${created.issueQuickId}`, { token: owner1 }),
    );
    await expectOwnerOpens(seen.files, [desc, material]);

    // Material added later is published; the sign sheet (owners' signatures) stays private.
    const minutes = await file('会议纪要.pdf');
    const signSheet = await file('签到表.pdf');
    await okData(
      await post(
        ctx,
        '/v1/issueQuick/updateAttachment',
        {
          communityInfoCode: C,
          issueQuickId: created.issueQuickId,
          mvcFile: [material.attachmentId, minutes.attachmentId],
          signAttachment: [signSheet.attachmentId],
        },
        { token: director },
      ),
    );
    expect(await publicStatus(minutes)).toBe(200);
    expect(await publicStatus(signSheet)).toBe(404);
    const after = await okData<{ files: File[] }>(
      await get(ctx, `/v1/owner/issueQuick/info?issueQuickId=${created.issueQuickId}`, { token: owner1 }),
    );
    expect(after.files.map((item) => item.attachmentId)).not.toContain(signSheet.attachmentId);
  });

  it('keeps the files of a workgroup resolution private (owners never see it)', async () => {
    const desc = await file('工作组内部说明.pdf');
    await okData(
      await post(
        ctx,
        '/v1/issueQuick/create',
        quickBody({ participantType: 'WORKGROUP', descFile: [desc.attachmentId] }),
        { token: director },
      ),
    );
    expect(await publicStatus(desc)).toBe(404);
  });
});

describe('questionnaire files', () => {
  const questionnaireBody = (files: { desc: File; question: File; option: File }, id?: string) => ({
    communityInfoCode: C,
    ...(id ? { intentionSolicitationId: id } : {}),
    title: '绿化改造意向',
    startDate: at(60),
    endDate: at(48 * HOUR),
    descFile: [files.desc.attachmentId],
    questions: [
      {
        title: '选择改造方案',
        type: 'SINGLE_CHOICE',
        descFile: [files.question.attachmentId],
        options: [{ content: '方案一', descFile: [files.option.attachmentId] }, { content: '方案二' }],
      },
    ],
  });

  it('keeps a draft private and publishes its own, question and option files with it', async () => {
    const files = {
      desc: await file('改造说明.pdf'),
      question: await file('平面图.pdf'),
      option: await file('方案一效果图.pdf'),
    };
    const draft = await okData<{ intentionSolicitationId: string }>(
      await post(ctx, '/v1/intentionSolicitation/saveDraft', questionnaireBody(files), { token: director }),
    );
    for (const item of Object.values(files)) expect(await publicStatus(item)).toBe(404);
    expect(
      (
        await get(
          ctx,
          `/v1/owner/intentionSolicitation/info?intentionSolicitationId=${draft.intentionSolicitationId}`,
          {
            token: owner1,
          },
        )
      ).statusCode,
    ).toBe(404);

    const created = await okData<{ intentionSolicitationId: string }>(
      await post(
        ctx,
        '/v1/intentionSolicitation/create',
        questionnaireBody(files, draft.intentionSolicitationId),
        { token: director },
      ),
    );
    ctx.clock.advance(120);
    const seen = await okData<{ files: File[] }>(
      await get(
        ctx,
        `/v1/owner/intentionSolicitation/info?intentionSolicitationId=${created.intentionSolicitationId}`,
        { token: owner1 },
      ),
    );
    await expectOwnerOpens(seen.files, [files.desc, files.question, files.option]);
  });
});

describe('proposal materials', () => {
  it('publishes the materials (not the sign sheets) of a proposal, which owners see at once', async () => {
    const plan = await file('充电桩位置图.pdf');
    const signSheet = await file('纸质签名表.pdf');
    const created = await okData<{ proposalId: string }>(
      await post(
        ctx,
        '/v1/proposal/create',
        {
          communityInfoCode: C,
          title: '关于增设充电桩的提案',
          proposalType: 'PROPERTY_SERVICE',
          content: '<p>提议在地下车库增设充电桩。</p>',
          startDate: at(-HOUR),
          endDate: at(7 * 24 * HOUR),
          materialAttachments: [plan.attachmentId],
          signAttachment: [signSheet.attachmentId],
        },
        { token: director },
      ),
    );
    const seen = await okData<{ materialAttachments: File[] }>(
      await get(ctx, `/v1/owner/proposal/info?proposalId=${created.proposalId}`, { token: owner1 }),
    );
    await expectOwnerOpens(seen.materialAttachments, [plan]);
    expect(await publicStatus(signSheet)).toBe(404);
    expect(await privateStatus(signSheet, owner1)).toBe(404);
  });
});

describe('files of no published item', () => {
  it('stay private: not public, and owners cannot fetch them privately', async () => {
    const loose = await file('未发布的文件.pdf');
    expect(await publicStatus(loose)).toBe(404);
    expect(await privateStatus(loose, owner1)).toBe(404);
    expect(await privateStatus(loose, director)).toBe(200);
  });
});
