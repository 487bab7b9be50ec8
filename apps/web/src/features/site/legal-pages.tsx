import { faceCheckPolicy } from './legal/docs/face-check';
import { orderAgreement } from './legal/docs/order-agreement';
import { privacyPolicy } from './legal/docs/privacy-policy';
import { sdkList } from './legal/docs/sdk-list';
import { serviceAgreement } from './legal/docs/service-agreement';
import { userAgreement } from './legal/docs/user-agreement';
import { userInfoList } from './legal/docs/user-info-list';
import { LegalDocument } from './legal/legal-document';

// Mobile H5 legal pages (SPEC §2.1): each page is one document rendered by LegalDocument.

export function FaceCheckPolicyPage() {
  return <LegalDocument locale={faceCheckPolicy} />;
}

export function PolicyPage() {
  return <LegalDocument locale={privacyPolicy} />;
}

export function ProtocolPage() {
  return <LegalDocument locale={userAgreement} />;
}

export function SdkListPage() {
  return <LegalDocument locale={sdkList} />;
}

export function UserInfoListPage() {
  return <LegalDocument locale={userInfoList} />;
}

export function OrderProtocolPage() {
  return <LegalDocument locale={orderAgreement} />;
}

export function MobileServiceProtocolPage() {
  return <LegalDocument locale={serviceAgreement} />;
}
