import { z } from 'zod';
import { votingFileDto } from './voting-api';
import { votePublicDto } from './voting-paper-api';

/**
 * The owners' side of a published result (issue 20 item 6; ours, docs/contracts/voting.md "Result for
 * owners"): the announced result an owner in scope reads on the owner H5, their own receipt hashes,
 * and the committee's one-click publicity notice.
 */
const code = z.string().min(1).max(64);

export const ownerVoteResultInput = z.object({ votingCode: code });

/** One of the caller's own counted ballots (one per voter they belong to), by its chain hash. */
export const ownerReceiptDto = z.object({
  /** Hash of the BALLOT_CAST entry recording the ballot (the receipt the owner was shown). */
  ballotHash: z.string(),
  seq: z.number().int(),
  channel: z.enum(['ONLINE', 'PAPER']),
  castAt: z.string(),
  houseCodes: z.array(z.string()),
});
export type OwnerReceiptDto = z.infer<typeof ownerReceiptDto>;

/**
 * What GET /v1/owner/voteResult answers: the public result (the same DTO the workbench's 公示 page
 * and GET /v1/votePublic/info show, aggregate included for the in-browser check), the published
 * result file for download, and only the caller's receipts.
 */
export const ownerVoteResultDto = votePublicDto.extend({
  communityInfoCode: z.string(),
  resultFiles: z.array(votingFileDto),
  myReceipts: z.array(ownerReceiptDto),
});
export type OwnerVoteResultDto = z.infer<typeof ownerVoteResultDto>;

export const resultNoticeInput = z.object({ communityInfoCode: code, votingCode: code });

/** The notice the one-click publication created (open it in the notice pages by its code). */
export const resultNoticeDto = z.object({
  communityNoticeCode: z.string(),
  title: z.string(),
  /** The owner H5 result page the notice links to. */
  resultUrl: z.string(),
});
export type ResultNoticeDto = z.infer<typeof resultNoticeDto>;

// The owner H5 result page's address lives in a module without zod, so owner pages load no schemas.
export { ownerResultPath } from './owner-paths';
