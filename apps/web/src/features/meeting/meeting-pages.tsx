import { PlannedPage } from '../../ui/planned-page';

// Workgroup meetings (SPEC §2.5). Each page mounts the planned page until its capability replaces it.

export function MeetingListPage() {
  return <PlannedPage pageId="meetingList" />;
}

export function MeetingCreatePage() {
  return <PlannedPage pageId="meetingCreate" />;
}

export function MeetingDetailPage() {
  return <PlannedPage pageId="meetingDetail" />;
}
