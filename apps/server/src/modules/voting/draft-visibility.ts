import { maySeeDrafts } from '@gongzhi/domain/account/draft-visibility';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../common/app-error';
import type { CommunityAccess } from '../community/access-service';
import type { VotingRow } from './repository';
import type { VotingService } from './service';
import { VOTING_MESSAGES } from './voting-messages';

/*
 * Vote drafts belong to VOTING_MANAGEMENT (issue #28 item 2, domain account/draft-visibility.ts):
 * a caller with VOTING_VIEW only lists no drafts, and every call naming a draft answers 404
 * 表决不存在或您无权访问, exactly as for a made-up code.
 */

/** Whether the caller's lists leave vote drafts out. */
export function votingDraftsHidden(access: CommunityAccess): boolean {
  return !maySeeDrafts(access.permissions, 'VOTING');
}

/** 404 (as a missing vote) when `row` is a draft the caller may not see. */
export function requireVotingVisible(access: CommunityAccess, row: Pick<VotingRow, 'votingState'>): void {
  if (row.votingState === 'DRAFT' && votingDraftsHidden(access))
    throw new AppError(404, VOTING_MESSAGES.votingNotFound);
}

function votingCodeOf(request: FastifyRequest): string | null {
  for (const source of [request.query, request.body]) {
    if (source && typeof source === 'object' && 'votingCode' in source) {
      const value = (source as { votingCode?: unknown }).votingCode;
      if (typeof value === 'string' && value) return value;
    }
  }
  return null;
}

/**
 * preHandler of the vote routes: a view-only caller naming a draft gets 404 before the handler
 * runs (the handlers' own look-up answers the same for a code that does not exist).
 */
export function votingDraftGuard(voting: VotingService) {
  return async (request: FastifyRequest) => {
    const access = request.communityAccess;
    if (!access || !votingDraftsHidden(access)) return;
    const code = votingCodeOf(request);
    if (!code) return;
    requireVotingVisible(access, await voting.core.requireVoting(access, code));
  };
}
