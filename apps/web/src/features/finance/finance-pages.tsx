import { PlannedPage } from '../../ui/planned-page';

// Sunshine finance (SPEC §2.5). Each page mounts the planned page until its capability replaces it.

export function FinanceListPage() {
  return <PlannedPage pageId="financeList" />;
}

export function FinanceDetailPage() {
  return <PlannedPage pageId="financeDetail" />;
}
