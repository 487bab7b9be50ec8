import { z } from 'zod';
import { requiredTextSchema } from '../common/text-rules';
import { ArchiveCategory } from './archive-enums';

/**
 * Inputs and DTOs of the archive calls (SPEC §7 Archive; docs/contracts/workgroup.md), shared by
 * the server's route schemas and the web. Entries are addressed by their opaque `archiveId`;
 * `parentId` is the archiveId of the folder, absent (or empty) for the category root.
 */
const code = z.string().min(1).max(64);
const communityInfoCode = code;
const archiveType = z.enum(ArchiveCategory.values, { error: '请选择档案分类' });
/** An empty string from a form or query means the category root. */
const parentId = z
  .string()
  .max(64)
  .nullish()
  .transform((value) => value || null);

export const ARCHIVE_NAME_MAX = 100;
/** Files added in one call: the default attachment limit (SPEC §9). */
export const ARCHIVE_FILES_PER_CALL = 9;

export const archiveMessages = {
  notFound: '档案不存在或您无权访问',
  parentNotFound: '目标文件夹不存在',
  parentNotDirectory: '只能放入文件夹中',
  typeMismatch: '不能跨档案分类移动',
  moveIntoOwnSubtree: '不能将文件夹移动到其自身或其子文件夹中',
  nameTaken: '同一位置已存在同名文件夹“{0}”',
  folderNotEmpty: '文件夹“{0}”不为空，请确认后删除其中全部内容',
  filesRequired: '请上传文件',
  fileUnusable: '文件不存在或尚未上传完成',
  sortMismatch: '排序列表须恰好包含该位置的全部档案',
} as const;

export const archiveListInput = z.object({ communityInfoCode, archiveType, parentId });

export const archiveTypeNumInput = z.object({ communityInfoCode });

export const archiveAddDirectoryInput = z.object({
  communityInfoCode,
  archiveType,
  parentId,
  archiveName: requiredTextSchema('文件夹名称', ARCHIVE_NAME_MAX),
});

export const archiveAddInput = z.object({
  communityInfoCode,
  archiveType,
  parentId,
  attachmentIds: z
    .array(code, { error: archiveMessages.filesRequired })
    .min(1, archiveMessages.filesRequired)
    .max(ARCHIVE_FILES_PER_CALL, `最多只能上传${ARCHIVE_FILES_PER_CALL}个文件`),
});

/** Rename (archiveName) and/or move (parentId present: null or '' for the root). */
export const archiveUpdateInput = z
  .object({
    communityInfoCode,
    archiveId: code,
    archiveName: requiredTextSchema('名称', ARCHIVE_NAME_MAX).optional(),
    parentId: z
      .string()
      .max(64)
      .nullable()
      .optional()
      .transform((value) => (value === undefined ? undefined : value || null)),
  })
  .refine((input) => input.archiveName !== undefined || input.parentId !== undefined, {
    message: '请填写名称或选择目标文件夹',
  });

export const archiveSortInput = z.object({
  communityInfoCode,
  archiveType,
  parentId,
  archiveIds: z.array(code).min(1, archiveMessages.sortMismatch).max(10000),
});

/** `confirm: true` deletes a non-empty folder with everything in it. */
export const archiveDeleteInput = z.object({
  communityInfoCode,
  archiveId: code,
  confirm: z.boolean().optional().default(false),
});

export const archiveFileDto = z.object({
  attachmentId: z.string(),
  sourceName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type ArchiveFileDto = z.infer<typeof archiveFileDto>;

export const archiveEntryDto = z.object({
  archiveId: z.string(),
  archiveName: z.string(),
  archiveType,
  isDirectory: z.enum(['YES', 'NO']),
  parentId: z.string().nullable(),
  sort: z.number().int(),
  /** Entries directly inside a folder; 0 for files. */
  childCount: z.number().int(),
  archiveFileAttachment: archiveFileDto.nullable(),
  creatorName: z.string().nullable(),
  gmtCreate: z.string(),
});
export type ArchiveEntryDto = z.infer<typeof archiveEntryDto>;

export const archivePathItemDto = z.object({ archiveId: z.string(), archiveName: z.string() });

export const archiveListDto = z.object({
  list: z.array(archiveEntryDto),
  total: z.number().int(),
  /** Folders from the root down to the listed one (empty at the root). */
  path: z.array(archivePathItemDto),
});
export type ArchiveListDto = z.infer<typeof archiveListDto>;

export const archiveTypeNumDto = z.array(
  z.object({
    archiveType,
    archiveTypeName: z.string(),
    /** Files of the category, in every folder. */
    num: z.number().int(),
    directoryNum: z.number().int(),
  }),
);
export type ArchiveTypeNumDto = z.infer<typeof archiveTypeNumDto>;
