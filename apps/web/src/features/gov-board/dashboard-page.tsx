import { PlannedPage } from '../../ui/planned-page';

// Governance dashboard (SPEC §2.4). Each page mounts the planned page until its capability replaces it.

export function DashboardPage() {
  return <PlannedPage pageId="dashboard" />;
}
