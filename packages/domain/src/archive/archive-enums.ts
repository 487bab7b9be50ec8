import { labelledEnum } from '../common/labelled-enum';

/** Archive categories of SPEC §9 (meanings only in the spec; the codes are ours). */
export const ArchiveCategory = labelledEnum([
  ['ARCHIVE', '档案'],
  ['FINANCE', '财务'],
  ['CONTRACT_AGREEMENT', '合同协议'],
  ['DRAWING_DATA', '图纸资料'],
  ['LETTER', '函件'],
] as const);
export type ArchiveCategory = (typeof ArchiveCategory.values)[number];
