import { labelledEnum } from '../common/labelled-enum';

/** Download job states (SPEC §4, values as given): TO_BE_GENERATED → GENERATING → SUCCESS | FAIL. */
export const DownloadJobState = labelledEnum([
  ['TO_BE_GENERATED', '待生成'],
  ['GENERATING', '生成中'],
  ['SUCCESS_GENERATED', '生成成功'],
  ['FAIL_GENERATED', '生成失败'],
] as const);
export type DownloadJobState = (typeof DownloadJobState.values)[number];

/** Whether a job has finished either way, so the list page can stop polling it. */
export function isFinishedDownloadJob(state: DownloadJobState): boolean {
  return state === 'SUCCESS_GENERATED' || state === 'FAIL_GENERATED';
}

/** Download types of SPEC §9 (meanings only in the spec; the codes are ours). */
export const DownloadType = labelledEnum([
  ['ONLINE_VOTE_VOUCHER', '导出线上投票凭证'],
  ['PAPER_BALLOT', '生成纸质表决票'],
] as const);
export type DownloadType = (typeof DownloadType.values)[number];
