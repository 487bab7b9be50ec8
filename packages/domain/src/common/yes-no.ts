import { labelledEnum } from './labelled-enum';

export const YesNo = labelledEnum([
  ['YES', '是'],
  ['NO', '否'],
] as const);
export type YesNo = (typeof YesNo.values)[number];
