import { PlannedPage } from '../../ui/planned-page';

// Mobile file upload (SPEC §2.1). Each page mounts the planned page until its capability replaces it.

export function UploadFilePage() {
  return <PlannedPage pageId="mobileUploadFile" variant="mobile" />;
}
