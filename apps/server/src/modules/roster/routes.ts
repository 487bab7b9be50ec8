import type { OperatePermission } from '@gongzhi/domain/account/permissions';
import {
  buildingCreateInput,
  buildingDto,
  buildingListInput,
  buildingRefInput,
  buildingUpdateInput,
  houseAreaInput,
  houseCreateInput,
  houseDto,
  houseListByCommunityInput,
  houseListInput,
  houseRefInput,
  houseStatisticsDto,
  houseStatisticsInput,
  houseUpdateInput,
  houseUpdateOwnerInput,
  ownerHouseAddInput,
  ownerHouseDeleteInput,
  ownerLinkDto,
  pageOf,
  residentListInput,
} from '@gongzhi/domain/roster/roster-api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../common/envelope';
import { accessOf } from '../../common/request-context';
import type { RosterService } from './service';

/** Seeing the roster: any roster permission (SPEC §6). */
export const ROSTER_VIEW: readonly OperatePermission[] = [
  'OHC_VIEW',
  'BUILDING_MANAGEMENT',
  'HOUSE_OWNER_MANAGEMENT',
];
export const BUILDING_MANAGE: readonly OperatePermission[] = ['BUILDING_MANAGEMENT'];
export const OWNER_MANAGE: readonly OperatePermission[] = ['HOUSE_OWNER_MANAGEMENT'];

const scoped = (permission: readonly OperatePermission[]) =>
  ({ auth: 'web', communityScoped: true, permission }) as const;

/** Buildings, houses and owner links (SPEC §7 Buildings/houses; docs/contracts/roster.md). */
export function rosterRoutes(roster: RosterService) {
  return async (plugin: FastifyInstance) => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();

    app.get('/v1/building/list', {
      config: scoped(ROSTER_VIEW),
      schema: { querystring: buildingListInput, response: { 200: envelope(pageOf(buildingDto)) } },
      handler: async (request) => ok(await roster.listBuildings(accessOf(request), request.query)),
    });

    app.post('/v1/building/createSimplify', {
      config: scoped(BUILDING_MANAGE),
      schema: { body: buildingCreateInput, response: { 200: envelope(buildingDto) } },
      handler: async (request) => ok(await roster.createBuilding(accessOf(request), request.body)),
    });

    app.post('/v1/building/update', {
      config: scoped(BUILDING_MANAGE),
      schema: { body: buildingUpdateInput, response: { 200: envelope(buildingDto) } },
      handler: async (request) => ok(await roster.updateBuilding(accessOf(request), request.body)),
    });

    app.post('/v1/building/delete', {
      config: scoped(BUILDING_MANAGE),
      schema: { body: buildingRefInput, response: { 200: envelope(z.null()) } },
      handler: async (request) =>
        ok(await roster.deleteBuilding(accessOf(request), request.body.buildingCode)),
    });

    app.get('/v1/house/list', {
      config: scoped(ROSTER_VIEW),
      schema: { querystring: houseListInput, response: { 200: envelope(z.array(houseDto)) } },
      handler: async (request) =>
        ok(await roster.listHousesOfBuilding(accessOf(request), request.query.buildingCode)),
    });

    app.get('/v1/house/listByCommunity', {
      config: scoped(ROSTER_VIEW),
      schema: { querystring: houseListByCommunityInput, response: { 200: envelope(pageOf(houseDto)) } },
      handler: async (request) => ok(await roster.listHousesOfCommunity(accessOf(request), request.query)),
    });

    app.get('/v1/house/houseStatistics', {
      config: scoped(ROSTER_VIEW),
      schema: { querystring: houseStatisticsInput, response: { 200: envelope(houseStatisticsDto) } },
      handler: async (request) =>
        ok(await roster.houseStatistics(accessOf(request), request.query.buildingAttribute)),
    });

    app.post('/v1/house/create', {
      config: scoped(BUILDING_MANAGE),
      schema: { body: houseCreateInput, response: { 200: envelope(houseDto) } },
      handler: async (request) => ok(await roster.createHouse(accessOf(request), request.body)),
    });

    app.post('/v1/house/updateSimplify', {
      config: scoped(BUILDING_MANAGE),
      schema: { body: houseUpdateInput, response: { 200: envelope(houseDto) } },
      handler: async (request) => ok(await roster.updateHouse(accessOf(request), request.body)),
    });

    app.post('/v1/house/updateArea', {
      config: scoped(BUILDING_MANAGE),
      schema: { body: houseAreaInput, response: { 200: envelope(houseDto) } },
      handler: async (request) => ok(await roster.updateArea(accessOf(request), request.body)),
    });

    app.post('/v1/house/updateOwner', {
      config: scoped(OWNER_MANAGE),
      schema: { body: houseUpdateOwnerInput, response: { 200: envelope(houseDto) } },
      handler: async (request) => ok(await roster.updateOwner(accessOf(request), request.body)),
    });

    app.post('/v1/house/delete', {
      config: scoped(BUILDING_MANAGE),
      schema: { body: houseRefInput, response: { 200: envelope(z.null()) } },
      handler: async (request) => ok(await roster.deleteHouse(accessOf(request), request.body.houseCode)),
    });

    app.post('/v1/ownerHouse/add', {
      config: scoped(OWNER_MANAGE),
      schema: { body: ownerHouseAddInput, response: { 200: envelope(ownerLinkDto) } },
      handler: async (request) => ok(await roster.addOwnerHouse(accessOf(request), request.body)),
    });

    // The spec's spelling ("delect") is kept so the web's calls match SPEC §7.
    app.post('/v1/ownerHouse/delectByOwnerHouseContactId', {
      config: scoped(OWNER_MANAGE),
      schema: { body: ownerHouseDeleteInput, response: { 200: envelope(z.null()) } },
      handler: async (request) =>
        ok(await roster.deleteOwnerHouse(accessOf(request), request.body.ownerHouseContactId)),
    });

    app.get('/v1/ownerHouse/getResidentList', {
      config: scoped(ROSTER_VIEW),
      schema: { querystring: residentListInput, response: { 200: envelope(z.array(ownerLinkDto)) } },
      handler: async (request) => ok(await roster.residentList(accessOf(request), request.query.houseCode)),
    });
  };
}
