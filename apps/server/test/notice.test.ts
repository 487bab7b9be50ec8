import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeReads } from '../src/db/tables/notice';
import { PDF_BYTES, upload } from './support/file-fixtures';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

let ctx: TestContext;
let director: string;
let property: string;
let gov: string;
let preparer: string;
let owner1: string;
let owner2: string;

beforeAll(async () => {
  ctx = await createTestContext();
  director = await tokenFor(ctx, '13800000001');
  property = await tokenFor(ctx, '13800000003');
  preparer = await tokenFor(ctx, '13800000002');
  gov = await tokenFor(ctx, '13800000005', { adminOwnerType: 'GOV' });
  owner1 = await tokenFor(ctx, '13900000001', { isWxAPP: true });
  owner2 = await tokenFor(ctx, '13900000002', { isWxAPP: true });
});
afterAll(async () => ctx.close());

type Notice = {
  communityNoticeCode: string;
  title: string;
  isDraft: 'YES' | 'NO';
  content: string;
  releaseDate: string | null;
  publicityDate: string | null;
  material: string[];
  materialAttachments: { attachmentId: string; pubAttachmentId: string; sourceName: string }[];
  supplementFinance: { financeAccountType: string; otherTypeName: string | null } | null;
  readCount: number;
  ownerCount: number;
};

const Y = 'YGHY001';
const base = {
  communityInfoCode: Y,
  title: '关于3月5日临时停水的通知',
  noticeType: 'DAILY_MANAGEMENT',
  content: '<p>因二次供水设施维修，3月5日9:00至17:00停水。</p>',
  publicityDate: '2026-03-05 00:00:00',
};

async function create(body: Record<string, unknown>, token = director) {
  return post(ctx, '/v1/communityNotice/create', body, { token });
}

async function listTotal(): Promise<number> {
  const response = await get(ctx, `/v1/communityNotice/list?communityInfoCode=${Y}&size=100`, {
    token: director,
  });
  return bodyOf<{ total: number }>(response).data.total;
}

describe('templates', () => {
  it('lists templates, filters by type and returns one with its content', async () => {
    const all = bodyOf<{ templateId: string; noticeType: string }[]>(
      await get(ctx, `/v1/communityNotice/templateList?communityInfoCode=${Y}`, { token: director }),
    ).data;
    expect(all.length).toBeGreaterThanOrEqual(5);
    const meetings = bodyOf<{ templateName: string }[]>(
      await get(ctx, `/v1/communityNotice/templateList?communityInfoCode=${Y}&noticeType=OWNERS_MEETING`, {
        token: director,
      }),
    ).data;
    expect(meetings.map((item) => item.templateName)).toContain('业主大会召开公告');
    const info = bodyOf<{ title: string; content: string }>(
      await get(ctx, `/v1/communityNotice/templateInfo?communityInfoCode=${Y}&templateId=NT_WATER_CUT`, {
        token: director,
      }),
    ).data;
    expect(info.title).toContain('停水');
    expect(info.content).toContain('<p>');
  });

  it('answers 404 for an unknown template, 400 for an unknown type, 401 without a session', async () => {
    expect(
      (
        await get(ctx, `/v1/communityNotice/templateInfo?communityInfoCode=${Y}&templateId=NOPE`, {
          token: director,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await get(ctx, `/v1/communityNotice/templateList?communityInfoCode=${Y}&noticeType=X`, {
          token: director,
        })
      ).statusCode,
    ).toBe(400);
    expect((await get(ctx, `/v1/communityNotice/templateList?communityInfoCode=${Y}`)).statusCode).toBe(401);
  });
});

describe('POST /v1/communityNotice/create', () => {
  it('publishes a notice with sanitised content, material and a finance supplement', async () => {
    const file = await upload(ctx, director, '停水范围.pdf', PDF_BYTES, { communityInfoCode: Y });
    const response = await create({
      ...base,
      title: '2026年第一季度共有资金收支公示',
      noticeType: 'FINANCE',
      content: '<p onclick="steal()">收支明细见附件<script>alert(1)</script><img src="javascript:x"></p>',
      material: [file.attachmentId],
      supplementFinance: { financeAccountType: 'OTHER', otherTypeName: '停车场收益' },
    });
    expect(response.statusCode).toBe(200);
    const notice = bodyOf<Notice>(response).data;
    expect(notice.isDraft).toBe('NO');
    expect(notice.releaseDate).toBe(ctx.clock.now().toISOString());
    expect(notice.publicityDate).toBe('2026-03-05');
    expect(notice.content).toBe('<p>收支明细见附件<img /></p>');
    expect(notice.materialAttachments.map((item) => item.sourceName)).toEqual(['停水范围.pdf']);
    expect(notice.supplementFinance).toEqual({ financeAccountType: 'OTHER', otherTypeName: '停车场收益' });
    expect(notice.ownerCount).toBeGreaterThan(0);
    // Published material is readable by owners through its public id.
    const pub = await get(ctx, `/v1/api/cos/pubDownload?pubAttachmentId=${file.pubAttachmentId}`);
    expect(pub.statusCode).toBe(200);
  });

  it.each([
    [{ content: '<p><br></p>' }, '请输入内容'],
    [{ title: ' ' }, '请填写公告标题'],
    [{ noticeType: 'PARTY' }, '请选择公告类型'],
    [{ publicityDate: '2026-03-05 08:30:00' }, '公示日期格式应为YYYY-MM-DD（当日零点）'],
    [{ supplementFinance: { financeAccountType: 'OTHER' } }, '请填写其他类型名称'],
    [{ material: ['missing-file'] }, '附件不存在或尚未上传完成，请重新上传'],
  ])('refuses %j with 400 and changes nothing', async (patch, message) => {
    const before = await listTotal();
    const response = await create({ ...base, ...patch });
    expect(response.statusCode).toBe(400);
    expect(bodyOf(response).message).toBe(message);
    expect(await listTotal()).toBe(before);
  });

  it('refuses a caller without NOTICE_MANAGEMENT (403), another community (404) and no session (401)', async () => {
    expect((await create(base, gov)).statusCode).toBe(403);
    expect((await create(base, preparer)).statusCode).toBe(404);
    expect((await post(ctx, '/v1/communityNotice/create', base)).statusCode).toBe(401);
    // XFL001 is not certified: the notice calls need community certification.
    expect((await create({ ...base, communityInfoCode: 'XFL001' })).statusCode).toBe(403);
    // The property member holds NOTICE_MANAGEMENT by default.
    expect((await create({ ...base, title: '物业发布的通知' }, property)).statusCode).toBe(200);
  });
});

describe('drafts', () => {
  it('saves a draft without content, saves it again and publishes it', async () => {
    const draft = bodyOf<Notice>(
      await post(
        ctx,
        '/v1/communityNotice/createDraft',
        { communityInfoCode: Y, title: '业主大会召开公告（草稿）', noticeType: 'OWNERS_MEETING' },
        { token: director },
      ),
    ).data;
    expect(draft).toMatchObject({ isDraft: 'YES', releaseDate: null, publicityDate: null, content: '' });
    const receiptsBefore = (await ctx.db.handle.db.select().from(noticeReads)).length;
    const again = await post(
      ctx,
      '/v1/communityNotice/createDraft',
      { ...base, communityNoticeCode: draft.communityNoticeCode, title: '关于召开2026年业主大会的公告' },
      { token: director },
    );
    expect(bodyOf<Notice>(again).data.title).toBe('关于召开2026年业主大会的公告');
    // Owners do not see drafts.
    const ownerList = bodyOf<{ communityNoticeCode: string }[]>(
      await get(ctx, '/v1/owner/notices', { token: owner1 }),
    ).data;
    expect(ownerList.map((item) => item.communityNoticeCode)).not.toContain(draft.communityNoticeCode);
    // Nor can they open one by its code, and trying leaves no receipt.
    const opened = await get(ctx, `/v1/owner/noticeInfo?communityNoticeCode=${draft.communityNoticeCode}`, {
      token: owner1,
    });
    expect(opened.statusCode).toBe(404);
    expect((await ctx.db.handle.db.select().from(noticeReads)).length).toBe(receiptsBefore);
    const published = await create({
      ...base,
      communityNoticeCode: draft.communityNoticeCode,
      title: '正式公告',
    });
    expect(bodyOf<Notice>(published).data).toMatchObject({ isDraft: 'NO', title: '正式公告' });
    // A published notice is no draft any more.
    const late = await post(
      ctx,
      '/v1/communityNotice/createDraft',
      { ...base, communityNoticeCode: draft.communityNoticeCode },
      { token: director },
    );
    expect(late.statusCode).toBe(409);
    expect(bodyOf(late).message).toBe('公告已发布，不能再作为草稿修改');
  });

  it('lists drafts apart and filters by type and title', async () => {
    const drafts = bodyOf<{ list: Notice[] }>(
      await get(ctx, `/v1/communityNotice/list?communityInfoCode=${Y}&isDraft=YES`, { token: director }),
    ).data;
    expect(drafts.list.every((item) => item.isDraft === 'YES')).toBe(true);
    const search = bodyOf<{ list: Notice[] }>(
      await get(
        ctx,
        `/v1/communityNotice/list?communityInfoCode=${Y}&searchKey=${encodeURIComponent('物业发布')}`,
        {
          token: director,
        },
      ),
    ).data;
    expect(search.list.length).toBeGreaterThan(0);
    expect(search.list.map((item) => item.title)).toEqual(['物业发布的通知']);
  });
});

describe('owner reading and read receipts', () => {
  let code: string;

  beforeAll(async () => {
    code = bodyOf<Notice>(await create({ ...base, title: '电梯年检通知' })).data.communityNoticeCode;
  });

  it('records the read receipt once, with who read and when, and the share reached', async () => {
    const list = bodyOf<{ communityNoticeCode: string; hasRead: string }[]>(
      await get(ctx, '/v1/owner/notices', { token: owner1 }),
    ).data;
    expect(list.find((item) => item.communityNoticeCode === code)?.hasRead).toBe('NO');
    const first = bodyOf<{ readTime: string; title: string }>(
      await get(ctx, `/v1/owner/noticeInfo?communityNoticeCode=${code}`, { token: owner1 }),
    ).data;
    expect(first.title).toBe('电梯年检通知');
    ctx.clock.advance(600);
    const second = bodyOf<{ readTime: string }>(
      await get(ctx, `/v1/owner/noticeInfo?communityNoticeCode=${code}`, { token: owner1 }),
    ).data;
    expect(second.readTime).toBe(first.readTime);
    await get(ctx, `/v1/owner/noticeInfo?communityNoticeCode=${code}`, { token: owner2 });

    const reads = bodyOf<{
      list: { ownerName: string; mobile: string; houses: string[]; readTime: string }[];
      total: number;
      readCount: number;
      ownerCount: number;
      readRate: number;
    }>(
      await get(
        ctx,
        `/v1/communityNotice/noticeReadList?communityInfoCode=${Y}&communityNoticeCode=${code}`,
        {
          token: director,
        },
      ),
    ).data;
    expect(reads.total).toBe(2);
    expect(reads.readCount).toBe(2);
    expect(reads.readRate).toBe(2 / reads.ownerCount);
    expect(reads.list[1]?.mobile).toBe('139****0001');
    expect(reads.list[1]?.readTime).toBe(first.readTime);
    expect(reads.list[0]?.houses.length).toBeGreaterThan(0);
    const mine = bodyOf<{ communityNoticeCode: string; hasRead: string }[]>(
      await get(ctx, '/v1/owner/notices', { token: owner1 }),
    ).data;
    expect(mine.find((item) => item.communityNoticeCode === code)?.hasRead).toBe('YES');
    const info = bodyOf<Notice>(
      await get(ctx, `/v1/communityNotice/info?communityInfoCode=${Y}&communityNoticeCode=${code}`, {
        token: director,
      }),
    ).data;
    expect(info.readCount).toBe(2);
  });

  it('refuses readers who are not owners there, workbench tokens and unknown notices', async () => {
    expect(
      (await get(ctx, `/v1/owner/noticeInfo?communityNoticeCode=NOPE`, { token: owner1 })).statusCode,
    ).toBe(404);
    expect(
      (await get(ctx, `/v1/owner/noticeInfo?communityNoticeCode=${code}`, { token: director })).statusCode,
    ).toBe(401);
    expect((await get(ctx, `/v1/owner/notices`)).statusCode).toBe(401);
    const stranger = await tokenFor(ctx, '13800000007', { isWxAPP: true }).catch(() => null);
    if (stranger) {
      expect(
        (await get(ctx, `/v1/owner/noticeInfo?communityNoticeCode=${code}`, { token: stranger })).statusCode,
      ).toBe(404);
    }
    // A refused reader leaves no receipt: the count is still the two owners of the test above.
    const after = bodyOf<{ readCount: number }>(
      await get(
        ctx,
        `/v1/communityNotice/noticeReadList?communityInfoCode=${Y}&communityNoticeCode=${code}`,
        {
          token: director,
        },
      ),
    ).data;
    expect(after.readCount).toBe(2);
  });

  it('keeps another community from the notice (404) and lets view-only staff read lists', async () => {
    expect(
      (
        await get(ctx, `/v1/communityNotice/info?communityInfoCode=TYXQ001&communityNoticeCode=${code}`, {
          token: director,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await get(
          ctx,
          `/v1/communityNotice/noticeReadList?communityInfoCode=${Y}&communityNoticeCode=${code}`,
          {
            token: gov,
          },
        )
      ).statusCode,
    ).toBe(200);
  });
});

describe('POST /v1/myCommunityNotice/delete', () => {
  it('deletes a notice with its receipts; refuses others', async () => {
    const code = bodyOf<Notice>(await create({ ...base, title: '待删除的通知' })).data.communityNoticeCode;
    await get(ctx, `/v1/owner/noticeInfo?communityNoticeCode=${code}`, { token: owner1 });
    const ref = { communityInfoCode: Y, communityNoticeCode: code };
    expect((await post(ctx, '/v1/myCommunityNotice/delete', ref, { token: gov })).statusCode).toBe(403);
    expect(
      (
        await post(
          ctx,
          '/v1/myCommunityNotice/delete',
          { ...ref, communityInfoCode: 'TYXQ001' },
          { token: director },
        )
      ).statusCode,
    ).toBe(404);
    expect((await post(ctx, '/v1/myCommunityNotice/delete', ref)).statusCode).toBe(401);
    expect((await post(ctx, '/v1/myCommunityNotice/delete', ref, { token: director })).statusCode).toBe(200);
    expect(
      (
        await get(ctx, `/v1/communityNotice/info?communityInfoCode=${Y}&communityNoticeCode=${code}`, {
          token: director,
        })
      ).statusCode,
    ).toBe(404);
    expect((await post(ctx, '/v1/myCommunityNotice/delete', ref, { token: director })).statusCode).toBe(404);
  });
});

describe('drafts belong to NOTICE_MANAGEMENT (issue #28 item 2)', () => {
  it('the files of a draft open for NOTICE_MANAGEMENT only, and for view-only staff once published', async () => {
    const file = await upload(ctx, director, '草稿附件.pdf', PDF_BYTES, { communityInfoCode: Y });
    const saved = await post(
      ctx,
      '/v1/communityNotice/createDraft',
      { ...base, title: '带附件的草稿通知', material: [file.attachmentId] },
      { token: director },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const draft = bodyOf<Notice>(saved).data;
    const download = (token: string) =>
      get(ctx, `/v1/api/cos/download?attachmentId=${file.attachmentId}`, { token });
    const buildingAdmin = await tokenFor(ctx, '13600000004');
    expect((await download(director)).statusCode).toBe(200);
    for (const token of [gov, buildingAdmin]) {
      const real = await download(token);
      const madeUp = await get(ctx, '/v1/api/cos/download?attachmentId=A-NO-SUCH-FILE', { token });
      expect(real.statusCode).toBe(404);
      expect(bodyOf(real).message).toBe(bodyOf(madeUp).message);
    }
    const published = await create({
      ...base,
      communityNoticeCode: draft.communityNoticeCode,
      title: '带附件的草稿通知',
      material: [file.attachmentId],
    });
    expect(published.statusCode, published.body).toBe(200);
    for (const token of [gov, buildingAdmin]) expect((await download(token)).statusCode).toBe(200);
  });

  it('view-only staff neither list nor open a draft: 404 as for a made-up code', async () => {
    const draft = bodyOf<Notice>(
      await post(
        ctx,
        '/v1/communityNotice/createDraft',
        { ...base, title: '尚未发布的草稿通知' },
        { token: director },
      ),
    ).data;
    const published = bodyOf<Notice>(await create({ ...base, title: '已发布的通知（草稿对照）' })).data;
    const buildingAdmin = await tokenFor(ctx, '13600000004');
    const codesOf = async (token: string, query = '') =>
      bodyOf<{ list: { communityNoticeCode: string }[] }>(
        await get(ctx, `/v1/communityNotice/list?communityInfoCode=${Y}&size=100${query}`, { token }),
      ).data.list.map((item) => item.communityNoticeCode);
    // The manager sees both, in the drafts tab too.
    expect(await codesOf(director)).toEqual(
      expect.arrayContaining([draft.communityNoticeCode, published.communityNoticeCode]),
    );
    expect(await codesOf(director, '&isDraft=YES')).toContain(draft.communityNoticeCode);
    for (const token of [gov, buildingAdmin]) {
      const listed = await codesOf(token);
      expect(listed).toContain(published.communityNoticeCode);
      expect(listed).not.toContain(draft.communityNoticeCode);
      expect(await codesOf(token, '&isDraft=YES')).toEqual([]);
      for (const path of ['info', 'noticeReadList']) {
        const real = await get(
          ctx,
          `/v1/communityNotice/${path}?communityInfoCode=${Y}&communityNoticeCode=${draft.communityNoticeCode}`,
          { token },
        );
        const madeUp = await get(
          ctx,
          `/v1/communityNotice/${path}?communityInfoCode=${Y}&communityNoticeCode=N-NO-SUCH`,
          { token },
        );
        expect(real.statusCode, `${path}: ${real.body}`).toBe(404);
        expect(bodyOf(real).message).toBe(bodyOf(madeUp).message);
      }
      const open = await get(
        ctx,
        `/v1/communityNotice/info?communityInfoCode=${Y}&communityNoticeCode=${published.communityNoticeCode}`,
        { token },
      );
      expect(open.statusCode).toBe(200);
    }
    const own = await get(
      ctx,
      `/v1/communityNotice/info?communityInfoCode=${Y}&communityNoticeCode=${draft.communityNoticeCode}`,
      { token: director },
    );
    expect(own.statusCode).toBe(200);
  });
});
