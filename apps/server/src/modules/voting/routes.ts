import type { OperatePermission } from '@gongzhi/domain/account/permissions';
import { rosterChangeAfterStartDto } from '@gongzhi/domain/voting/roster-changes';
import {
  ballotReceiptDto,
  chainVerificationDto,
  communityInput,
  issueTypeDto,
  ownerCastVoteInput,
  ownerVoteInfoDto,
  ownerVoteItemDto,
  ownerVoteRefInput,
  votingCreateInput,
  votingDelayInput,
  votingDraftInput,
  votingEdgeInfoInput,
  votingInfoDto,
  votingListInput,
  votingListItemDto,
  votingRefInput,
  votingScopeBuildingDto,
  votingScopeHouseDto,
  votingScopeHouseListInput,
  votingScopePreviewInput,
  votingScopeSummaryDto,
  votingSettingsDto,
  votingSettingsUpdateInput,
  whiteListAddInput,
  whiteListDeleteInput,
  whiteListEntryDto,
} from '@gongzhi/domain/voting/voting-api';
import { settingsDtoOf } from '@gongzhi/domain/voting/voting-settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../common/envelope';
import { accessOf, actorOf } from '../../common/request-context';
import { votingDraftGuard } from './draft-visibility';
import { votingProxyRoutes } from './proxy-routes';
import { createVotingProxyService } from './proxy-service';
import type { VotingService } from './service';

/** Viewing votes: VOTING_VIEW or VOTING_MANAGEMENT (SPEC §6); acting: VOTING_MANAGEMENT. */
export const VOTING_VIEW: readonly OperatePermission[] = ['VOTING_VIEW', 'VOTING_MANAGEMENT'];
export const VOTING_MANAGE: readonly OperatePermission[] = ['VOTING_MANAGEMENT'];

// Every vote page needs community certification (SPEC §2.4).
const scoped = (permission: readonly OperatePermission[]) =>
  ({ auth: 'web', communityScoped: true, permission, requireCommunityCert: true }) as const;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), size: z.number().int() });

/** Owners' assembly voting (SPEC §7 Voting, white list; owner H5 calls; docs/contracts/voting.md). */
export function votingRoutes(voting: VotingService) {
  return async (plugin: FastifyInstance) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    // Vote drafts are VOTING_MANAGEMENT's: a view-only caller naming one gets 404 (issue #28).
    app.addHook('preHandler', votingDraftGuard(voting));

    app.get('/v1/issueType/list', {
      config: scoped(VOTING_VIEW),
      schema: { querystring: communityInput, response: { 200: envelope(z.array(issueTypeDto)) } },
      handler: async () => ok(voting.issueTypes()),
    });

    app.get('/v1/voting/settings', {
      config: scoped(VOTING_VIEW),
      schema: { querystring: communityInput, response: { 200: envelope(votingSettingsDto) } },
      handler: async (request) => ok(settingsDtoOf(await voting.settings(accessOf(request)))),
    });

    app.post('/v1/voting/updateSettings', {
      config: scoped(VOTING_MANAGE),
      schema: { body: votingSettingsUpdateInput, response: { 200: envelope(votingSettingsDto) } },
      handler: async (request) => {
        const { communityInfoCode: _code, ...settings } = request.body;
        return ok(await voting.updateSettings(accessOf(request), actorOf(request).userId, settings));
      },
    });

    app.get('/v1/voting/votingListWeb', {
      config: scoped(VOTING_VIEW),
      schema: { querystring: votingListInput, response: { 200: envelope(pageOf(votingListItemDto)) } },
      handler: async (request) => ok(await voting.list(accessOf(request), request.query)),
    });

    app.get('/v1/voting/infoSimplify', {
      config: scoped(VOTING_VIEW),
      schema: { querystring: votingRefInput, response: { 200: envelope(votingInfoDto) } },
      handler: async (request) => ok(await voting.info(accessOf(request), request.query.votingCode)),
    });

    app.get('/v1/voting/draftInfo', {
      config: scoped(VOTING_MANAGE),
      schema: { querystring: votingRefInput, response: { 200: envelope(votingInfoDto) } },
      handler: async (request) => ok(await voting.draftInfo(accessOf(request), request.query.votingCode)),
    });

    app.post('/v1/voting/createSimplify', {
      config: scoped(VOTING_MANAGE),
      schema: { body: votingCreateInput, response: { 200: envelope(votingInfoDto) } },
      handler: async (request) =>
        ok(await voting.create(accessOf(request), actorOf(request).userId, request.body)),
    });

    app.post('/v1/voting/createDraft', {
      config: scoped(VOTING_MANAGE),
      schema: { body: votingDraftInput, response: { 200: envelope(votingInfoDto) } },
      handler: async (request) =>
        ok(await voting.saveDraft(accessOf(request), actorOf(request).userId, request.body)),
    });

    app.post('/v1/voting/createCopy', {
      config: scoped(VOTING_MANAGE),
      schema: { body: votingRefInput, response: { 200: envelope(votingInfoDto) } },
      handler: async (request) =>
        ok(await voting.copy(accessOf(request), actorOf(request).userId, request.body.votingCode)),
    });

    app.post('/v1/voting/deleteDraft', {
      config: scoped(VOTING_MANAGE),
      schema: { body: votingRefInput, response: { 200: envelope(z.null()) } },
      handler: async (request) => ok(await voting.deleteDraft(accessOf(request), request.body.votingCode)),
    });

    app.post('/v1/voting/updateEdgeInfo', {
      config: scoped(VOTING_MANAGE),
      schema: { body: votingEdgeInfoInput, response: { 200: envelope(votingInfoDto) } },
      handler: async (request) =>
        ok(await voting.updateEdgeInfo(accessOf(request), actorOf(request).userId, request.body)),
    });

    app.post('/v1/voting/delay', {
      config: scoped(VOTING_MANAGE),
      schema: { body: votingDelayInput, response: { 200: envelope(votingInfoDto) } },
      handler: async (request) =>
        ok(await voting.delay(accessOf(request), request.body.votingCode, request.body.endDate)),
    });

    app.post('/v1/voting/withdrawal', {
      config: scoped(VOTING_MANAGE),
      schema: { body: votingRefInput, response: { 200: envelope(z.null()) } },
      handler: async (request) => ok(await voting.withdraw(accessOf(request), request.body.votingCode)),
    });

    app.post('/v1/voting/terminate', {
      config: scoped(VOTING_MANAGE),
      schema: { body: votingRefInput, response: { 200: envelope(z.null()) } },
      handler: async (request) => ok(await voting.terminate(accessOf(request), request.body.votingCode)),
    });

    app.get('/v1/voting/votingScopeSimplify', {
      config: scoped(VOTING_VIEW),
      schema: { querystring: votingRefInput, response: { 200: envelope(votingScopeSummaryDto) } },
      handler: async (request) => ok(await voting.scopeSummary(accessOf(request), request.query.votingCode)),
    });

    app.get('/v1/voting/rosterChangesAfterStart', {
      config: scoped(VOTING_VIEW),
      schema: {
        querystring: votingRefInput,
        response: { 200: envelope(z.array(rosterChangeAfterStartDto)) },
      },
      handler: async (request) =>
        ok(await voting.rosterChangesAfterStart(accessOf(request), request.query.votingCode)),
    });

    app.get('/v1/voting/votingScopeBuildingList', {
      config: scoped(VOTING_VIEW),
      schema: { querystring: votingRefInput, response: { 200: envelope(z.array(votingScopeBuildingDto)) } },
      handler: async (request) =>
        ok(await voting.scopeBuildingList(accessOf(request), request.query.votingCode)),
    });

    app.get('/v1/voting/votingScopeHouseList', {
      config: scoped(VOTING_VIEW),
      schema: {
        querystring: votingScopeHouseListInput,
        response: { 200: envelope(z.array(votingScopeHouseDto)) },
      },
      handler: async (request) =>
        ok(
          await voting.scopeHouseList(
            accessOf(request),
            request.query.votingCode,
            request.query.buildingCode,
          ),
        ),
    });

    // A preview of A and N for a scope being chosen on the create form (nothing stored).
    app.post('/v1/voting/votingScopeHouseInfo', {
      config: scoped(VOTING_MANAGE),
      schema: { body: votingScopePreviewInput, response: { 200: envelope(votingScopeSummaryDto) } },
      handler: async (request) => ok(await voting.scopePreview(accessOf(request), request.body)),
    });

    app.get('/v1/voting/verifyChain', {
      config: scoped(VOTING_VIEW),
      schema: { querystring: votingRefInput, response: { 200: envelope(chainVerificationDto) } },
      handler: async (request) => ok(await voting.verify(accessOf(request), request.query.votingCode)),
    });

    app.get('/v1/voteWhiteList/list', {
      config: scoped(VOTING_VIEW),
      schema: { querystring: votingRefInput, response: { 200: envelope(z.array(whiteListEntryDto)) } },
      handler: async (request) => ok(await voting.whiteList(accessOf(request), request.query.votingCode)),
    });

    app.post('/v1/voteWhiteList/add', {
      config: scoped(VOTING_MANAGE),
      schema: { body: whiteListAddInput, response: { 200: envelope(z.null()) } },
      handler: async (request) =>
        ok(await voting.addWhiteList(accessOf(request), request.body.votingCode, request.body.mobile)),
    });

    app.post('/v1/voteWhiteList/delete', {
      config: scoped(VOTING_MANAGE),
      schema: { body: whiteListDeleteInput, response: { 200: envelope(z.null()) } },
      handler: async (request) =>
        ok(await voting.deleteWhiteList(accessOf(request), request.body.votingCode, request.body.userId)),
    });

    // ── owner H5 ──
    app.get('/v1/owner/votes', {
      config: { auth: 'owner' },
      schema: { response: { 200: envelope(z.array(ownerVoteItemDto)) } },
      handler: async (request) => ok(await voting.ownerVotes(actorOf(request).userId)),
    });

    app.get('/v1/owner/voteInfo', {
      config: { auth: 'owner' },
      schema: { querystring: ownerVoteRefInput, response: { 200: envelope(ownerVoteInfoDto) } },
      handler: async (request) =>
        ok(await voting.ownerVoteInfo(actorOf(request).userId, request.query.votingCode)),
    });

    app.post('/v1/myVoting/delete', {
      config: { auth: 'owner' },
      schema: { body: ownerVoteRefInput, response: { 200: envelope(z.null()) } },
      handler: async (request) =>
        ok(await voting.ownerHideVote(actorOf(request).userId, request.body.votingCode)),
    });

    app.post('/v1/owner/castVote', {
      config: { auth: 'owner' },
      schema: { body: ownerCastVoteInput, response: { 200: envelope(ballotReceiptDto) } },
      handler: async (request) =>
        ok(await voting.castVote(actorOf(request).userId, request.body.votingCode, request.body.choices)),
    });

    // Proxy voting: its own service over the same database and clock (proxy-routes.ts).
    await app.register(votingProxyRoutes(createVotingProxyService(voting.core.deps)));
  };
}
