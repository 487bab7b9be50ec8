import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedArchiveDemo } from '../src/db/seed/demo-archive';
import { archiveEntries } from '../src/db/tables/archive';
import { createLocalStorage } from '../src/providers/storage/local-storage';
import { DIRECTOR, okData } from './support/roster-helpers';
import { createTestContext, get, type TestContext, tokenFor } from './support/test-app';

type Entry = {
  archiveId: string;
  archiveName: string;
  isDirectory: 'YES' | 'NO';
  archiveFileAttachment: { attachmentId: string; contentType: string; size: number } | null;
};

let ctx: TestContext;
let director: string;

beforeAll(async () => {
  ctx = await createTestContext();
  director = await tokenFor(ctx, DIRECTOR);
  // Test databases are seeded without a file store; seed the archive again with the app's own
  // store (DATA_DIR/files), as the running app does on first start.
  await ctx.db.handle.db.delete(archiveEntries);
  const storage = await createLocalStorage(join(ctx.dataDir, 'files'));
  await seedArchiveDemo(ctx.db.handle.db, ctx.clock.now(), storage);
});
afterAll(async () => ctx.close());

async function level(archiveType: string, parentId = '') {
  const page = await okData<{ list: Entry[] }>(
    await get(
      ctx,
      `/v1/archive/list?communityInfoCode=YGHY001&archiveType=${archiveType}&parentId=${parentId}`,
      { token: director },
    ),
  );
  return page.list;
}

async function entryNamed(entries: Entry[], name: string): Promise<Entry> {
  const entry = entries.find((item) => item.archiveName === name);
  if (!entry) throw new Error(`no entry ${name} in ${entries.map((item) => item.archiveName).join(', ')}`);
  return entry;
}

async function download(entry: Entry) {
  return get(ctx, `/v1/api/cos/download?attachmentId=${entry.archiveFileAttachment?.attachmentId}`, {
    token: director,
  });
}

describe('demo archive files', () => {
  it('puts a real PDF into a nested folder, after its subfolders', async () => {
    const meetings = await entryNamed(await level('ARCHIVE'), '业主大会会议记录');
    const year = await entryNamed(await level('ARCHIVE', meetings.archiveId), '2025年');
    const [minutes, ...others] = await level('ARCHIVE', year.archiveId);
    expect(others).toHaveLength(0);
    expect(minutes).toMatchObject({ archiveName: '2025年第一次业主大会会议纪要.pdf', isDirectory: 'NO' });
    expect(minutes?.archiveFileAttachment?.contentType).toBe('application/pdf');
    if (!minutes) throw new Error('no minutes');
    const file = await download(minutes);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.rawPayload.length).toBe(minutes.archiveFileAttachment?.size);
  });

  it('stores the site plan as a PNG the preview can resize', async () => {
    const plans = await entryNamed(await level('DRAWING_DATA'), '小区总平面图');
    const plan = await entryNamed(await level('DRAWING_DATA', plans.archiveId), '小区总平面图.png');
    expect(plan.archiveFileAttachment?.contentType).toBe('image/png');
    const thumb = await get(
      ctx,
      `/v1/api/cos/download?attachmentId=${plan.archiveFileAttachment?.attachmentId}&width=120&height=80`,
      { token: director },
    );
    expect(thumb.statusCode).toBe(200);
    expect(thumb.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('counts the files per category', async () => {
    const counts = await okData<{ archiveType: string; num: number; directoryNum: number }[]>(
      await get(ctx, '/v1/archive/getArchiveTypeNum?communityInfoCode=YGHY001', { token: director }),
    );
    const of = (archiveType: string) => counts.find((row) => row.archiveType === archiveType);
    expect(of('ARCHIVE')).toMatchObject({ num: 2, directoryNum: 4 });
    expect(of('CONTRACT_AGREEMENT')).toMatchObject({ num: 1, directoryNum: 1 });
    expect(of('DRAWING_DATA')).toMatchObject({ num: 1, directoryNum: 1 });
    expect(of('FINANCE')).toMatchObject({ num: 0, directoryNum: 1 });
  });
});
