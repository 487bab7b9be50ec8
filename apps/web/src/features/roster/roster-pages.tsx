import { PlannedPage } from '../../ui/planned-page';

// House and owner rosters (SPEC §2.5). Each page mounts the planned page until its capability replaces it.

export function HighrisePage() {
  return <PlannedPage pageId="rosterHighrise" />;
}

export function VillaPage() {
  return <PlannedPage pageId="rosterVilla" />;
}
