import { PlannedPage } from '../../ui/planned-page';

// Download jobs (SPEC §2.4, DESIGN §9). Each page mounts the planned page until its capability replaces it.

export function DownloadPage() {
  return <PlannedPage pageId="download" />;
}
