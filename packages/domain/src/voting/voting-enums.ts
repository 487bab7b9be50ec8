import { labelledEnum } from '../common/labelled-enum';

/** Stored voting lifecycle (SPEC §4, values as the spec gives them). */
export const VotingState = labelledEnum([
  ['DRAFT', '草稿'],
  ['HAS_NOT_STARTED', '未开始'],
  ['PROCESSING', '进行中'],
  ['VOTING_HAS_ENDED', '投票已结束'],
  ['ANNOUNCEMENT', '公示中'],
  ['FINISH', '已完成'],
  ['FINISH_NO_ANNOUNCEMENT', '已完成（未公示）'],
  ['ABANDONED', '已撤回'],
  ['TERMINATE', '已终止'],
] as const);
export type VotingState = (typeof VotingState.values)[number];

/**
 * Result-publicity modes (SPEC §9 gives meanings only; the codes are ours). DESIGN §7 implements the
 * evidence as a hash chain, so the label says 哈希链存证 rather than blockchain.
 */
export const ResultPublicityMode = labelledEnum([
  ['RESULT_DATA_WITH_EVIDENCE', '填写结果数据，哈希链存证'],
  ['RESULT_FILE_ONLY', '仅上传结果文件，无存证支持'],
] as const);
export type ResultPublicityMode = (typeof ResultPublicityMode.values)[number];
