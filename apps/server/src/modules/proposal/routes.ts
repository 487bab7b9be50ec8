import type { OperatePermission } from '@gongzhi/domain/account/permissions';
import {
  communityInput,
  fillListInput,
  ownerProposalCreateInput,
  ownerProposalInfoDto,
  ownerProposalListDto,
  ownerProposalListInput,
  ownerProposalRefInput,
  ownerProposalUpdateInput,
  ownerSignInput,
  proposalCreateInput,
  proposalFillPageDto,
  proposalInfoDto,
  proposalListInput,
  proposalListItemDto,
  proposalPageDto,
  proposalRefInput,
  proposalTemplateInfoDto,
  proposalTemplateItemDto,
  proposalUpdateInput,
  templateInfoInput,
  templateListInput,
} from '@gongzhi/domain/proposal/proposal-api';
import { PROPOSAL_MANAGE, PROPOSAL_VIEW } from '@gongzhi/domain/proposal/proposal-rules';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../common/envelope';
import { accessOf, actorOf } from '../../common/request-context';
import { type DownloadJobService, downloadJobDto } from '../download/service';
import { PROPOSAL_PDF_KIND } from './proposal-pdf-export';
import type { ProposalService } from './service';

const scoped = (permission: readonly OperatePermission[]) =>
  ({ auth: 'web', communityScoped: true, permission }) as const;

/** Proposals (SPEC §7 Proposals; owner H5 calls of ours; docs/contracts/proposal.md). */
export function proposalRoutes(proposals: ProposalService, jobs: DownloadJobService) {
  return async (plugin: FastifyInstance) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();

    app.get('/v1/proposal/templateList', {
      config: scoped(PROPOSAL_MANAGE),
      schema: {
        querystring: templateListInput,
        response: { 200: envelope(z.array(proposalTemplateItemDto)) },
      },
      handler: async (request) => ok(proposals.templateList(request.query.proposalType)),
    });

    app.get('/v1/proposal/templateInfo', {
      config: scoped(PROPOSAL_MANAGE),
      schema: { querystring: templateInfoInput, response: { 200: envelope(proposalTemplateInfoDto) } },
      handler: async (request) => ok(proposals.templateInfo(request.query.templateId)),
    });

    app.get('/v1/proposal/list', {
      config: scoped(PROPOSAL_VIEW),
      schema: { querystring: proposalListInput, response: { 200: envelope(proposalPageDto) } },
      handler: async (request) => ok(await proposals.list(accessOf(request), request.query)),
    });

    app.get('/v1/proposal/listByNoIntention', {
      config: scoped(PROPOSAL_VIEW),
      schema: { querystring: communityInput, response: { 200: envelope(z.array(proposalListItemDto)) } },
      handler: async (request) => ok(await proposals.listByNoIntention(accessOf(request))),
    });

    app.get('/v1/proposal/info', {
      config: scoped(PROPOSAL_VIEW),
      schema: { querystring: proposalRefInput, response: { 200: envelope(proposalInfoDto) } },
      handler: async (request) => ok(await proposals.info(accessOf(request), request.query.proposalId)),
    });

    app.post('/v1/proposal/create', {
      config: scoped(PROPOSAL_MANAGE),
      schema: { body: proposalCreateInput, response: { 200: envelope(proposalInfoDto) } },
      handler: async (request) =>
        ok(await proposals.create(accessOf(request), actorOf(request), request.body)),
    });

    app.post('/v1/proposal/update', {
      config: scoped(PROPOSAL_MANAGE),
      schema: { body: proposalUpdateInput, response: { 200: envelope(proposalInfoDto) } },
      handler: async (request) =>
        ok(await proposals.update(accessOf(request), actorOf(request), request.body)),
    });

    app.post('/v1/proposal/delete', {
      config: scoped(PROPOSAL_MANAGE),
      schema: { body: proposalRefInput, response: { 200: envelope(z.null()) } },
      handler: async (request) => ok(await proposals.remove(accessOf(request), request.body.proposalId)),
    });

    app.get('/v1/proposalFill/listByProposal', {
      config: scoped(PROPOSAL_VIEW),
      schema: { querystring: fillListInput, response: { 200: envelope(proposalFillPageDto) } },
      handler: async (request) => ok(await proposals.fills(accessOf(request), request.query)),
    });

    // The web waits up to 180 s (SPEC §9); the PDF is built by the download-job worker and listed on /download.
    app.post('/v1/proposal/generateFillPdf', {
      config: scoped(PROPOSAL_VIEW),
      schema: { body: proposalRefInput, response: { 200: envelope(downloadJobDto) } },
      handler: async (request) => {
        const access = accessOf(request);
        await proposals.requireProposal(access, request.body.proposalId);
        return ok(
          await jobs.create(actorOf(request), access, {
            kind: PROPOSAL_PDF_KIND,
            params: { proposalId: request.body.proposalId },
          }),
        );
      },
    });

    // ── owner H5 ──
    app.get('/v1/owner/proposal/list', {
      config: { auth: 'owner' },
      schema: { querystring: ownerProposalListInput, response: { 200: envelope(ownerProposalListDto) } },
      handler: async (request) =>
        ok(await proposals.ownerList(actorOf(request).userId, request.query.communityInfoCode)),
    });

    app.get('/v1/owner/proposal/info', {
      config: { auth: 'owner' },
      schema: { querystring: ownerProposalRefInput, response: { 200: envelope(ownerProposalInfoDto) } },
      handler: async (request) =>
        ok(await proposals.ownerInfo(actorOf(request).userId, request.query.proposalId)),
    });

    app.post('/v1/owner/proposal/sign', {
      config: { auth: 'owner' },
      schema: { body: ownerSignInput, response: { 200: envelope(ownerProposalInfoDto) } },
      handler: async (request) => ok(await proposals.sign(actorOf(request).userId, request.body)),
    });

    app.post('/v1/owner/proposal/create', {
      config: { auth: 'owner' },
      schema: { body: ownerProposalCreateInput, response: { 200: envelope(ownerProposalInfoDto) } },
      handler: async (request) => ok(await proposals.ownerCreate(actorOf(request).userId, request.body)),
    });

    // Ours: owners change or withdraw their own motions (docs/contracts/proposal.md).
    app.post('/v1/owner/proposal/update', {
      config: { auth: 'owner' },
      schema: { body: ownerProposalUpdateInput, response: { 200: envelope(ownerProposalInfoDto) } },
      handler: async (request) => ok(await proposals.ownerUpdate(actorOf(request).userId, request.body)),
    });

    app.post('/v1/owner/proposal/delete', {
      config: { auth: 'owner' },
      schema: { body: ownerProposalRefInput, response: { 200: envelope(z.null()) } },
      handler: async (request) =>
        ok(await proposals.ownerRemove(actorOf(request).userId, request.body.proposalId)),
    });
  };
}
