import { PlannedPage } from '../../ui/planned-page';

// AI property adviser, beta (SPEC §2.1). Each page mounts the planned page until its capability replaces it.

export function AdviserPage() {
  return <PlannedPage pageId="mobileChat" variant="mobile" />;
}
