import { z } from 'zod';
import { labelledEnum } from '../common/labelled-enum';
import { pagingFields } from '../common/paging';
import { correctionReasonSchema } from './after-end';
import { PaperEntryState } from './voting-paper-api';
import { VoteChoice } from './voting-settings';

/**
 * Scans of returned paper ballots (issue #27 items 2–3, ours): upload, the reading queue, a person's
 * decisions and confirmation. docs/contracts/paper-scan.md.
 */
const code = z.string().min(1).max(64);
const communityInfoCode = code;
const votingCode = code;
const { page, size } = pagingFields(100);
const isoInstant = z.iso.datetime({ offset: true });

/** Uploads: at most this many files and pages in one batch, these sizes per file. */
export const SCAN_LIMITS = {
  files: 20,
  pages: 5000,
  pdfBytes: 200 * 1024 * 1024,
  imageBytes: 20 * 1024 * 1024,
} as const;

export const SCAN_MESSAGES = {
  noFile: '请选择要上传的扫描件',
  wrongType: '仅支持 PDF、JPG、PNG 格式的扫描件',
  emptyFile: '上传的文件为空',
  tooBig: '文件过大，PDF 不超过 200 MB，图片不超过 20 MB',
  tooManyFiles: `一次最多上传 ${SCAN_LIMITS.files} 个文件`,
  badPdf: '无法读取该 PDF 文件，请重新扫描或导出',
  tooManyPages: `一次最多上传 ${SCAN_LIMITS.pages} 页`,
  batchNotFound: '扫描批次不存在',
  pageNotFound: '扫描页不存在',
  cropNotFound: '该议题没有截图',
  issueNotFound: '议题不存在',
  issueClear: '该议题已识别，无需人工判定',
  notDeciding: '该页不在待人工判定状态',
  notConfirming: '该页不在待确认状态',
  cannotRejectCounted: '已计入的表决票不能剔除',
  alreadyRejected: '该页已剔除',
  imageMissing: '扫描图片已不存在',
} as const;

export const ScanBatchState = labelledEnum([
  ['READING', '识别中'],
  ['DONE', '已完成'],
  ['FAILED', '识别失败'],
] as const);
export type ScanBatchState = (typeof ScanBatchState.values)[number];

export const ScanPageState = labelledEnum([
  ['NEEDS_DECISION', '待人工判定'],
  ['NEEDS_CONFIRMATION', '待确认'],
  ['CONFIRMED', '已计入'],
  ['FLAGGED', '需处理'],
  ['REJECTED', '已剔除'],
] as const);
export type ScanPageState = (typeof ScanPageState.values)[number];

export const ScanPageFilter = labelledEnum([
  ['ALL', '全部'],
  ['NEEDS_DECISION', '待人工判定'],
  ['NEEDS_CONFIRMATION', '待确认'],
  ['FLAGGED', '需处理'],
  ['DONE', '已处理'],
] as const);
export type ScanPageFilter = (typeof ScanPageFilter.values)[number];

export const ScanPageStatus = labelledEnum([
  ['READ', '已识别'],
  ['NO_CODE', '未找到二维码'],
  ['FORGED', '二维码无效（伪造或篡改）'],
  ['OTHER_VOTE', '其他表决的表决票'],
  ['OTHER_VOTER', '非本户表决票'],
  ['UNALIGNED', '定位标记缺失'],
] as const);
export type ScanPageStatus = (typeof ScanPageStatus.values)[number];

export const ScanFlag = labelledEnum([
  ['UNREADABLE', '无法识别'],
  ['FORGED', '伪造或篡改的二维码'],
  ['OTHER_VOTE', '其他表决的表决票'],
  ['OTHER_VOTER', '非本户表决票'],
  ['BLANK_BALLOT', '空白表决票（手写户号，请手工录入）'],
  ['NOT_ON_ROLL', '该户不在投票名册中'],
  ['DUPLICATE', '同一张表决票重复扫描'],
  ['ONLINE_VOTED', '该业主已在线投票'],
  ['ALREADY_COUNTED', '该户纸质表决票已计入'],
  ['ENTRY_CONFLICT', '与人工录入不一致'],
] as const);
export type ScanFlag = (typeof ScanFlag.values)[number];

export const ScanReading = labelledEnum([
  ['CHOICE', '已识别'],
  ['EMPTY', '未填写'],
  ['DOUBTFUL', '存疑'],
] as const);
export type ScanReading = (typeof ScanReading.values)[number];

export const ScanDoubtReason = labelledEnum([
  ['SEVERAL_MARKS', '多个标记或涂改'],
  ['FAINT_OR_BESIDE', '标记过浅或在框外'],
  ['PAGE', '整页无法识别'],
] as const);
export type ScanDoubtReason = (typeof ScanDoubtReason.values)[number];

export const ScanDecision = labelledEnum([
  ['AGREE', '同意'],
  ['DISAGREE', '反对'],
  ['ABSTAIN', '弃权'],
  ['FOLLOW_MAJORITY', '从众'],
  ['EMPTY', '空白'],
  ['INVALID', '无效'],
] as const);
export type ScanDecision = (typeof ScanDecision.values)[number];

// ── inputs ──

export const scanUploadQuery = z.object({ communityInfoCode, votingCode });
export const scanBatchQuery = z.object({ communityInfoCode, votingCode, batchId: code });
export const scanPagesQuery = z.object({
  communityInfoCode,
  votingCode,
  filter: z.enum(ScanPageFilter.values).default('ALL'),
  batchId: code.optional(),
  page,
  size,
});
export const scanPageQuery = z.object({ communityInfoCode, votingCode, pageId: code });
export const scanCropQuery = scanPageQuery.extend({ issueKey: code });
export const scanDecideInput = z.object({
  communityInfoCode,
  votingCode,
  pageId: code,
  issueKey: code,
  decision: z.enum(ScanDecision.values, { error: '请选择判定结果' }),
});
export const scanConfirmInput = z.object({
  communityInfoCode,
  votingCode,
  pageId: code,
  /** Required after the vote's end, as for typed entry: the ballot is then a correction. */
  correctionReason: correctionReasonSchema.optional(),
});
export const scanRejectInput = z.object({
  communityInfoCode,
  votingCode,
  pageId: code,
  reason: z.string().trim().min(1, '请填写剔除原因').max(200, '剔除原因不超过200字'),
});

// ── DTOs ──

export const scanBatchDto = z.object({
  batchId: z.string(),
  votingCode: z.string(),
  state: z.enum(ScanBatchState.values),
  stateName: z.string(),
  fileNames: z.array(z.string()),
  pagesTotal: z.number().int(),
  pagesRead: z.number().int(),
  counts: z.object({
    needsDecision: z.number().int(),
    needsConfirmation: z.number().int(),
    flagged: z.number().int(),
    confirmed: z.number().int(),
    rejected: z.number().int(),
  }),
  uploadedBy: z.string(),
  createdAt: isoInstant,
  finishedAt: isoInstant.nullable(),
  error: z.string().nullable(),
  jobId: z.string().nullable(),
});
export type ScanBatchDto = z.infer<typeof scanBatchDto>;

export const scanIssueDto = z.object({
  issueKey: z.string(),
  title: z.string(),
  reading: z.enum(ScanReading.values),
  option: z.enum(VoteChoice.values).nullable(),
  reason: z.enum(ScanDoubtReason.values).nullable(),
  decision: z.enum(ScanDecision.values).nullable(),
  decidedBy: z.string().nullable(),
  cropUrl: z.string().nullable(),
});
export type ScanIssueDto = z.infer<typeof scanIssueDto>;

export const scanPageDto = z.object({
  pageId: z.string(),
  batchId: z.string(),
  fileName: z.string(),
  pageNumber: z.number().int(),
  sha256: z.string(),
  pageStatus: z.enum(ScanPageStatus.values),
  pageStatusName: z.string(),
  serial: z.number().int().nullable(),
  ballotNumber: z.string().nullable(),
  voterKey: z.string().nullable(),
  houseCodes: z.array(z.string()),
  houseNames: z.array(z.string()),
  ownerNames: z.array(z.string()),
  issues: z.array(scanIssueDto),
  choices: z.record(z.string(), z.enum(VoteChoice.values).nullable()).nullable(),
  flags: z.array(z.enum(ScanFlag.values)),
  flagNames: z.array(z.string()),
  state: z.enum(ScanPageState.values),
  stateName: z.string(),
  entryId: z.string().nullable(),
  entryState: z.enum(PaperEntryState.values).nullable(),
  duplicateOfPageId: z.string().nullable(),
  decidedBy: z.array(z.string()),
  confirmedBy: z.string().nullable(),
  confirmedAt: isoInstant.nullable(),
  reason: z.string().nullable(),
  imageUrl: z.string(),
  createdAt: isoInstant,
});
export type ScanPageDto = z.infer<typeof scanPageDto>;
