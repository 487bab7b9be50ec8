import { PlannedPage } from '../../ui/planned-page';

// Owner certification review (SPEC §2.4). Each page mounts the planned page until its capability replaces it.

export function ExaminePage() {
  return <PlannedPage pageId="certificationExamine" />;
}
