import { PlannedPage } from '../../ui/planned-page';

// Owners’ assembly voting (SPEC §2.4, DESIGN §7). Each page mounts the planned page until its capability replaces it.

export function VoteListPage() {
  return <PlannedPage pageId="voteList" />;
}

export function VoteCreatePage() {
  return <PlannedPage pageId="voteCreate" />;
}

export function VoteDetailPage() {
  return <PlannedPage pageId="voteDetail" />;
}

export function InvalidVotePage() {
  return <PlannedPage pageId="invalidVote" />;
}

export function VotePublicPage() {
  return <PlannedPage pageId="votePublic" />;
}

export function VoteIllustratePage() {
  return <PlannedPage pageId="voteIllustrate" />;
}

export function PaperInvoicePage() {
  return <PlannedPage pageId="paperInvoice" />;
}

export function ExportVotePage() {
  return <PlannedPage pageId="exportVote" />;
}

export function VoteDeliveryPage() {
  return <PlannedPage pageId="voteDelivery" />;
}

export function VoteExportPrintPage() {
  return <PlannedPage pageId="voteExportPage" />;
}
