import type { VoterHouseLabel } from './paper-repository';

/** "1栋 2单元 301" */
export function houseName(label: Pick<VoterHouseLabel, 'buildingName' | 'unitNo' | 'houseNo'>): string {
  return [label.buildingName, label.unitNo ? `${label.unitNo}单元` : '', label.houseNo]
    .filter(Boolean)
    .join(' ');
}
