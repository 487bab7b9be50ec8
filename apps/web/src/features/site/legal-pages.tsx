import { PlannedPage } from '../../ui/planned-page';

// Mobile H5 legal pages (SPEC §2.1). Each page mounts the planned page until its capability replaces it.

export function FaceCheckPolicyPage() {
  return <PlannedPage pageId="mobileFaceCheckPolicy" variant="mobile" />;
}

export function PolicyPage() {
  return <PlannedPage pageId="mobilePolicy" variant="mobile" />;
}

export function ProtocolPage() {
  return <PlannedPage pageId="mobileProtocol" variant="mobile" />;
}

export function SdkListPage() {
  return <PlannedPage pageId="mobileSdkList" variant="mobile" />;
}

export function UserInfoListPage() {
  return <PlannedPage pageId="mobileUserInfoList" variant="mobile" />;
}

export function OrderProtocolPage() {
  return <PlannedPage pageId="mobileOrderProtocol" variant="mobile" />;
}

export function MobileServiceProtocolPage() {
  return <PlannedPage pageId="mobileServiceProtocol" variant="mobile" />;
}
