import { PlannedPage } from '../../ui/planned-page';

// Community services (SPEC §2.5). Each page mounts the planned page until its capability replaces it.

export function EstatePage() {
  return <PlannedPage pageId="estate" />;
}
