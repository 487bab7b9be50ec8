import { labelledEnum } from '../common/labelled-enum';

/**
 * Building attribute (SPEC §3; meanings only, the codes are ours and match the roster routes /HouseRoster/highrise and /villa): multi-storey buildings with
 * units on floors (imported by importOHCV2) or villa groups of detached houses (importOHCVilla).
 */
export const BuildingAttribute = labelledEnum([
  ['HIGH_RISE', '高层/多层楼栋'],
  ['VILLA', '别墅组'],
] as const);
export type BuildingAttribute = (typeof BuildingAttribute.values)[number];
