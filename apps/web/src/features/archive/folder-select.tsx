import type { ArchiveCategory } from '@gongzhi/domain/archive/archive-enums';
import TreeSelect from 'antd/es/tree-select';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listArchive } from './archive-api';

type Node = { id: string; pId: string; value: string; title: string; isLeaf: boolean };

export type FolderSelectProps = {
  id?: string;
  communityInfoCode: string;
  archiveType: ArchiveCategory;
  value?: string;
  onChange?: (value: string) => void;
  /** A folder being moved: it and its subtree are left out, since nothing moves into itself. */
  exclude?: string;
};

const ROOT = '';

/** Picks a folder of one category ('' for the root), loading each level as it is opened. */
export function FolderSelect({
  id,
  communityInfoCode,
  archiveType,
  value,
  onChange,
  exclude,
}: FolderSelectProps) {
  const { t } = useTranslation('archive');
  const [nodes, setNodes] = useState<Node[]>([]);

  async function load(parentId: string) {
    const level = await listArchive(communityInfoCode, archiveType, parentId || null);
    const folders = level.list.filter((entry) => entry.isDirectory === 'YES' && entry.archiveId !== exclude);
    setNodes((current) => [
      ...current.filter((node) => !folders.some((folder) => folder.archiveId === node.id)),
      ...folders.map((folder) => ({
        id: folder.archiveId,
        pId: parentId || '__root',
        value: folder.archiveId,
        title: folder.archiveName,
        isLeaf: folder.childCount === 0,
      })),
    ]);
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload when the category or community changes
  useEffect(() => {
    setNodes([]);
    void load(ROOT);
  }, [communityInfoCode, archiveType, exclude]);

  const treeData = [
    { id: '__root', pId: '', value: ROOT, title: t('tree.moveRoot'), isLeaf: false },
    ...nodes,
  ];

  return (
    <TreeSelect
      id={id}
      value={value ?? ROOT}
      onChange={(next: string) => onChange?.(next ?? ROOT)}
      treeDataSimpleMode
      treeData={treeData}
      treeDefaultExpandedKeys={['__root']}
      loadData={async (node) => {
        const key = String(node.value ?? '');
        if (key !== ROOT) await load(key);
      }}
      style={{ width: '100%' }}
    />
  );
}
