import { PlannedPage } from '../../ui/planned-page';

// Complaint handling (SPEC §2.4). Each page mounts the planned page until its capability replaces it.

export function ComplaintListPage() {
  return <PlannedPage pageId="complaintList" />;
}

export function ComplaintDetailPage() {
  return <PlannedPage pageId="complaintDetail" />;
}
