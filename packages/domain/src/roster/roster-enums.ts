import { labelledEnum } from '../common/labelled-enum';

/**
 * Building attribute (SPEC §3; meanings only, the codes are ours): multi-storey buildings with
 * units on floors (imported by importOHCV2) or villa groups of detached houses (importOHCVilla).
 */
export const BuildingAttribute = labelledEnum([
  ['MULTI_STOREY_BUILDING', '楼栋'],
  ['VILLA_GROUP', '别墅组'],
] as const);
export type BuildingAttribute = (typeof BuildingAttribute.values)[number];
