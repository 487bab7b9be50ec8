import type { MyCertification } from '../certification/certification-api';

/**
 * The applications worth showing: one per house, the newest (a rejection that was followed by a new
 * application is history); approved ones show as houses instead.
 */
export function openApplications(applications: readonly MyCertification[]): MyCertification[] {
  const seen = new Set<string>();
  const open: MyCertification[] = [];
  for (const application of applications) {
    if (seen.has(application.house.houseCode)) continue;
    seen.add(application.house.houseCode);
    if (application.state !== 'APPROVE') open.push(application);
  }
  return open;
}
