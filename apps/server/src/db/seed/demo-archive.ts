import type { ArchiveCategory } from '@gongzhi/domain/archive/archive-enums';
import { eq } from 'drizzle-orm';
import type { StorageProvider } from '../../providers/storage/storage-provider';
import type { Db } from '../client';
import { communities, users } from '../schema';
import { archiveEntries } from '../tables/archive';
import { type DemoFile, storeDemoFiles } from './demo-archive-files';

type DemoFolder = { archiveType: ArchiveCategory; name: string; children?: readonly string[] };

/** Folders of 阳光花园's archive. */
const FOLDERS: readonly DemoFolder[] = [
  { archiveType: 'ARCHIVE', name: '业主大会会议记录', children: ['2025年', '2026年'] },
  { archiveType: 'ARCHIVE', name: '业委会备案材料' },
  { archiveType: 'FINANCE', name: '公共收益台账' },
  { archiveType: 'CONTRACT_AGREEMENT', name: '物业服务合同' },
  { archiveType: 'DRAWING_DATA', name: '小区总平面图' },
  { archiveType: 'LETTER', name: '街道来函' },
];

/** Files put into those folders ("folder/subfolder" paths), when the seed is given a file store. */
const FILES: readonly (DemoFile & { folder: string })[] = [
  {
    folder: '业主大会会议记录/2025年',
    kind: 'pdf',
    name: '2025年第一次业主大会会议纪要.pdf',
    heading: '阳光花园2025年第一次业主大会会议纪要',
    lines: [
      '时间：2025年3月15日 上午9:00',
      '地点：小区会所多功能厅',
      '议题一：续聘物业服务企业，表决通过。',
      '议题二：使用公共收益增设电动车充电桩，表决通过。',
      '记录人：业委会秘书处',
    ],
  },
  {
    folder: '业委会备案材料',
    kind: 'pdf',
    name: '业委会备案回执.pdf',
    heading: '业主委员会备案回执',
    lines: ['阳光花园业主委员会备案材料已收悉，准予备案。', '阳光街道办事处 2025年4月2日'],
  },
  {
    folder: '物业服务合同',
    kind: 'pdf',
    name: '物业服务合同（2025-2028）.pdf',
    heading: '阳光花园物业服务合同',
    lines: ['甲方：阳光花园业主大会', '乙方：物业服务企业', '服务期限：2025年1月1日至2028年12月31日'],
  },
  { folder: '小区总平面图', kind: 'png', name: '小区总平面图.png' },
];

export async function seedArchiveDemo(
  tx: Db,
  now: Date = new Date(),
  storage?: StorageProvider,
): Promise<void> {
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
  // Folder path → row, for putting the demo files in.
  const folders = new Map<string, { id: number; archiveType: ArchiveCategory }>();
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
    if (parent) folders.set(folder.name, { id: parent.id, archiveType: folder.archiveType });
    for (const [childIndex, child] of (folder.children ?? []).entries()) {
      const [row] = await tx
        .insert(archiveEntries)
        .values({
          ...base,
          archiveId: code(),
          archiveType: folder.archiveType,
          parentId: parent?.id ?? null,
          archiveName: child,
          isDirectory: 'YES',
          sort: childIndex + 1,
        })
        .returning({ id: archiveEntries.id });
      if (row) folders.set(`${folder.name}/${child}`, { id: row.id, archiveType: folder.archiveType });
    }
  }
  if (!storage) return;
  // Tests seed without a file store; the running app passes its own so the demo has real files.
  const ids = await storeDemoFiles(tx, storage, FILES, {
    communityId: community.id,
    uploaderUserId: director?.id ?? null,
    now,
  });
  for (const [index, file] of FILES.entries()) {
    const folder = folders.get(file.folder);
    const attachmentId = ids[index];
    if (!folder || attachmentId === undefined) continue;
    await tx.insert(archiveEntries).values({
      ...base,
      archiveId: code(),
      archiveType: folder.archiveType,
      parentId: folder.id,
      archiveName: file.name,
      isDirectory: 'NO',
      attachmentId,
      // After the folder's subfolders (at most two).
      sort: 10 + index,
    });
  }
}
