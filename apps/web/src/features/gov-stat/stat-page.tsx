import { PlannedPage } from '../../ui/planned-page';

// Government work statistics (SPEC §2.4). Each page mounts the planned page until its capability replaces it.

export function StatPage() {
  return <PlannedPage pageId="stat" />;
}
