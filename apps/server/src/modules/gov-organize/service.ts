import type {
  GovJoinProofPresignInput,
  GovJoinRecordSubmission,
} from '@gongzhi/domain/gov-organize/gov-join-apply';
import {
  GOV_JOIN_REVIEW_MESSAGES,
  type GovJoinRecordItemDto,
  type GovUnitOptionDto,
  type govJoinRecordListInput,
  type govJoinRecordReviewInput,
  nextJoinRecordState,
} from '@gongzhi/domain/gov-organize/gov-join-review';
import {
  GOV_ORGANIZE_MESSAGES,
  type GovOrganizeDto,
  type GovOrganizeUpdateInput,
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
import type { ResizeOptions } from '../file/image-resize';
import { createGovPublishing } from '../gov-information/publishing';
import { createGovSettingsRepository } from '../gov-settings/repository';
import { createJoinApplyService, type JoinApplyDeps } from './join-apply-service';
import { createGovOrganizeRepository, type GovJoinRecordRow, type JoinOpening } from './repository';

type Deps = { db: Db; clock: Clock; communities: CommunityRepository } & Pick<
  JoinApplyDeps,
  'smsCodes' | 'uploads' | 'downloads' | 'storage'
>;

/** The profile row key of a staff member's own unit: their 社区, else their street (as basic settings). */
function unitCodeOf(staff: Pick<GovStaffRow, 'streetCode' | 'govCommunityCode'>): string {
  return staff.govCommunityCode ?? staff.streetCode;
}

/** govOrganize/info, update; govJoinRecord/submit; owner/updateGovInfo (docs/contracts/government.md). */
export function createGovOrganizeService(deps: Deps) {
  const repo = createGovOrganizeRepository(deps.db);
  const publishing = createGovPublishing(deps.db, deps.communities);
  // Who is a platform operator is the government-settings area's record (it also gates certification review).
  const operators = createGovSettingsRepository(deps.db);
  const joinForm = createJoinApplyService({ ...deps, repo, requireOperator });

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

  async function requireOperator(actor: Actor): Promise<void> {
    if (!(await operators.isOperator(actor.userId)))
      throw new AppError(403, GOV_JOIN_REVIEW_MESSAGES.notOperator);
  }

  type JoinRecordJoined = { record: GovJoinRecordRow; reviewerName: string | null; unitName: string | null };

  /** Applications as operators see them, each with its proofs. */
  async function joinRecordDtos(rows: readonly JoinRecordJoined[]): Promise<GovJoinRecordItemDto[]> {
    const proofs = await joinForm.proofsOf(rows.map((row) => row.record.id));
    return rows.map((row) => joinRecordDto(row, proofs.get(row.record.id) ?? []));
  }

  function joinRecordDto(
    row: JoinRecordJoined,
    proofs: GovJoinRecordItemDto['proofs'],
  ): GovJoinRecordItemDto {
    const { record } = row;
    return {
      joinRecordId: record.joinRecordCode,
      organizeName: record.organizeName,
      level: record.level,
      region: record.region,
      province: record.province,
      city: record.city,
      district: record.district,
      street: record.street,
      community: record.community,
      contactName: record.contactName,
      position: record.position,
      mobile: record.mobile,
      remark: record.remark,
      proofs,
      state: record.state,
      reviewRemark: record.reviewRemark,
      reviewerName: record.reviewedByUserId === null ? null : (row.reviewerName ?? null),
      gmtCreate: record.createdAt.toISOString(),
      gmtReview: record.reviewedAt ? record.reviewedAt.toISOString() : null,
      unitCode: record.unitCode,
      unitName: row.unitName ?? null,
    };
  }

  /** What approving `record` opens; a 社区 names its street, which must exist (400). */
  async function openingOf(
    record: GovJoinRecordRow,
    parentStreetCode: string | undefined,
  ): Promise<JoinOpening> {
    let parentCode: string | null = null;
    if (record.level === 'COMMUNITY') {
      if (!parentStreetCode) throw new AppError(400, GOV_JOIN_REVIEW_MESSAGES.parentStreetRequired);
      const street = await repo.unit(parentStreetCode);
      if (street?.level !== 'STREET') throw new AppError(400, GOV_JOIN_REVIEW_MESSAGES.parentStreetUnknown);
      parentCode = street.code;
    }
    return {
      unit: {
        level: record.level,
        name: record.organizeName,
        parentCode,
        newCode: newBusinessCode(record.level === 'STREET' ? 'ST' : 'GC'),
      },
      contact: {
        mobile: record.mobile,
        name: record.contactName,
        position: record.position,
        newUserCode: newBusinessCode('U'),
      },
    };
  }

  return {
    /** Platform operators list join applications (ours; anyone else 403). */
    async joinRecordList(actor: Actor, input: z.output<typeof govJoinRecordListInput>) {
      await requireOperator(actor);
      const { rows, total } = await repo.listJoinRecords(input, input.page, input.size);
      return { list: await joinRecordDtos(rows), total, page: input.page, size: input.size };
    },

    /**
     * A platform operator approves or refuses a PENDING application (the domain's rule; 409 once
     * decided, also when another operator decided it a moment earlier).
     */
    async reviewJoinRecord(actor: Actor, input: z.output<typeof govJoinRecordReviewInput>) {
      await requireOperator(actor);
      const found = await repo.findJoinRecord(input.joinRecordId);
      if (!found) throw new AppError(404, GOV_JOIN_REVIEW_MESSAGES.notFound);
      const next = nextJoinRecordState(found.record.state, input.decision);
      if (!next) throw new AppError(409, GOV_JOIN_REVIEW_MESSAGES.alreadyReviewed);
      const decision = {
        reviewRemark: input.reviewRemark,
        reviewedByUserId: actor.userId,
        reviewedAt: deps.clock.now(),
      };
      if (next === 'APPROVED') {
        const outcome = await repo.approveJoinRecord(
          found.record.id,
          decision,
          await openingOf(found.record, input.parentStreetCode),
        );
        if (outcome === 'staff') throw new AppError(409, GOV_JOIN_REVIEW_MESSAGES.mobileIsGovStaff);
        if (outcome === 'decided') throw new AppError(409, GOV_JOIN_REVIEW_MESSAGES.alreadyReviewed);
      } else if (!(await repo.decideJoinRecord(found.record.id, { ...decision, state: next })))
        throw new AppError(409, GOV_JOIN_REVIEW_MESSAGES.alreadyReviewed);
      const saved = await repo.findJoinRecord(input.joinRecordId);
      if (!saved) throw new AppError(404, GOV_JOIN_REVIEW_MESSAGES.notFound);
      const [dto] = await joinRecordDtos([saved]);
      if (!dto) throw new Error('join record vanished');
      return dto;
    },

    /** The streets with their 社区, for a government user choosing their unit, or an operator approving. */
    async unitOptions(actor: Actor): Promise<GovUnitOptionDto[]> {
      // Platform operators choose a 社区's street when they approve its join application.
      if (!(await deps.communities.govStaffOf(actor.userId))) await requireOperator(actor);
      const units = await repo.units();
      return units
        .filter((unit) => unit.level === 'STREET')
        .map((street) => ({
          streetCode: street.code,
          streetName: street.name,
          communities: units
            .filter((unit) => unit.level === 'COMMUNITY' && unit.parentCode === street.code)
            .map((unit) => ({ govCommunityCode: unit.code, govCommunityName: unit.name })),
        }));
    },

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
      input: GovJoinRecordSubmission,
      from: { userId: number | null; ip: string | null },
    ) {
      return joinForm.submit(input, from);
    },

    /** The join form's proof upload (no login; the phone's SMS code vouches). */
    async presignJoinProof(input: GovJoinProofPresignInput) {
      return joinForm.presignProof(input);
    },

    /** Hourly: removes proof uploads no application took within a day. */
    async purgeUntakenJoinProofs() {
      return joinForm.purgeUntakenProofs();
    },

    /** An operator reads an application's proof file. */
    async joinProofDownload(
      actor: Actor,
      input: { joinRecordId: string; attachmentId: string },
      options: ResizeOptions,
      ip: string,
    ) {
      return joinForm.proofDownload(actor, input, options, ip);
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
