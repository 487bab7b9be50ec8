import {
  abandonOnlineDto,
  buildingStatisticDto,
  checkMultipleOwnerInput,
  deliveryListInput,
  deliveryListItemDto,
  deliveryRecordInput,
  invalidBallotDto,
  multipleOwnerListInput,
  ownerAbandonOnlineInput,
  paperBallotInput,
  paperEntryCancelInput,
  paperEntryDto,
  paperEntryListInput,
  paperPeriodInput,
  paperSimpleInfoDto,
  printBallotsInput,
  printBlankBallotsInput,
  publicityCheckDto,
  resultPublicityInput,
  voteAggregateSchema,
  votePublicDto,
  votePublicInput,
  voterBallotStatusDto,
  votingRefQuery,
  votingResultDto,
} from '@gongzhi/domain/voting/voting-paper-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../common/envelope';
import { accessOf, actorOf } from '../../common/request-context';
import { type DownloadJobService, downloadJobDto } from '../download/service';
import { contentDisposition } from '../file/content-disposition';
import type { VotingPaperService } from './paper-service';
import { VOTING_MANAGE, VOTING_VIEW } from './routes';
import type { VotingService } from './service';

const scoped = (permission: typeof VOTING_VIEW) =>
  ({ auth: 'web', communityScoped: true, permission, requireCommunityCert: true }) as const;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), size: z.number().int() });

/**
 * Paper ballots (offlineVote/*, votingOHC/*), online abandon, deliveries, statistics exports and
 * results (SPEC §7; payloads ours, docs/contracts/voting.md).
 */
export function votingPaperRoutes(
  voting: VotingService,
  paper: VotingPaperService,
  jobs: DownloadJobService,
) {
  return async (plugin: FastifyInstance) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const job = envelope(downloadJobDto);

    app.get('/v1/offlineVote/votingSimpleInfo', {
      config: scoped(VOTING_VIEW),
      schema: { querystring: votingRefQuery, response: { 200: envelope(paperSimpleInfoDto) } },
      handler: async (request) => ok(await paper.simpleInfo(accessOf(request), request.query.votingCode)),
    });

    app.post('/v1/offlineVote/editVoting', {
      config: scoped(VOTING_MANAGE),
      schema: { body: paperPeriodInput, response: { 200: envelope(paperSimpleInfoDto) } },
      handler: async (request) => ok(await paper.editPaperPeriod(accessOf(request), request.body)),
    });

    app.get('/v1/offlineVote/checkMultipleOwner', {
      config: scoped(VOTING_VIEW),
      schema: { querystring: checkMultipleOwnerInput, response: { 200: envelope(voterBallotStatusDto) } },
      handler: async (request) =>
        ok(
          await paper.checkMultipleOwner(
            accessOf(request),
            request.query.votingCode,
            request.query.houseCode,
          ),
        ),
    });

    app.post('/v1/offlineVote/getPrintInfo', {
      config: scoped(VOTING_MANAGE),
      schema: { body: printBallotsInput, response: { 200: job } },
      handler: async (request) => {
        const access = accessOf(request);
        const { votingCode, buildingCodes, houseCodes, onlyNotVoted } = request.body;
        await voting.core.requireVoting(access, votingCode);
        return ok(
          await jobs.create(actorOf(request), access, {
            kind: 'PAPER_BALLOT',
            params: { votingCode, buildingCodes, houseCodes, onlyNotVoted, blankCount: 0 },
          }),
        );
      },
    });

    app.get('/v1/offlineVote/getPrintInfoByVote', {
      config: scoped(VOTING_MANAGE),
      schema: { querystring: votingRefQuery, response: { 200: job } },
      handler: async (request) => {
        const access = accessOf(request);
        const { votingCode } = request.query;
        await voting.core.requireVoting(access, votingCode);
        return ok(
          await jobs.create(actorOf(request), access, {
            kind: 'PAPER_BALLOT',
            params: { votingCode, buildingCodes: [], houseCodes: [], onlyNotVoted: false, blankCount: 0 },
          }),
        );
      },
    });

    app.post('/v1/offlineVote/getPrintInfoByNoOwner', {
      config: scoped(VOTING_MANAGE),
      schema: { body: printBlankBallotsInput, response: { 200: job } },
      handler: async (request) => {
        const access = accessOf(request);
        const { votingCode, count } = request.body;
        await voting.core.requireVoting(access, votingCode);
        return ok(
          await jobs.create(actorOf(request), access, {
            kind: 'PAPER_BALLOT',
            params: { votingCode, buildingCodes: [], houseCodes: [], onlyNotVoted: false, blankCount: count },
          }),
        );
      },
    });

    app.post('/v1/offlineVote/saveVoteIssueTable', {
      config: scoped(VOTING_MANAGE),
      schema: { body: paperBallotInput, response: { 200: envelope(paperEntryDto) } },
      handler: async (request) =>
        ok(await paper.enterPaper(accessOf(request), actorOf(request).userId, request.body)),
    });

    app.post('/v1/votingOHC/updateVoteOHC', {
      config: scoped(VOTING_MANAGE),
      schema: { body: paperEntryCancelInput, response: { 200: envelope(paperEntryDto) } },
      handler: async (request) =>
        ok(
          await paper.cancelEntry(
            accessOf(request),
            request.body.votingCode,
            request.body.entryId,
            request.body.reason,
          ),
        ),
    });

    app.get('/v1/votingOHC/offlineVoteList', {
      config: scoped(VOTING_VIEW),
      schema: { querystring: paperEntryListInput, response: { 200: envelope(pageOf(paperEntryDto)) } },
      handler: async (request) => ok(await paper.entryList(accessOf(request), request.query)),
    });

    app.get('/v1/votingOHC/listByMultiplePeople', {
      config: scoped(VOTING_VIEW),
      schema: {
        querystring: multipleOwnerListInput,
        response: { 200: envelope(pageOf(voterBallotStatusDto)) },
      },
      handler: async (request) =>
        ok(
          await paper.multipleOwnerList(
            accessOf(request),
            request.query.votingCode,
            request.query.page,
            request.query.size,
          ),
        ),
    });

    // ── online abandon and deliveries ──
    app.post('/v1/owner/abandonOnline', {
      config: { auth: 'owner' },
      schema: { body: ownerAbandonOnlineInput, response: { 200: envelope(z.null()) } },
      handler: async (request) =>
        ok(await paper.abandonOnline(actorOf(request).userId, request.body.votingCode)),
    });

    app.get('/v1/voteAbandonOnline/listByVoting', {
      config: scoped(VOTING_VIEW),
      schema: { querystring: votingRefQuery, response: { 200: envelope(z.array(abandonOnlineDto)) } },
      handler: async (request) => ok(await paper.abandonList(accessOf(request), request.query.votingCode)),
    });

    app.get('/v1/vote/voteDeliveryList', {
      config: scoped(VOTING_VIEW),
      schema: { querystring: deliveryListInput, response: { 200: envelope(pageOf(deliveryListItemDto)) } },
      handler: async (request) => ok(await paper.deliveryList(accessOf(request), request.query)),
    });

    app.post('/v1/vote/voteDelivery', {
      config: scoped(VOTING_MANAGE),
      schema: { body: deliveryRecordInput, response: { 200: envelope(deliveryListItemDto) } },
      handler: async (request) =>
        ok(await paper.recordDelivery(accessOf(request), actorOf(request).userId, request.body)),
    });

    // ── statistics and exports ──
    app.get('/v1/voting/buildingStatistics', {
      config: scoped(VOTING_VIEW),
      schema: { querystring: votingRefQuery, response: { 200: envelope(z.array(buildingStatisticDto)) } },
      handler: async (request) =>
        ok(await paper.buildingStatistics(accessOf(request), request.query.votingCode)),
    });

    app.get('/v1/voting/invalidVoteList', {
      config: scoped(VOTING_VIEW),
      schema: { querystring: votingRefQuery, response: { 200: envelope(z.array(invalidBallotDto)) } },
      handler: async (request) => ok(await paper.invalidVotes(accessOf(request), request.query.votingCode)),
    });

    app.get('/v1/voting/exportStatistics', {
      config: scoped(VOTING_MANAGE),
      schema: { querystring: votingRefQuery, response: { 200: job } },
      handler: async (request) => {
        const access = accessOf(request);
        const { votingCode } = request.query;
        await voting.core.requireVoting(access, votingCode);
        return ok(
          await jobs.create(actorOf(request), access, { kind: 'VOTING_STATISTICS', params: { votingCode } }),
        );
      },
    });

    app.get('/v1/downloadJob/generateOnlineVoteVoucher', {
      config: scoped(VOTING_MANAGE),
      schema: { querystring: votingRefQuery, response: { 200: job } },
      handler: async (request) => {
        const access = accessOf(request);
        const { votingCode } = request.query;
        await voting.core.requireVoting(access, votingCode);
        return ok(
          await jobs.create(actorOf(request), access, {
            kind: 'ONLINE_VOTE_VOUCHER',
            params: { votingCode },
          }),
        );
      },
    });

    // ── result ──
    app.post('/v1/voting/checkPublicity', {
      config: scoped(VOTING_MANAGE),
      schema: { body: votingRefQuery, response: { 200: envelope(publicityCheckDto) } },
      handler: async (request) => ok(await paper.checkPublicity(accessOf(request), request.body.votingCode)),
    });

    app.post('/v1/voting/resultPreview', {
      config: scoped(VOTING_MANAGE),
      schema: { body: votingRefQuery, response: { 200: envelope(votingResultDto) } },
      handler: async (request) => ok(await paper.resultPreview(accessOf(request), request.body.votingCode)),
    });

    app.post('/v1/voting/resultPublicity', {
      config: scoped(VOTING_MANAGE),
      schema: { body: resultPublicityInput, response: { 200: envelope(votingResultDto.nullable()) } },
      handler: async (request) =>
        ok(await paper.publish(accessOf(request), actorOf(request).userId, request.body)),
    });

    app.get('/v1/voting/resultInfo', {
      config: scoped(VOTING_VIEW),
      schema: { querystring: votingRefQuery, response: { 200: envelope(votingResultDto.nullable()) } },
      handler: async (request) => ok(await paper.resultInfo(accessOf(request), request.query.votingCode)),
    });

    // The community's staff read the whole aggregate with the house annex (issue #21 item 5).
    app.get('/v1/voting/aggregateFull', {
      config: scoped(VOTING_VIEW),
      schema: { querystring: votingRefQuery, response: { 200: envelope(votePublicDto.nullable()) } },
      handler: async (request) => ok(await paper.memberInfo(accessOf(request), request.query.votingCode)),
    });

    // ── public result (ours): pseudonymous only ──
    app.get('/v1/votePublic/info', {
      config: { auth: 'public' },
      schema: { querystring: votePublicInput, response: { 200: envelope(votePublicDto) } },
      handler: async (request) => ok(await paper.publicInfo(request.query.votingCode)),
    });

    app.get('/v1/votePublic/aggregate', {
      config: { auth: 'public' },
      schema: { querystring: votePublicInput, response: { 200: voteAggregateSchema } },
      handler: async (request, reply) => {
        const aggregate = await paper.publicAggregate(request.query.votingCode);
        reply.header(
          'content-disposition',
          contentDisposition('attachment', `${aggregate.votingCode}-aggregate.json`),
        );
        return aggregate;
      },
    });
  };
}
