import { PlannedPage } from '../../ui/planned-page';

// Quick resolutions (SPEC §2.4). Each page mounts the planned page until its capability replaces it.

export function QuickVoteListPage() {
  return <PlannedPage pageId="quickVoteList" />;
}

export function QuickVoteCreatePage() {
  return <PlannedPage pageId="quickVoteCreate" />;
}

export function QuickVoteDetailPage() {
  return <PlannedPage pageId="quickVoteDetail" />;
}
