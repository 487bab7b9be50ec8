import { PlannedPage } from '../../ui/planned-page';

// Community archive (SPEC §2.5). Each page mounts the planned page until its capability replaces it.

export function ArchiveListPage() {
  return <PlannedPage pageId="archiveList" />;
}

export function ArchiveTypePage() {
  return <PlannedPage pageId="archiveType" />;
}

export function ArchiveCreatePage() {
  return <PlannedPage pageId="archiveCreate" />;
}
