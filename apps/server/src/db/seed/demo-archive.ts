import type { ArchiveCategory } from '@gongzhi/domain/archive/archive-enums';
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { communities, users } from '../schema';
import { archiveEntries } from '../tables/archive';

type DemoFolder = { archiveType: ArchiveCategory; name: string; children?: readonly string[] };

/** Folders of 阳光花园's archive (files are uploaded through the pages; the seed has no file store). */
const FOLDERS: readonly DemoFolder[] = [
  { archiveType: 'ARCHIVE', name: '业主大会会议记录', children: ['2025年', '2026年'] },
  { archiveType: 'ARCHIVE', name: '业委会备案材料' },
  { archiveType: 'FINANCE', name: '公共收益台账' },
  { archiveType: 'CONTRACT_AGREEMENT', name: '物业服务合同' },
  { archiveType: 'DRAWING_DATA', name: '小区总平面图' },
  { archiveType: 'LETTER', name: '街道来函' },
];

export async function seedArchiveDemo(tx: Db, now: Date = new Date()): Promise<void> {
  const [community] = await tx
    .select({ id: communities.id })
    .from(communities)
    .where(eq(communities.communityInfoCode, 'YGHY001'));
  const [director] = await tx.select({ id: users.id }).from(users).where(eq(users.mobile, '13800000001'));
  if (!community) return;
  const base = {
    communityId: community.id,
    creatorUserId: director?.id ?? null,
    createdAt: now,
    updatedAt: now,
  };
  let sequence = 0;
  const code = () => {
    sequence += 1;
    return `ARDEMO${String(sequence).padStart(4, '0')}`;
  };
  for (const [index, folder] of FOLDERS.entries()) {
    const [parent] = await tx
      .insert(archiveEntries)
      .values({
        ...base,
        archiveId: code(),
        archiveType: folder.archiveType,
        archiveName: folder.name,
        isDirectory: 'YES',
        sort: index + 1,
      })
      .returning({ id: archiveEntries.id });
    for (const [childIndex, child] of (folder.children ?? []).entries()) {
      await tx.insert(archiveEntries).values({
        ...base,
        archiveId: code(),
        archiveType: folder.archiveType,
        parentId: parent?.id ?? null,
        archiveName: child,
        isDirectory: 'YES',
        sort: childIndex + 1,
      });
    }
  }
}
