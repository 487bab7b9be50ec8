import { PlannedPage } from '../../ui/planned-page';

// Government activities (SPEC §2.4). Each page mounts the planned page until its capability replaces it.

export function ActivityListPage() {
  return <PlannedPage pageId="activityList" />;
}

export function ActivityCreatePage() {
  return <PlannedPage pageId="activityCreate" />;
}

export function ActivityDetailPage() {
  return <PlannedPage pageId="activityDetail" />;
}

export function ActivitySignUpListPage() {
  return <PlannedPage pageId="activitySignUpList" />;
}
