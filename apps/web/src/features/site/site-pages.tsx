import { PlannedPage } from '../../ui/planned-page';

// Public site pages beyond the home page (SPEC §2.2). Each page mounts the planned page until its capability replaces it.

export function IntroducePage() {
  return <PlannedPage pageId="siteIntroduce" variant="standalone" />;
}

export function CasePage() {
  return <PlannedPage pageId="siteCase" variant="standalone" />;
}

export function CaseDetailPage() {
  return <PlannedPage pageId="siteCaseDetail" variant="standalone" />;
}

export function InformationPage() {
  return <PlannedPage pageId="siteInformation" variant="standalone" />;
}

export function ContactPage() {
  return <PlannedPage pageId="siteContact" variant="standalone" />;
}
