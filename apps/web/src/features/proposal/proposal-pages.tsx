import { PlannedPage } from '../../ui/planned-page';

// Proposals (SPEC §2.4). Each page mounts the planned page until its capability replaces it.

export function ProposalListPage() {
  return <PlannedPage pageId="proposalList" />;
}

export function ProposalDetailPage() {
  return <PlannedPage pageId="proposalDetail" />;
}

export function ProposalSignListPage() {
  return <PlannedPage pageId="proposalSignList" />;
}

export function ProposalCreatePage() {
  return <PlannedPage pageId="proposalCreate" />;
}
