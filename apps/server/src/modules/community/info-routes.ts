import { hasWebStaffRole } from '@gongzhi/domain/account/roles';
import { CommunityOrganizationState } from '@gongzhi/domain/community/community-enums';
import {
  areaNodeDto,
  buildAreaTree,
  type CommunityInfoDto,
  communityInfoDto,
} from '@gongzhi/domain/community/community-info';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor } from '../../common/actor';
import { envelope, ok } from '../../common/envelope';
import { accessOf, actorOf } from '../../common/request-context';
import type { CommunityInfoRepository, CommunityRepository, CommunityRow } from './repository';

type Deps = { communities: CommunityRepository; info: CommunityInfoRepository };

export function createCommunityInfoService(deps: Deps) {
  async function info(community: CommunityRow): Promise<CommunityInfoDto> {
    const [names, counts] = await Promise.all([
      deps.info.govUnitNames(),
      deps.info.rosterCounts(community.id),
    ]);
    const state = CommunityOrganizationState.is(community.organisationState)
      ? community.organisationState
      : null;
    return {
      communityInfoCode: community.communityInfoCode,
      communityName: community.communityName,
      hasAuth: community.hasAuth,
      vankeTag: community.vankeTag,
      crmRole: community.crmRole,
      experienceTag: community.experienceTag,
      experienceServiceTag: community.experienceServiceTag,
      hasOpenWorkOrder: community.hasOpenWorkOrder,
      viewOnlyForOwners: community.viewOnlyForOwners,
      allowOwnerMotion: community.allowOwnerMotion,
      organisationState: state,
      organisationStateName: state ? CommunityOrganizationState.label(state) : null,
      provinceName: community.provinceName,
      cityName: community.cityName,
      districtName: community.districtName,
      streetCode: community.streetCode,
      streetName: community.streetCode ? (names.get(community.streetCode) ?? null) : null,
      govCommunityCode: community.govCommunityCode,
      govCommunityName: community.govCommunityCode ? (names.get(community.govCommunityCode) ?? null) : null,
      address: community.address,
      ...counts,
    };
  }

  /** The communities an actor may pick: web staff their own, government their jurisdiction, owners all. */
  async function visibleCommunities(actor: Actor): Promise<CommunityRow[]> {
    if (actor.sessionKind === 'OWNER') return deps.info.allCommunities();
    if (actor.sessionKind === 'WEB_GOV') {
      const staff = await deps.communities.govStaffOf(actor.userId);
      return staff ? deps.communities.communitiesInJurisdiction(staff) : [];
    }
    const memberships = await deps.communities.membershipsOf(actor.userId);
    return memberships
      .filter((membership) => hasWebStaffRole(membership.roles))
      .map((membership) => membership.community);
  }

  async function areaTree(actor: Actor) {
    const [list, names] = await Promise.all([visibleCommunities(actor), deps.info.govUnitNames()]);
    return buildAreaTree(
      list.map((community) => ({
        ...community,
        streetName: community.streetCode ? (names.get(community.streetCode) ?? null) : null,
      })),
    );
  }

  return { info, areaTree };
}

export type CommunityInfoService = ReturnType<typeof createCommunityInfoService>;

/** Community info and the area tree (SPEC §7 Community; payloads ours, docs/contracts/roster.md). */
export function communityInfoRoutes(service: CommunityInfoService) {
  return async (plugin: FastifyInstance) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();

    app.get('/v1/communityInfo/info', {
      config: { auth: 'web', communityScoped: true },
      schema: {
        querystring: z.object({ communityInfoCode: z.string().min(1).max(64) }),
        response: { 200: envelope(communityInfoDto) },
      },
      handler: async (request) => ok(await service.info(accessOf(request).community)),
    });

    app.get('/v1/area', {
      config: { auth: 'session' },
      schema: { response: { 200: envelope(z.array(areaNodeDto)) } },
      handler: async (request) => ok(await service.areaTree(actorOf(request))),
    });
  };
}
