import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_BYTES, pngBytes, upload } from './support/file-fixtures';
import { DIRECTOR, okData, PROPERTY } from './support/roster-helpers';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

let ctx: TestContext;
let director: string;
let property: string;
let secretary: string;

type Entry = {
  archiveId: string;
  archiveName: string;
  isDirectory: 'YES' | 'NO';
  parentId: string | null;
  childCount: number;
  archiveFileAttachment: { attachmentId: string; contentType: string } | null;
};

beforeAll(async () => {
  ctx = await createTestContext();
  director = await tokenFor(ctx, DIRECTOR);
  property = await tokenFor(ctx, PROPERTY);
  secretary = await tokenFor(ctx, '13600000002');
});
afterAll(async () => ctx.close());

const C = 'YGHY001';

async function list(token: string, archiveType: string, parentId = '') {
  return okData<{ list: Entry[]; total: number; path: { archiveName: string }[] }>(
    await get(
      ctx,
      `/v1/archive/list?communityInfoCode=${C}&archiveType=${archiveType}&parentId=${parentId}`,
      {
        token,
      },
    ),
  );
}

async function addFolder(name: string, parentId?: string, archiveType = 'ARCHIVE') {
  return okData<Entry>(
    await post(
      ctx,
      '/v1/archive/addDirectory',
      { communityInfoCode: C, archiveType, parentId, archiveName: name },
      { token: director },
    ),
  );
}

describe('archive tree', () => {
  it('lists the seeded folders and counts per type', async () => {
    const root = await list(director, 'ARCHIVE');
    expect(root.list.map((entry) => entry.archiveName)).toEqual(['业主大会会议记录', '业委会备案材料']);
    expect(root.list[0]?.childCount).toBe(2);
    const counts = await okData<{ archiveType: string; num: number; directoryNum: number }[]>(
      await get(ctx, `/v1/archive/getArchiveTypeNum?communityInfoCode=${C}`, { token: property }),
    );
    expect(counts).toHaveLength(5);
    expect(counts.find((row) => row.archiveType === 'ARCHIVE')).toMatchObject({ num: 0, directoryNum: 4 });
  });

  it('adds folders and files, shows the path and counts files', async () => {
    const folder = await addFolder('维修记录');
    const child = await addFolder('电梯', folder.archiveId);
    const pdf = await upload(ctx, director, '电梯维保合同.pdf', PDF_BYTES, { communityInfoCode: C });
    const png = await upload(ctx, director, '现场照片.png', await pngBytes(), { communityInfoCode: C });
    const added = await okData<Entry[]>(
      await post(
        ctx,
        '/v1/archive/add',
        {
          communityInfoCode: C,
          archiveType: 'ARCHIVE',
          parentId: child.archiveId,
          attachmentIds: [pdf.attachmentId, png.attachmentId],
        },
        { token: director },
      ),
    );
    expect(added.map((entry) => entry.archiveName)).toEqual(['电梯维保合同.pdf', '现场照片.png']);
    expect(added[0]?.archiveFileAttachment?.contentType).toBe('application/pdf');
    const inside = await list(property, 'ARCHIVE', child.archiveId);
    expect(inside.total).toBe(2);
    expect(inside.path.map((item) => item.archiveName)).toEqual(['维修记录', '电梯']);
    // Another member may download the filed file: it joined the community.
    const file = await get(ctx, `/v1/api/cos/download?attachmentId=${pdf.attachmentId}`, { token: property });
    expect(file.statusCode).toBe(200);
    const counts = await okData<{ archiveType: string; num: number }[]>(
      await get(ctx, `/v1/archive/getArchiveTypeNum?communityInfoCode=${C}`, { token: director }),
    );
    expect(counts.find((row) => row.archiveType === 'ARCHIVE')?.num).toBe(2);
  });

  it('refuses bad input and changes nothing', async () => {
    const before = await list(director, 'ARCHIVE');
    const blank = await post(
      ctx,
      '/v1/archive/addDirectory',
      { communityInfoCode: C, archiveType: 'ARCHIVE', archiveName: ' ' },
      { token: director },
    );
    expect(blank.statusCode).toBe(400);
    expect(bodyOf(blank).message).toBe('请填写文件夹名称');
    const duplicate = await post(
      ctx,
      '/v1/archive/addDirectory',
      { communityInfoCode: C, archiveType: 'ARCHIVE', archiveName: '业委会备案材料' },
      { token: director },
    );
    expect(duplicate.statusCode).toBe(400);
    expect(bodyOf(duplicate).message).toBe('同一位置已存在同名文件夹“业委会备案材料”');
    const badType = await post(
      ctx,
      '/v1/archive/addDirectory',
      { communityInfoCode: C, archiveType: 'PHOTO', archiveName: 'x' },
      { token: director },
    );
    expect(badType.statusCode).toBe(400);
    const noFile = await post(
      ctx,
      '/v1/archive/add',
      { communityInfoCode: C, archiveType: 'ARCHIVE', attachmentIds: ['A-missing'] },
      { token: director },
    );
    expect(noFile.statusCode).toBe(400);
    expect(bodyOf(noFile).message).toBe('文件不存在或尚未上传完成');
    // A file uploaded by someone else, outside the community, cannot be filed.
    const foreign = await upload(ctx, property, '私人.pdf', PDF_BYTES);
    const stolen = await post(
      ctx,
      '/v1/archive/add',
      { communityInfoCode: C, archiveType: 'ARCHIVE', attachmentIds: [foreign.attachmentId] },
      { token: director },
    );
    expect(stolen.statusCode).toBe(400);
    expect((await list(director, 'ARCHIVE')).list).toEqual(before.list);
  });

  it('renames, moves and refuses a move into the own subtree', async () => {
    const a = await addFolder('甲');
    const b = await addFolder('乙', a.archiveId);
    const c = await addFolder('丙', b.archiveId);
    const renamed = await okData<Entry>(
      await post(
        ctx,
        '/v1/archive/update',
        { communityInfoCode: C, archiveId: b.archiveId, archiveName: '乙（已整理）' },
        { token: director },
      ),
    );
    expect(renamed.archiveName).toBe('乙（已整理）');
    for (const target of [a.archiveId, c.archiveId]) {
      const cycle = await post(
        ctx,
        '/v1/archive/update',
        { communityInfoCode: C, archiveId: a.archiveId, parentId: target },
        { token: director },
      );
      expect(cycle.statusCode).toBe(400);
      expect(bodyOf(cycle).message).toBe('不能将文件夹移动到其自身或其子文件夹中');
    }
    const otherType = (await list(director, 'FINANCE')).list[0];
    const cross = await post(
      ctx,
      '/v1/archive/update',
      { communityInfoCode: C, archiveId: c.archiveId, parentId: otherType?.archiveId },
      { token: director },
    );
    expect(cross.statusCode).toBe(400);
    expect(bodyOf(cross).message).toBe('不能跨档案分类移动');
    const moved = await okData<Entry>(
      await post(
        ctx,
        '/v1/archive/update',
        { communityInfoCode: C, archiveId: c.archiveId, parentId: '' },
        { token: director },
      ),
    );
    expect(moved.parentId).toBeNull();
    expect((await list(director, 'ARCHIVE', b.archiveId)).total).toBe(0);
    expect((await list(director, 'ARCHIVE')).list.map((entry) => entry.archiveName)).toContain('丙');
  });

  it('sorts a level only with exactly its entries', async () => {
    const root = await list(director, 'LETTER');
    await addFolder('区住建局函', undefined, 'LETTER');
    const ids = (await list(director, 'LETTER')).list.map((entry) => entry.archiveId);
    expect(ids).toHaveLength(root.total + 1);
    const partial = await post(
      ctx,
      '/v1/archive/sortUpdate',
      { communityInfoCode: C, archiveType: 'LETTER', archiveIds: ids.slice(1) },
      { token: director },
    );
    expect(partial.statusCode).toBe(400);
    const sorted = await okData<Entry[]>(
      await post(
        ctx,
        '/v1/archive/sortUpdate',
        { communityInfoCode: C, archiveType: 'LETTER', archiveIds: [...ids].reverse() },
        { token: director },
      ),
    );
    expect(sorted.map((entry) => entry.archiveId)).toEqual([...ids].reverse());
  });

  it('deletes an empty folder, a non-empty one only when confirmed (409 otherwise)', async () => {
    const parent = await addFolder('待删除');
    await addFolder('子文件夹', parent.archiveId);
    const refused = await post(
      ctx,
      '/v1/archive/delete',
      { communityInfoCode: C, archiveId: parent.archiveId },
      { token: director },
    );
    expect(refused.statusCode).toBe(409);
    expect(bodyOf(refused).message).toBe('文件夹“待删除”不为空，请确认后删除其中全部内容');
    expect((await list(director, 'ARCHIVE', parent.archiveId)).total).toBe(1);
    const done = await post(
      ctx,
      '/v1/archive/delete',
      { communityInfoCode: C, archiveId: parent.archiveId, confirm: true },
      { token: director },
    );
    expect(done.statusCode).toBe(200);
    const gone = await get(
      ctx,
      `/v1/archive/list?communityInfoCode=${C}&archiveType=ARCHIVE&parentId=${parent.archiveId}`,
      { token: director },
    );
    expect(gone.statusCode).toBe(404);
  });

  it('answers 401, 403 and 404 by session, permission and community', async () => {
    expect((await get(ctx, `/v1/archive/list?communityInfoCode=${C}&archiveType=ARCHIVE`)).statusCode).toBe(
      401,
    );
    // The property member sees the archive but may not change it.
    const forbidden = await post(
      ctx,
      '/v1/archive/addDirectory',
      { communityInfoCode: C, archiveType: 'ARCHIVE', archiveName: '物业资料' },
      { token: property },
    );
    expect(forbidden.statusCode).toBe(403);
    expect(bodyOf(forbidden).message).toBe('您在当前小区没有该功能的权限');
    // An entry of 阳光花园 named through 体验小区 is not found.
    const entry = (await list(director, 'ARCHIVE')).list[0];
    const other = await post(
      ctx,
      '/v1/archive/delete',
      { communityInfoCode: 'TYXQ001', archiveId: entry?.archiveId, confirm: true },
      { token: director },
    );
    expect(other.statusCode).toBe(404);
    // 幸福里 is not certified: the archive needs community certification.
    const uncertified = await get(ctx, '/v1/archive/list?communityInfoCode=XFL001&archiveType=ARCHIVE', {
      token: director,
    });
    expect(uncertified.statusCode).toBe(403);
    // Any committee member holds ARCHIVE_VIEW by default (workgroup-members.test.ts takes it away).
    expect(
      (await get(ctx, `/v1/archive/list?communityInfoCode=${C}&archiveType=ARCHIVE`, { token: secretary }))
        .statusCode,
    ).toBe(200);
  });
});
