import { FolderFilled } from '@ant-design/icons';
import type { ArchiveCategory } from '@gongzhi/domain/archive/archive-enums';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import App from 'antd/es/app';
import Spin from 'antd/es/spin';
import Tree, { type DataNode as TreeDataNode, type TreeProps } from 'antd/es/tree';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../lib/request';
import { FileTypeIcon } from '../../ui/upload/file-icon';
import { type ArchiveEntry, archiveKey, archiveListQuery, sortArchive, updateArchive } from './archive-api';
import { planDrop } from './archive-drop';
import './locale';

type Props = { communityInfoCode: string; archiveType: ArchiveCategory };

/** Where each shown entry sits: its parent ('' for the root) and whether it is a folder. */
type Placement = { parentId: string; isFolder: boolean };

type TreeSnapshot = {
  treeData: TreeDataNode[];
  placement: Map<string, Placement>;
  childrenOf: Map<string, ArchiveEntry[]>;
};

/** The tree of the loaded levels (parent id → entries); an entry shows once, where first met. */
function buildTree(loaded: readonly (readonly [string, ArchiveEntry[]])[]): TreeSnapshot {
  const childrenOf = new Map(loaded);
  const placement = new Map<string, Placement>();
  function nodes(parentId: string): TreeDataNode[] | undefined {
    const list = childrenOf.get(parentId);
    if (!list) return undefined;
    return list.flatMap((entry) => {
      if (placement.has(entry.archiveId)) return [];
      const isFolder = entry.isDirectory === 'YES';
      placement.set(entry.archiveId, { parentId, isFolder });
      return [
        {
          key: entry.archiveId,
          title: entry.archiveName,
          icon: isFolder ? (
            <FolderFilled className="archive-folder-icon" />
          ) : (
            <FileTypeIcon name={entry.archiveName} contentType={entry.archiveFileAttachment?.contentType} />
          ),
          isLeaf: !isFolder || entry.childCount === 0,
          children: isFolder ? nodes(entry.archiveId) : undefined,
        },
      ];
    });
  }
  return { treeData: nodes('') ?? [], placement, childrenOf };
}

/**
 * One category as a tree whose entries can be dragged: onto a folder to move into it, between
 * entries to reorder a level (or move and place). Levels load as folders are opened and share the
 * table's queries, so both show the same after a change. The server's refusal (a folder into its
 * own subtree, a name taken) is shown as it words it.
 */
export function ArchiveDragTree({ communityInfoCode, archiveType }: Props) {
  const { t } = useTranslation('archive');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [expanded, setExpanded] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const parents = ['', ...expanded];
  const levels = useQueries({
    queries: parents.map((parentId) => archiveListQuery(communityInfoCode, archiveType, parentId || null)),
  });
  const snapshot = buildTree(
    parents.flatMap((parentId, index) => {
      const list = levels[index]?.data?.list;
      return list ? [[parentId, list] as const] : [];
    }),
  );
  // While levels refetch after a change, one entry may show in its old and its new level at once;
  // the tree keeps the last settled picture until every level has answered.
  const settled = useRef<TreeSnapshot | null>(null);
  if (!levels.some((level) => level.isFetching) || !settled.current) settled.current = snapshot;
  const { treeData, placement, childrenOf } = settled.current;

  const onDrop: TreeProps['onDrop'] = async (info) => {
    const dragId = String(info.dragNode.key);
    const targetId = String(info.node.key);
    const drag = placement.get(dragId);
    const target = placement.get(targetId);
    if (!drag || !target) return;
    // dropPosition counts in the target's level; relative to the target it is -1, 0 or 1.
    const targetIndex = Number(info.node.pos.split('-').pop());
    const relative = info.dropToGap ? (info.dropPosition - targetIndex < 0 ? -1 : 1) : 0;
    const plan = planDrop({
      dragId,
      dragParentId: drag.parentId,
      targetId,
      targetParentId: target.parentId,
      targetIsFolder: target.isFolder,
      relative,
      targetSiblings: (childrenOf.get(target.parentId) ?? []).map((entry) => entry.archiveId),
    });
    if (!plan) return;
    setSaving(true);
    try {
      if (plan.moveTo !== undefined)
        await updateArchive(communityInfoCode, dragId, { parentId: plan.moveTo || null });
      if (plan.order)
        await sortArchive(communityInfoCode, archiveType, plan.order.parentId || null, plan.order.archiveIds);
      void message.success(plan.moveTo !== undefined ? t('tree.moved') : t('tree.saved'));
    } catch (error) {
      void message.error(failureMessage(error));
    } finally {
      await client.invalidateQueries({ queryKey: archiveKey(communityInfoCode) });
      setSaving(false);
    }
  };

  return (
    <Spin spinning={saving || (levels[0]?.isLoading ?? false)}>
      <Tree
        className="archive-drag-tree"
        aria-label={t('tree.dragTree')}
        draggable={{ icon: false }}
        blockNode
        showIcon
        treeData={treeData}
        expandedKeys={expanded}
        onExpand={(keys) => setExpanded(keys.map(String))}
        // Only folders take entries dropped onto them; anything may go between entries.
        allowDrop={({ dropNode, dropPosition }) =>
          dropPosition !== 0 || placement.get(String(dropNode.key))?.isFolder === true
        }
        onDrop={(info) => void onDrop(info)}
      />
    </Spin>
  );
}
