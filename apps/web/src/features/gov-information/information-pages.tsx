import { PlannedPage } from '../../ui/planned-page';

// Government information release (SPEC §2.4). Each page mounts the planned page until its capability replaces it.

export function InformationListPage() {
  return <PlannedPage pageId="informationList" />;
}

export function InformationCreatePage() {
  return <PlannedPage pageId="informationCreate" />;
}

export function InformationDetailPage() {
  return <PlannedPage pageId="informationDetail" />;
}

export function InformationReadListPage() {
  return <PlannedPage pageId="informationReadList" />;
}
