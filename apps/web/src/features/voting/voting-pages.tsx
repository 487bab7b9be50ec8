// Owners’ assembly voting (SPEC §2.4, DESIGN §7): the page modules the route tables load.

export { PaperInvoicePage } from './paper-invoice-page';
export { VoteScanPage } from './scan/vote-scan-page';
export { VoteCreatePage } from './vote-create-page';
export { VoteDetailPage } from './vote-detail-page';
export { ExportVotePage, VoteExportPrintPage } from './vote-export-pages';
export { VoteIllustratePage } from './vote-illustrate-page';
export { VoteListPage } from './vote-list-page';
export { VotePublicPage } from './vote-public-page';
export { InvalidVotePage, VoteDeliveryPage } from './vote-records-pages';
