import {
  GOV_ORGANIZE_MESSAGES,
  type GovOrganizeDto,
  type GovOrganizeUpdateInput,
  type govJoinRecordSubmitInput,
  type UpdateGovInfoInput,
} from '@gongzhi/domain/gov-organize/gov-organize-api';
import { GOV_SETTINGS_MESSAGES } from '@gongzhi/domain/gov-settings/gov-settings-api';
import type { z } from 'zod';
import type { Actor } from '../../common/actor';
import { AppError } from '../../common/app-error';
import type { Clock } from '../../common/clock';
import { newBusinessCode } from '../../common/secure-random';
import type { Db } from '../../db/client';
import type { CommunityRepository, GovStaffRow } from '../community/repository';
import { createGovPublishing } from '../gov-information/publishing';
import { createGovOrganizeRepository } from './repository';

type Deps = { db: Db; clock: Clock; communities: CommunityRepository };

/** The profile row key of a staff member's own unit: their 社区, else their street (as basic settings). */
function unitCodeOf(staff: Pick<GovStaffRow, 'streetCode' | 'govCommunityCode'>): string {
  return staff.govCommunityCode ?? staff.streetCode;
}

/** govOrganize/info, update; govJoinRecord/submit; owner/updateGovInfo (docs/contracts/government.md). */
export function createGovOrganizeService(deps: Deps) {
  const repo = createGovOrganizeRepository(deps.db);
  const publishing = createGovPublishing(deps.db, deps.communities);

  async function staffOf(actor: Actor): Promise<GovStaffRow> {
    const staff = await deps.communities.govStaffOf(actor.userId);
    if (!staff) throw new AppError(403, GOV_SETTINGS_MESSAGES.notGovStaff);
    return staff;
  }

  async function profileOf(staff: GovStaffRow): Promise<GovOrganizeDto> {
    const saved = await repo.findOrganization(unitCodeOf(staff));
    const communityCount = (await deps.communities.communitiesInJurisdiction(staff)).length;
    return {
      level: staff.level,
      streetCode: staff.streetCode,
      streetName: staff.streetName,
      govCommunityCode: staff.level === 'STREET' ? null : staff.govCommunityCode,
      govCommunityName: staff.level === 'STREET' ? null : staff.govCommunityName,
      // Before the first save the unit's registered name stands in; the rest is empty.
      organizeName: saved?.organizeName ?? staff.govCommunityName ?? staff.streetName,
      address: saved?.address ?? '',
      contactName: saved?.contactName ?? '',
      contactPhone: saved?.contactPhone ?? '',
      intro: saved?.intro ?? '',
      communityCount,
      gmtModified: saved ? saved.updatedAt.toISOString() : null,
    };
  }

  return {
    /** Any staff member of the unit may read its profile (uncertified ones too: it is about the unit). */
    async info(actor: Actor) {
      return profileOf(await staffOf(actor));
    },

    /** Certified staff edit their own unit's profile; the level and codes are the unit's, not input. */
    async update(actor: Actor, input: GovOrganizeUpdateInput) {
      const staff = await publishing.certifiedStaff(actor);
      await repo.saveOrganization({
        unitCode: unitCodeOf(staff),
        level: staff.level,
        streetCode: staff.streetCode,
        govCommunityCode: staff.level === 'STREET' ? null : staff.govCommunityCode,
        organizeName: input.organizeName,
        address: input.address,
        contactName: input.contactName,
        contactPhone: input.contactPhone,
        intro: input.intro,
        updatedByUserId: actor.userId,
        updatedAt: deps.clock.now(),
      });
      return profileOf(staff);
    },

    /** Public form: stored for the platform's staff to follow up; the route limits the rate per IP. */
    async submitJoinRecord(
      input: z.output<typeof govJoinRecordSubmitInput>,
      from: { userId: number | null; ip: string | null },
    ) {
      const row = await repo.insertJoinRecord({
        joinRecordCode: newBusinessCode('GJ'),
        organizeName: input.organizeName,
        level: input.level,
        region: input.region,
        contactName: input.contactName,
        position: input.position,
        mobile: input.mobile,
        remark: input.remark,
        userId: from.userId,
        ip: from.ip,
        createdAt: deps.clock.now(),
      });
      return { joinRecordId: row.joinRecordCode };
    },

    /**
     * A government user names their unit (SPEC §3 govInfo). The codes must be a known street and,
     * when given, a 社区 of that street (400); only before certification (409), since the
     * certification and every jurisdiction check rest on the unit.
     */
    async updateGovInfo(actor: Actor, input: UpdateGovInfoInput) {
      const staff = await staffOf(actor);
      if (staff.hasGovAuth === 'YES' || staff.hasGovAuth === 'REVIEWING')
        throw new AppError(409, GOV_ORGANIZE_MESSAGES.unitLocked);
      const street = await repo.unit(input.streetCode);
      if (street?.level !== 'STREET') throw new AppError(400, GOV_ORGANIZE_MESSAGES.unitUnknown);
      let community: Awaited<ReturnType<typeof repo.unit>> = null;
      if (input.govCommunityCode) {
        community = await repo.unit(input.govCommunityCode);
        if (community?.level !== 'COMMUNITY' || community.parentCode !== street.code)
          throw new AppError(400, GOV_ORGANIZE_MESSAGES.unitUnknown);
      }
      const moved = await repo.setStaffUnitIfUncertified(actor.userId, {
        level: community ? 'COMMUNITY' : 'STREET',
        streetCode: street.code,
        govCommunityCode: community?.code ?? null,
      });
      if (!moved) throw new AppError(409, GOV_ORGANIZE_MESSAGES.unitLocked);
      return {
        streetName: street.name,
        streetCode: street.code,
        govCommunityName: community?.name ?? null,
        govCommunityCode: community?.code ?? null,
      };
    },
  };
}

export type GovOrganizeService = ReturnType<typeof createGovOrganizeService>;
