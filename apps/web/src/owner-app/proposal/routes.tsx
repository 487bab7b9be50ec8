import { PUBLIC_PAGE, pageConfig } from '../../routes/page-config';
import type { RouteObject } from '../nav';

/**
 * The owner's proposal pages on the plain components (issue #25); paths relative to /owner. One
 * module a page: the list loads neither the signature pad nor the editor, reading a proposal never
 * loads the editor, and the editor comes only with the form.
 */
export const proposalRoutes: RouteObject[] = [
  {
    path: 'proposals',
    handle: pageConfig(PUBLIC_PAGE, 'ownerProposals'),
    lazy: async () => ({ Component: (await import('./owner-proposal-list-page')).OwnerProposalListPage }),
  },
  {
    path: 'proposals/:proposalId',
    handle: pageConfig(PUBLIC_PAGE, 'ownerProposal'),
    lazy: async () => ({ Component: (await import('./owner-proposal-page')).OwnerProposalPage }),
  },
  {
    path: 'createProposal',
    handle: pageConfig(PUBLIC_PAGE, 'ownerProposalCreate'),
    lazy: async () => ({ Component: (await import('./owner-proposal-form-page')).OwnerProposalCreatePage }),
  },
];
