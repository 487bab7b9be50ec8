import {
  mayReadCertifications,
  mayReviewCertifications,
} from '@gongzhi/domain/certification/certification-access';
import {
  baseInfoDto,
  certificationListItemDto,
  certificationSearchInput,
  myHousesDto,
} from '@gongzhi/domain/certification/certification-api';
import {
  certificationReviewInput,
  certificationSubmitInput,
  realNameInput,
} from '@gongzhi/domain/certification/certification-rules';
import { MESSAGES } from '@gongzhi/domain/common/messages';
import { pageOf } from '@gongzhi/domain/roster/roster-api';
import { BuildingAttribute } from '@gongzhi/domain/roster/roster-enums';
import { maskMobile } from '@gongzhi/domain/workgroup/member-rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../common/app-error';
import { envelope, ok } from '../../common/envelope';
import { accessOf, actorOf } from '../../common/request-context';
import { attachmentDto } from '../file/attachment-dto';
import type { CertificationService } from './service';

const certificationInfoDto = certificationListItemDto.extend({
  agentCardNo: z.string().nullable(),
  agentMobile: z.string().nullable(),
  reviewerName: z.string().nullable(),
  proveFiles: z.array(attachmentDto),
  agentProveFiles: z.array(attachmentDto),
});

const code = z.string().min(1).max(64);

/**
 * The records are read by reviewers and by government staff who see the community's owners
 * (domain `mayReadCertifications`; SPEC §2.4 lists the examine page for them). The guard lets
 * OHC_VIEW past; this refuses the other view-only roles. Reviewing stays HOUSE_OWNER_MANAGEMENT.
 */
function readableAccess(request: FastifyRequest) {
  const access = accessOf(request);
  if (!mayReadCertifications(access.roles, access.permissions))
    throw new AppError(403, MESSAGES.noPermission);
  return access;
}

/** Readers who do not review (government staff) get the applicants' mobiles masked: 139****0013. */
function forReader<T extends { mobile: string; agentMobile?: string | null }>(
  request: FastifyRequest,
  item: T,
): T {
  if (mayReviewCertifications(accessOf(request).permissions)) return item;
  return {
    ...item,
    mobile: maskMobile(item.mobile),
    ...(item.agentMobile ? { agentMobile: maskMobile(item.agentMobile) } : {}),
  };
}

/** Owner certification (SPEC §7 Owner/certification) and the owner-H5 calls (ours, docs/contracts/roster.md). */
export function certificationRoutes(service: CertificationService) {
  return async (plugin: FastifyInstance) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const review = { auth: 'web', communityScoped: true, permission: ['HOUSE_OWNER_MANAGEMENT'] } as const;
    const read = {
      auth: 'web',
      communityScoped: true,
      permission: ['HOUSE_OWNER_MANAGEMENT', 'OHC_VIEW'],
    } as const;

    app.get('/v1/owner/certification/search', {
      config: read,
      schema: {
        querystring: certificationSearchInput,
        response: { 200: envelope(pageOf(certificationListItemDto)) },
      },
      handler: async (request) => {
        const found = await service.search(readableAccess(request), request.query);
        return ok({ ...found, list: found.list.map((item) => forReader(request, item)) });
      },
    });

    app.get('/v1/owner/certification/getInfo', {
      config: read,
      schema: {
        querystring: z.object({ communityInfoCode: code, certificationId: code }),
        response: { 200: envelope(certificationInfoDto) },
      },
      handler: async (request) =>
        ok(forReader(request, await service.getInfo(readableAccess(request), request.query.certificationId))),
    });

    app.post('/v1/owner/certification/review', {
      config: review,
      schema: { body: certificationReviewInput, response: { 200: envelope(certificationInfoDto) } },
      handler: async (request) => ok(await service.review(actorOf(request), accessOf(request), request.body)),
    });

    app.post('/v1/owner/certification/reviewIdentityCheckTwo', {
      config: { auth: 'session' },
      schema: { body: realNameInput, response: { 200: envelope(z.object({ passed: z.literal(true) })) } },
      handler: async (request) => ok(await service.identityCheck(actorOf(request), request.body)),
    });

    app.post('/v1/owner/certification/commitRealName', {
      config: { auth: 'session' },
      schema: { body: realNameInput, response: { 200: envelope(baseInfoDto) } },
      handler: async (request) => ok(await service.commitRealName(actorOf(request), request.body)),
    });

    app.get('/v1/owner/baseInfo', {
      config: { auth: 'session' },
      schema: { response: { 200: envelope(baseInfoDto) } },
      handler: async (request) => ok(await service.baseInfo(actorOf(request))),
    });

    // ── owner H5 (ours) ──
    app.get('/v1/owner/myHouses', {
      config: { auth: 'owner' },
      schema: { response: { 200: envelope(myHousesDto) } },
      handler: async (request) => ok(await service.myHouses(actorOf(request))),
    });

    app.get('/v1/owner/certification/buildingOptions', {
      config: { auth: 'owner' },
      schema: {
        querystring: z.object({ communityInfoCode: code }),
        response: {
          200: envelope(
            z.array(
              z.object({
                buildingCode: z.string(),
                buildingName: z.string(),
                buildingAttribute: z.enum(BuildingAttribute.values),
              }),
            ),
          ),
        },
      },
      handler: async (request) => ok(await service.buildingOptions(request.query.communityInfoCode)),
    });

    app.get('/v1/owner/certification/houseOptions', {
      config: { auth: 'owner' },
      schema: {
        querystring: z.object({ communityInfoCode: code, buildingCode: code }),
        response: {
          200: envelope(
            z.array(
              z.object({
                houseCode: z.string(),
                unitNo: z.string().nullable(),
                floor: z.number().int(),
                houseNo: z.string(),
              }),
            ),
          ),
        },
      },
      handler: async (request) =>
        ok(await service.houseOptions(request.query.communityInfoCode, request.query.buildingCode)),
    });

    app.post('/v1/owner/certification/submit', {
      config: { auth: 'owner' },
      schema: { body: certificationSubmitInput, response: { 200: envelope(certificationListItemDto) } },
      handler: async (request) => ok(await service.submit(actorOf(request), request.body)),
    });

    app.get('/v1/owner/certification/myList', {
      config: { auth: 'owner' },
      schema: { response: { 200: envelope(z.array(certificationListItemDto)) } },
      handler: async (request) => ok(await service.myList(actorOf(request))),
    });
  };
}
