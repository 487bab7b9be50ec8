import { PlannedPage } from '../../ui/planned-page';

// Mobile H5 knowledge base and public-affairs guides (SPEC §2.1); the help guides live in features/site. Each page mounts the planned page until its capability replaces it.

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
