import { PlannedPage } from '../../ui/planned-page';

// Mobile H5 knowledge base, public-affairs guides and help pages (SPEC §2.1). Each page mounts the planned page until its capability replaces it.

export function KnowledgeBasePage() {
  return <PlannedPage pageId="mobileKnowledgeBase" variant="mobile" />;
}

export function KnowledgeGroupPage() {
  return <PlannedPage pageId="mobileKnowledgeGroup" variant="mobile" />;
}

export function KnowledgeDetailPage() {
  return <PlannedPage pageId="mobileKnowledgeDetail" variant="mobile" />;
}

export function SopListPage() {
  return <PlannedPage pageId="mobileSopList" variant="mobile" />;
}

export function SopDetailPage() {
  return <PlannedPage pageId="mobileSopDetail" variant="mobile" />;
}

export function PrintHelpPage() {
  return <PlannedPage pageId="mobilePrintHelp" variant="mobile" />;
}

export function CheckHelpPage() {
  return <PlannedPage pageId="mobileCheckHelp" variant="mobile" />;
}
