import {
  type ArchiveEntryDto,
  type ArchiveListDto,
  type ArchiveTypeNumDto,
  type archiveAddDirectoryInput,
  type archiveAddInput,
  type archiveDeleteInput,
  type archiveListInput,
  archiveMessages,
  type archiveSortInput,
  type archiveUpdateInput,
} from '@gongzhi/domain/archive/archive-api';
import { ArchiveCategory } from '@gongzhi/domain/archive/archive-enums';
import { isMoveIntoOwnSubtree, isSamePermutation } from '@gongzhi/domain/archive/archive-tree';
import { formatMessage } from '@gongzhi/domain/common/messages';
import type { z } from 'zod';
import type { Actor } from '../../common/actor';
import { AppError } from '../../common/app-error';
import type { Clock } from '../../common/clock';
import { newBusinessCode } from '../../common/secure-random';
import type { Db } from '../../db/client';
import type { CommunityAccess } from '../community/access-service';
import {
  type ArchiveLevel,
  type ArchiveListRow,
  type ArchiveRepository,
  type ArchiveRow,
  createArchiveRepository,
} from './repository';

type Deps = { db: Db; clock: Clock };

function toEntryDto(row: ArchiveListRow): ArchiveEntryDto {
  return {
    archiveId: row.archiveId,
    archiveName: row.archiveName,
    archiveType: row.archiveType,
    isDirectory: row.isDirectory,
    parentId: row.parentCode,
    sort: row.sort,
    childCount: row.isDirectory === 'YES' ? row.childCount : 0,
    archiveFileAttachment: row.file,
    creatorName: row.creatorName,
    gmtCreate: row.createdAt.toISOString(),
  };
}

/** The archive tree of a community (SPEC §7 Archive; docs/contracts/workgroup.md). */
export function createArchiveService(deps: Deps) {
  const repo = createArchiveRepository(deps.db);
  const inTransaction = <T>(work: (tx: ArchiveRepository) => Promise<T>) =>
    deps.db.transaction(async (tx) => work(createArchiveRepository(tx as unknown as Db)));

  async function requireEntry(
    access: CommunityAccess,
    archiveId: string,
    source = repo,
  ): Promise<ArchiveRow> {
    const row = await source.findByArchiveId(archiveId);
    if (!row || row.communityId !== access.community.id) throw new AppError(404, archiveMessages.notFound);
    return row;
  }

  /** The folder a new or moved entry goes into; null for the category root. */
  async function requireFolder(
    access: CommunityAccess,
    archiveType: ArchiveCategory,
    parentCode: string | null,
    source = repo,
  ): Promise<ArchiveRow | null> {
    if (!parentCode) return null;
    const parent = await source.findByArchiveId(parentCode);
    if (!parent || parent.communityId !== access.community.id)
      throw new AppError(404, archiveMessages.parentNotFound);
    if (parent.isDirectory !== 'YES') throw new AppError(400, archiveMessages.parentNotDirectory);
    if (parent.archiveType !== archiveType) throw new AppError(400, archiveMessages.typeMismatch);
    return parent;
  }

  /** One entry as the list shows it (its level re-read, so counts and file fields are filled). */
  async function entryDto(access: CommunityAccess, row: ArchiveRow): Promise<ArchiveEntryDto> {
    const rows = await repo.listLevel({
      communityId: access.community.id,
      archiveType: row.archiveType,
      parentId: row.parentId,
    });
    const found = rows.find((item) => item.id === row.id);
    if (!found) throw new Error(`archive entry ${row.archiveId} vanished`);
    return toEntryDto(found);
  }

  async function listOf(level: ArchiveLevel): Promise<ArchiveEntryDto[]> {
    const rows = await repo.listLevel(level);
    // Folders first, then the stored order.
    return [
      ...rows.filter((row) => row.isDirectory === 'YES'),
      ...rows.filter((row) => row.isDirectory === 'NO'),
    ].map(toEntryDto);
  }

  return {
    async list(access: CommunityAccess, input: z.infer<typeof archiveListInput>): Promise<ArchiveListDto> {
      const folder = await requireFolder(access, input.archiveType, input.parentId);
      const list = await listOf({
        communityId: access.community.id,
        archiveType: input.archiveType,
        parentId: folder?.id ?? null,
      });
      const path = folder ? await repo.pathOf(folder.id) : [];
      return {
        list,
        total: list.length,
        path: path.map((item) => ({ archiveId: item.archiveId, archiveName: item.archiveName })),
      };
    },

    async typeNum(access: CommunityAccess): Promise<ArchiveTypeNumDto> {
      const counts = await repo.typeCounts(access.community.id);
      return ArchiveCategory.values.map((archiveType) => {
        const found = counts.find((row) => row.archiveType === archiveType);
        return {
          archiveType,
          archiveTypeName: ArchiveCategory.label(archiveType),
          num: found?.num ?? 0,
          directoryNum: found?.directoryNum ?? 0,
        };
      });
    },

    async addDirectory(
      access: CommunityAccess,
      actor: Actor,
      input: z.infer<typeof archiveAddDirectoryInput>,
    ): Promise<ArchiveEntryDto> {
      const created = await inTransaction(async (tx) => {
        const parent = await requireFolder(access, input.archiveType, input.parentId, tx);
        const level = {
          communityId: access.community.id,
          archiveType: input.archiveType,
          parentId: parent?.id ?? null,
        };
        if (await tx.folderNameTaken(level, input.archiveName))
          throw new AppError(400, formatMessage(archiveMessages.nameTaken, input.archiveName));
        const now = deps.clock.now();
        const [row] = await tx.insert([
          {
            archiveId: newBusinessCode('AR'),
            communityId: access.community.id,
            archiveType: input.archiveType,
            parentId: parent?.id ?? null,
            archiveName: input.archiveName,
            isDirectory: 'YES',
            sort: await tx.nextSort(level),
            creatorUserId: actor.userId,
            createdAt: now,
            updatedAt: now,
          },
        ]);
        return row;
      });
      if (!created) throw new Error('folder insert returned nothing');
      return entryDto(access, created);
    },

    async add(
      access: CommunityAccess,
      actor: Actor,
      input: z.infer<typeof archiveAddInput>,
    ): Promise<ArchiveEntryDto[]> {
      const codes = [...new Set(input.attachmentIds)];
      const created = await inTransaction(async (tx) => {
        const parent = await requireFolder(access, input.archiveType, input.parentId, tx);
        const files = await tx.attachmentsByCodes(codes);
        const usable = files.filter(
          (file) =>
            file.status === 'READY' &&
            (file.uploaderUserId === actor.userId || file.communityId === access.community.id),
        );
        if (usable.length !== codes.length) throw new AppError(400, archiveMessages.fileUnusable);
        const level = {
          communityId: access.community.id,
          archiveType: input.archiveType,
          parentId: parent?.id ?? null,
        };
        const first = await tx.nextSort(level);
        const now = deps.clock.now();
        const rows = await tx.insert(
          codes.map((code, index) => {
            const file = usable.find((item) => item.attachmentId === code);
            return {
              archiveId: newBusinessCode('AR'),
              communityId: access.community.id,
              archiveType: input.archiveType,
              parentId: parent?.id ?? null,
              archiveName: file?.sourceName ?? code,
              isDirectory: 'NO' as const,
              attachmentId: file?.id ?? null,
              sort: first + index,
              creatorUserId: actor.userId,
              createdAt: now,
              updatedAt: now,
            };
          }),
        );
        await tx.attachToCommunity(
          usable.map((file) => file.id),
          access.community.id,
        );
        return rows;
      });
      return Promise.all(created.map((row) => entryDto(access, row)));
    },

    async update(
      access: CommunityAccess,
      input: z.infer<typeof archiveUpdateInput>,
    ): Promise<ArchiveEntryDto> {
      const updated = await inTransaction(async (tx) => {
        const entry = await requireEntry(access, input.archiveId, tx);
        const now = deps.clock.now();
        let parentId = entry.parentId;
        const patch: Partial<ArchiveRow> = { updatedAt: now };
        if (input.parentId !== undefined) {
          const target = await requireFolder(access, entry.archiveType, input.parentId, tx);
          if (target) {
            const path = await tx.pathOf(target.id);
            if (
              isMoveIntoOwnSubtree(
                entry.id,
                path.map((item) => item.id),
              )
            )
              throw new AppError(400, archiveMessages.moveIntoOwnSubtree);
          }
          parentId = target?.id ?? null;
          if (parentId !== entry.parentId) {
            patch.parentId = parentId;
            patch.sort = await tx.nextSort({
              communityId: access.community.id,
              archiveType: entry.archiveType,
              parentId,
            });
          }
        }
        const name = input.archiveName ?? entry.archiveName;
        if (input.archiveName !== undefined) patch.archiveName = input.archiveName;
        if (
          entry.isDirectory === 'YES' &&
          (await tx.folderNameTaken(
            { communityId: access.community.id, archiveType: entry.archiveType, parentId },
            name,
            entry.id,
          ))
        ) {
          throw new AppError(400, formatMessage(archiveMessages.nameTaken, name));
        }
        await tx.update(entry.id, patch);
        return { ...entry, ...patch };
      });
      return entryDto(access, updated);
    },

    async sort(access: CommunityAccess, input: z.infer<typeof archiveSortInput>): Promise<ArchiveEntryDto[]> {
      const level = await inTransaction(async (tx) => {
        const parent = await requireFolder(access, input.archiveType, input.parentId, tx);
        const level = {
          communityId: access.community.id,
          archiveType: input.archiveType,
          parentId: parent?.id ?? null,
        };
        const current = await tx.levelIds(level);
        if (
          !isSamePermutation(
            current.map((item) => item.archiveId),
            input.archiveIds,
          )
        )
          throw new AppError(400, archiveMessages.sortMismatch);
        const order = input.archiveIds.map(
          (code) => current.find((item) => item.archiveId === code)?.id ?? 0,
        );
        await tx.setSorts(order, deps.clock.now());
        return level;
      });
      return listOf(level);
    },

    async remove(access: CommunityAccess, input: z.infer<typeof archiveDeleteInput>): Promise<null> {
      await inTransaction(async (tx) => {
        const entry = await requireEntry(access, input.archiveId, tx);
        if (entry.isDirectory === 'YES' && !input.confirm && (await tx.childCount(entry.id)) > 0)
          throw new AppError(409, formatMessage(archiveMessages.folderNotEmpty, entry.archiveName));
        await tx.remove(entry.id);
      });
      return null;
    },
  };
}

export type ArchiveService = ReturnType<typeof createArchiveService>;
