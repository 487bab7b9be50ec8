import { PlannedPage } from '../../ui/planned-page';

// Community notices (SPEC §2.4). Each page mounts the planned page until its capability replaces it.

export function NoticeListPage() {
  return <PlannedPage pageId="noticeList" />;
}

export function NoticeDetailPage() {
  return <PlannedPage pageId="noticeDetail" />;
}

export function NoticeReadListPage() {
  return <PlannedPage pageId="noticeReadList" />;
}

export function NoticeCreatePage() {
  return <PlannedPage pageId="noticeCreate" />;
}
