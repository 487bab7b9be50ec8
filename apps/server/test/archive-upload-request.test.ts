import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_BYTES, pngBytes, upload } from './support/file-fixtures';
import { DIRECTOR, okData, PROPERTY } from './support/roster-helpers';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

// Phone upload requests and the archive inbox (issue #28 item 3).
let ctx: TestContext;
let director: string;
let property: string;
let owner: string;

const C = 'YGHY001';
const OTHER = 'TYXQ001';
const OWNER_MOBILE = '13900000015';

type Request = {
  requestCode: string;
  purpose: string;
  state: 'OPEN' | 'EXPIRED' | 'REVOKED';
  path: string;
  fileCount: number;
};
type InboxItem = {
  inboxId: string;
  purpose: string;
  uploaderMobile: string;
  file: { attachmentId: string; sourceName: string };
  filed: 'YES' | 'NO';
  archiveId: string | null;
  archiveType: string | null;
};

beforeAll(async () => {
  ctx = await createTestContext();
  director = await tokenFor(ctx, DIRECTOR);
  property = await tokenFor(ctx, PROPERTY);
  owner = await tokenFor(ctx, OWNER_MOBILE, { isWxAPP: true });
});
afterAll(async () => ctx.close());

const inDays = (days: number) => new Date(ctx.clock.now().getTime() + days * 86_400_000).toISOString();

async function createRequest(purpose: string, days = 7, community = C, token = director) {
  return post(
    ctx,
    '/v1/archive/uploadRequest/create',
    { communityInfoCode: community, purpose, expiresAt: inDays(days) },
    { token },
  );
}

async function requests(community = C) {
  return okData<Request[]>(
    await get(ctx, `/v1/archive/uploadRequest/list?communityInfoCode=${community}`, { token: director }),
  );
}

async function inbox(filed = 'NO', token = director, community = C) {
  return okData<{ list: InboxItem[]; total: number }>(
    await get(ctx, `/v1/archive/inbox/list?communityInfoCode=${community}&filed=${filed}`, { token }),
  );
}

const publicInfo = (code: string) =>
  get(ctx, `/v1/archive/uploadRequest/public?request=${encodeURIComponent(code)}`);

describe('archive upload requests', () => {
  it('creates a request with an unguessable code and lists it', async () => {
    const created = await okData<Request>(await createRequest('2025年维修发票'));
    expect(created.state).toBe('OPEN');
    expect(created.requestCode).toMatch(/^UR[\w-]{40,}$/);
    expect(created.path).toBe(`/mobile/uploadfile?request=${created.requestCode}`);
    const second = await okData<Request>(await createRequest('业主大会签到表'));
    expect(second.requestCode).not.toBe(created.requestCode);
    const list = await requests();
    expect(list.map((item) => item.purpose)).toEqual(['业主大会签到表', '2025年维修发票']);
    // The phone page sees the community and purpose without a session.
    const info = await publicInfo(created.requestCode);
    expect(info.statusCode).toBe(200);
    expect(bodyOf<{ communityName: string; purpose: string }>(info).data).toMatchObject({
      communityName: '阳光花园',
      purpose: '2025年维修发票',
    });
  });

  it('refuses bad input with Chinese messages', async () => {
    const blank = await createRequest('  ');
    expect(blank.statusCode).toBe(400);
    expect(bodyOf(blank).message).toBe('请填写用途说明');
    const past = await createRequest('过期', -1);
    expect(past.statusCode).toBe(400);
    expect(bodyOf(past).message).toBe('截止时间须晚于当前时间');
    const far = await createRequest('太久', 91);
    expect(bodyOf(far).message).toBe('截止时间不能超过90天');
  });

  it('refuses an unknown, expired or revoked code on the phone', async () => {
    const unknown = await publicInfo('URnot-a-real-code');
    expect(unknown.statusCode).toBe(404);
    expect(bodyOf(unknown).message).toBe('上传链接无效，请向物业或业委会索取新的链接');
    expect(bodyOf(await publicInfo('')).message).toBe('上传链接无效，请向物业或业委会索取新的链接');

    const short = await okData<Request>(await createRequest('一天内交', 1));
    ctx.clock.advance(86_401);
    const expired = await publicInfo(short.requestCode);
    expect(expired.statusCode).toBe(410);
    expect(bodyOf(expired).message).toBe('上传链接已过期，请向物业或业委会索取新的链接');
    expect((await requests()).find((item) => item.requestCode === short.requestCode)?.state).toBe('EXPIRED');

    const revokable = await okData<Request>(await createRequest('撤销测试'));
    const revoked = await post(
      ctx,
      '/v1/archive/uploadRequest/revoke',
      { communityInfoCode: C, requestCode: revokable.requestCode },
      { token: director },
    );
    expect(revoked.statusCode).toBe(200);
    const info = await publicInfo(revokable.requestCode);
    expect(info.statusCode).toBe(410);
    expect(bodyOf(info).message).toBe('上传链接已被撤销，请向物业或业委会索取新的链接');
    // A closed request takes no files either.
    const file = await upload(ctx, owner, '迟到.pdf', PDF_BYTES);
    const late = await post(
      ctx,
      '/v1/archive/uploadRequest/submit',
      { request: revokable.requestCode, attachmentIds: [file.attachmentId] },
      { token: owner },
    );
    expect(late.statusCode).toBe(410);
    expect((await inbox()).list.some((item) => item.file.attachmentId === file.attachmentId)).toBe(false);
  });

  it('keeps requests to their community and to archive managers', async () => {
    const mine = await okData<Request>(await createRequest('本小区'));
    // 体验小区's list does not show 阳光花园's requests, and cannot revoke them.
    expect((await requests(OTHER)).some((item) => item.requestCode === mine.requestCode)).toBe(false);
    const foreign = await post(
      ctx,
      '/v1/archive/uploadRequest/revoke',
      { communityInfoCode: OTHER, requestCode: mine.requestCode },
      { token: director },
    );
    expect(foreign.statusCode).toBe(404);
    expect(bodyOf(foreign).message).toBe('上传请求不存在');
    expect(bodyOf(await publicInfo(mine.requestCode)).code).toBe(200);
    // The property member views the archive but does not manage it.
    const forbidden = await createRequest('物业', 7, C, property);
    expect(forbidden.statusCode).toBe(403);
    expect(
      (await get(ctx, `/v1/archive/inbox/list?communityInfoCode=${C}`, { token: property })).statusCode,
    ).toBe(403);
    expect((await get(ctx, `/v1/archive/uploadRequest/list?communityInfoCode=${C}`)).statusCode).toBe(401);
  });

  it('lands phone uploads in the inbox with the mobile, then files or deletes them', async () => {
    const request = await okData<Request>(await createRequest('电梯维修照片'));
    const pdf = await upload(ctx, owner, '维修单.pdf', PDF_BYTES);
    const png = await upload(ctx, owner, '现场.png', await pngBytes());
    // Without a session nothing is handed over.
    const anonymous = await post(ctx, '/v1/archive/uploadRequest/submit', {
      request: request.requestCode,
      attachmentIds: [pdf.attachmentId],
    });
    expect(anonymous.statusCode).toBe(401);
    // Someone else's file cannot be handed over.
    const stolen = await post(
      ctx,
      '/v1/archive/uploadRequest/submit',
      { request: request.requestCode, attachmentIds: [pdf.attachmentId] },
      { token: property },
    );
    expect(stolen.statusCode).toBe(400);
    expect(bodyOf(stolen).message).toBe('文件不存在或尚未上传完成');

    const sent = await post(
      ctx,
      '/v1/archive/uploadRequest/submit',
      { request: request.requestCode, attachmentIds: [pdf.attachmentId, png.attachmentId] },
      { token: owner },
    );
    expect(sent.statusCode).toBe(200);
    expect(bodyOf<{ count: number }>(sent).data.count).toBe(2);
    // Twice is refused: each file lands once.
    const again = await post(
      ctx,
      '/v1/archive/uploadRequest/submit',
      { request: request.requestCode, attachmentIds: [pdf.attachmentId] },
      { token: owner },
    );
    expect(again.statusCode).toBe(400);

    const waiting = await inbox();
    const mine = waiting.list.filter((item) => item.purpose === '电梯维修照片');
    expect(mine.map((item) => item.file.sourceName).sort()).toEqual(['现场.png', '维修单.pdf']);
    expect(mine.every((item) => item.uploaderMobile === OWNER_MOBILE)).toBe(true);
    expect((await requests()).find((item) => item.requestCode === request.requestCode)?.fileCount).toBe(2);
    // The other community's inbox does not show them.
    expect((await inbox('NO', director, OTHER)).list.some((item) => item.purpose === '电梯维修照片')).toBe(
      false,
    );
    // Staff may open the waiting file; the property member (no archive management) may not.
    expect(
      (await get(ctx, `/v1/api/cos/download?attachmentId=${pdf.attachmentId}`, { token: director }))
        .statusCode,
    ).toBe(200);
    expect(
      (await get(ctx, `/v1/api/cos/download?attachmentId=${pdf.attachmentId}`, { token: property }))
        .statusCode,
    ).toBe(404);

    const pdfItem = mine.find((item) => item.file.sourceName === '维修单.pdf');
    const pngItem = mine.find((item) => item.file.sourceName === '现场.png');
    const filed = await post(
      ctx,
      '/v1/archive/inbox/file',
      { communityInfoCode: C, inboxId: pdfItem?.inboxId, archiveType: 'FINANCE', parentId: '' },
      { token: director },
    );
    expect(filed.statusCode).toBe(200);
    const archiveId = bodyOf<{ archiveId: string }>(filed).data.archiveId;
    const finance = await okData<{ list: { archiveId: string; archiveName: string }[] }>(
      await get(ctx, `/v1/archive/list?communityInfoCode=${C}&archiveType=FINANCE`, { token: property }),
    );
    expect(finance.list.find((entry) => entry.archiveId === archiveId)?.archiveName).toBe('维修单.pdf');
    // Filed: out of the waiting list, in the filed list, readable by archive viewers.
    expect((await inbox()).list.some((item) => item.inboxId === pdfItem?.inboxId)).toBe(false);
    expect((await inbox('YES')).list.find((item) => item.inboxId === pdfItem?.inboxId)).toMatchObject({
      filed: 'YES',
      archiveId,
      archiveType: 'FINANCE',
    });
    expect(
      (await get(ctx, `/v1/api/cos/download?attachmentId=${pdf.attachmentId}`, { token: property }))
        .statusCode,
    ).toBe(200);
    const twice = await post(
      ctx,
      '/v1/archive/inbox/file',
      { communityInfoCode: C, inboxId: pdfItem?.inboxId, archiveType: 'FINANCE' },
      { token: director },
    );
    expect(twice.statusCode).toBe(404);
    expect(bodyOf(twice).message).toBe('收件不存在或已处理');

    // Another community cannot delete it; its own staff can, and the file goes with it.
    const foreign = await post(
      ctx,
      '/v1/archive/inbox/delete',
      { communityInfoCode: OTHER, inboxId: pngItem?.inboxId },
      { token: director },
    );
    expect(foreign.statusCode).toBe(404);
    const deleted = await post(
      ctx,
      '/v1/archive/inbox/delete',
      { communityInfoCode: C, inboxId: pngItem?.inboxId },
      { token: director },
    );
    expect(deleted.statusCode).toBe(200);
    expect((await inbox()).list.some((item) => item.inboxId === pngItem?.inboxId)).toBe(false);
    expect(
      (await get(ctx, `/v1/api/cos/download?attachmentId=${png.attachmentId}`, { token: director }))
        .statusCode,
    ).toBe(404);
  });
});
