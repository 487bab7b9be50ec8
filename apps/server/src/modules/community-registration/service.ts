import { hasWebStaffRole } from '@gongzhi/domain/account/roles';
import { MESSAGES } from '@gongzhi/domain/common/messages';
import {
  type CommunityRegistrationDto,
  type CommunitySettingsDto,
  type communityRegistrationInput,
  type communityRegistrationResubmitInput,
  type communitySettingsInput,
  COMMUNITY_REGISTRATION_MESSAGES as M,
  mayApplyOrgChange,
  mayResubmit,
  mayReviewRegistration,
  nextRegistrationState,
  organisationStateFor,
  type orgChangeInput,
  type RegistrationUnitOptionDto,
  type registrationReviewInput,
  type registrationReviewListInput,
} from '@gongzhi/domain/community/community-registration';
import { votingRoleTypesOf } from '@gongzhi/domain/community/voting-role-types';
import { GOV_SETTINGS_MESSAGES } from '@gongzhi/domain/gov-settings/gov-settings-api';
import type { z } from 'zod';
import type { Actor } from '../../common/actor';
import { AppError } from '../../common/app-error';
import type { Clock } from '../../common/clock';
import { newBusinessCode } from '../../common/secure-random';
import type { Db } from '../../db/client';
import type { StorageProvider } from '../../providers/storage/storage-provider';
import type { CommunityAccess } from '../community/access-service';
import type { CommunityRepository, GovStaffRow } from '../community/repository';
import { contentDisposition } from '../file/content-disposition';
import { createRegistrationRepository, type RegistrationRow, type RegistrationView } from './repository';

type Deps = { db: Db; clock: Clock; communities: CommunityRepository; storage: StorageProvider };

type RegistrationFields = z.output<typeof communityRegistrationInput>;

/** Names compare without spaces and case, so "锦绣 家园" is the same community as "锦绣家园". */
function normalisedName(name: string): string {
  return name.normalize('NFKC').replace(/\s+/g, '').toLowerCase();
}

/**
 * Registration, certification and organisation change of a community, reviewed by its own
 * government unit (docs/contracts/community.md).
 */
export function createCommunityRegistrationService(deps: Deps) {
  const repo = createRegistrationRepository(deps.db);

  async function toDto(view: RegistrationView): Promise<CommunityRegistrationDto> {
    const row = view.registration;
    const files = await repo.attachmentsByCodes(row.proveFileIds);
    return {
      registrationId: row.registrationCode,
      kind: row.kind,
      state: row.state,
      communityInfoCode: view.communityInfoCode,
      communityName: row.communityName,
      provinceName: row.provinceName,
      cityName: row.cityName,
      districtName: row.districtName,
      address: row.address,
      streetCode: row.streetCode,
      streetName: view.streetName,
      govCommunityCode: row.govCommunityCode,
      govCommunityName: view.govCommunityName,
      organisationType: row.organisationType,
      changeType: row.changeType,
      roleType: row.roleType,
      registrantName: view.registrantName,
      registrantMobile: view.registrantMobile,
      proveFiles: row.proveFileIds.flatMap((code) => {
        const file = files.find((item) => item.attachmentId === code);
        return file
          ? [
              {
                attachmentId: file.attachmentId,
                sourceName: file.sourceName,
                contentType: file.contentType,
                size: file.size,
              },
            ]
          : [];
      }),
      rejectReason: row.rejectReason,
      reviewerName: row.reviewedByUserId === null ? null : view.reviewerName,
      submitCount: row.submitCount,
      gmtCreate: row.createdAt.toISOString(),
      gmtSubmit: row.submittedAt.toISOString(),
      gmtReview: row.reviewedAt?.toISOString() ?? null,
    };
  }

  async function viewOrThrow(code: string): Promise<RegistrationView> {
    const view = await repo.findView(code);
    if (!view) throw new AppError(404, M.notFound);
    return view;
  }

  /** The street must exist; a 社区, when named, must be one of that street's (400 otherwise). */
  async function checkJurisdiction(streetCode: string, govCommunityCode: string | null): Promise<void> {
    const street = await repo.unit(streetCode);
    if (street?.level !== 'STREET') throw new AppError(400, M.jurisdictionUnknown);
    if (govCommunityCode === null) return;
    const unit = await repo.unit(govCommunityCode);
    if (unit?.level !== 'COMMUNITY' || unit.parentCode !== street.code)
      throw new AppError(400, M.jurisdictionUnknown);
  }

  /** Proof files must be the caller's own finished uploads (400 otherwise); duplicates collapse. */
  async function checkProof(actor: Actor, ids: readonly string[]): Promise<string[]> {
    const codes = [...new Set(ids)];
    const files = await repo.attachmentsByCodes(codes);
    const usable = files.filter((file) => file.status === 'READY' && file.uploaderUserId === actor.userId);
    if (usable.length !== codes.length) throw new AppError(400, M.proofMissing);
    return codes;
  }

  /**
   * Which community an application is about, and its kind: an existing one the caller is web staff
   * of (404 otherwise), not yet certified (409), in the same jurisdiction it has on record (400);
   * else a new community, whose name must not already stand under that street (409).
   */
  async function subjectOf(actor: Actor, input: RegistrationFields) {
    if (input.communityInfoCode) {
      const community = await deps.communities.findByCode(input.communityInfoCode);
      const membership = community ? await deps.communities.membership(actor.userId, community.id) : null;
      if (!community || !membership || !hasWebStaffRole(membership.roles))
        throw new AppError(404, M.communityNotFound);
      if (community.hasAuth === 'YES') throw new AppError(409, M.alreadyCertified);
      const moved =
        (community.streetCode !== null && community.streetCode !== input.streetCode) ||
        (community.govCommunityCode !== null && community.govCommunityCode !== input.govCommunityCode);
      if (moved) throw new AppError(400, M.jurisdictionMismatch);
      return { kind: 'CERTIFY_EXISTING' as const, communityId: community.id, key: `C:${community.id}` };
    }
    if (await repo.sameNameInStreet(input.streetCode, input.communityName))
      throw new AppError(409, M.sameNameExists);
    return {
      kind: 'REGISTER' as const,
      communityId: null,
      key: `N:${input.streetCode}:${normalisedName(input.communityName)}`,
    };
  }

  function placeOf(input: RegistrationFields) {
    return {
      communityName: input.communityName,
      provinceName: input.provinceName,
      cityName: input.cityName,
      districtName: input.districtName,
      address: input.address,
      streetCode: input.streetCode,
      govCommunityCode: input.govCommunityCode,
      organisationType: input.organisationType,
      roleType: input.roleType,
    };
  }

  /** Government staff of a certified unit (403 otherwise, the workbench's own words). */
  async function certifiedStaff(actor: Actor): Promise<GovStaffRow> {
    const staff = actor.sessionKind === 'WEB_GOV' ? await deps.communities.govStaffOf(actor.userId) : null;
    if (!staff) throw new AppError(403, GOV_SETTINGS_MESSAGES.notGovStaff);
    if (staff.hasGovAuth !== 'YES') throw new AppError(403, MESSAGES.govCertFirst);
    return staff;
  }

  /** An application only its own unit's certified staff may see: anyone else gets 404. */
  async function reviewableView(actor: Actor, code: string): Promise<RegistrationView> {
    const view = await viewOrThrow(code);
    const staff = actor.sessionKind === 'WEB_GOV' ? await deps.communities.govStaffOf(actor.userId) : null;
    if (!staff || !mayReviewRegistration(staff, view.registration)) throw new AppError(404, M.notFound);
    return view;
  }

  function changeFor(row: RegistrationRow) {
    const organisationState = organisationStateFor(row.organisationType);
    return {
      organisationState,
      roleType: row.roleType,
      // Once the committee stands, its preparatory member becomes a committee member instead.
      dropRoles: row.organisationType === 'COMMITTEE' ? ['PREPARE_MEMBER'] : [],
      newCommunityCode: newBusinessCode('C'),
    };
  }

  function settingsOf(access: CommunityAccess): CommunitySettingsDto {
    const { community } = access;
    return {
      communityInfoCode: community.communityInfoCode,
      communityName: community.communityName,
      hasAuth: community.hasAuth,
      organisationState: community.organisationState,
      allowOwnerMotion: community.allowOwnerMotion,
      viewOnlyForOwners: community.viewOnlyForOwners,
      publishHouseNumbers: community.publishHouseNumbers,
      votingRoleTypes: votingRoleTypesOf(community.votingRoleTypes),
      isAdmin: access.roles.includes('COMMUNITY_ADMIN'),
    };
  }

  return {
    /** The streets and their 社区 a registrant picks the jurisdiction from. */
    async unitOptions(): Promise<RegistrationUnitOptionDto[]> {
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

    async submit(actor: Actor, input: RegistrationFields): Promise<CommunityRegistrationDto> {
      await checkJurisdiction(input.streetCode, input.govCommunityCode);
      const subject = await subjectOf(actor, input);
      const proveFileIds = await checkProof(actor, input.proveFileIds);
      if (await repo.pendingOf(actor.userId, subject.key)) throw new AppError(409, M.duplicatePending);
      if (!(await repo.nameRegistrant(actor.userId, input.registrantName)))
        throw new AppError(400, M.registrantNameRequired);
      const now = deps.clock.now();
      const row = await repo.insert({
        registrationCode: newBusinessCode('CR'),
        kind: subject.kind,
        registrantUserId: actor.userId,
        communityId: subject.communityId,
        communityKey: subject.key,
        ...placeOf(input),
        proveFileIds,
        createdAt: now,
        submittedAt: now,
      });
      if (!row) throw new AppError(409, M.duplicatePending);
      return toDto(await viewOrThrow(row.registrationCode));
    },

    async mine(actor: Actor): Promise<CommunityRegistrationDto[]> {
      const rows = await repo.listMine(actor.userId);
      return Promise.all(rows.map(toDto));
    },

    /** The registrant fixes a rejected application; the same application goes back to REVIEWING. */
    async resubmit(
      actor: Actor,
      input: z.output<typeof communityRegistrationResubmitInput>,
    ): Promise<CommunityRegistrationDto> {
      const view = await viewOrThrow(input.registrationId);
      const row = view.registration;
      if (row.registrantUserId !== actor.userId) throw new AppError(404, M.notFound);
      if (!mayResubmit(row.state)) throw new AppError(409, M.notRejected);
      if (row.kind === 'ORG_CHANGE') throw new AppError(409, M.orgChangeResubmit);
      await checkJurisdiction(input.streetCode, input.govCommunityCode);
      // The subject stays: a certification keeps its community, a registration may fix its name.
      const subject = await subjectOf(actor, { ...input, communityInfoCode: view.communityInfoCode });
      const proveFileIds = await checkProof(actor, input.proveFileIds);
      if (!(await repo.nameRegistrant(actor.userId, input.registrantName)))
        throw new AppError(400, M.registrantNameRequired);
      const outcome = await repo.resubmit(row.id, {
        ...placeOf(input),
        communityKey: subject.key,
        proveFileIds,
        submittedAt: deps.clock.now(),
      });
      if (outcome === 'duplicate') throw new AppError(409, M.duplicatePending);
      if (outcome === 'moved') throw new AppError(409, M.notRejected);
      return toDto(await viewOrThrow(row.registrationCode));
    },

    /** COMMUNITY_ADMIN of a certified community applies for an organisation change (SPEC §6). */
    async orgChange(
      actor: Actor,
      access: CommunityAccess,
      input: z.output<typeof orgChangeInput>,
    ): Promise<CommunityRegistrationDto> {
      const { community } = access;
      if (!access.roles.includes('COMMUNITY_ADMIN')) throw new AppError(403, M.adminRequired);
      if (community.hasAuth !== 'YES') throw new AppError(409, M.notCertified);
      if (!mayApplyOrgChange(community.organisationState, input.changeType))
        throw new AppError(409, M.orgChangeNotAllowed);
      if (!community.streetCode) throw new AppError(409, M.jurisdictionUnknown);
      const proveFileIds = await checkProof(actor, input.proveFileIds);
      const key = `O:${community.id}`;
      if (await repo.pendingOf(actor.userId, key)) throw new AppError(409, M.duplicatePending);
      const now = deps.clock.now();
      const row = await repo.insert({
        registrationCode: newBusinessCode('CR'),
        kind: 'ORG_CHANGE',
        registrantUserId: actor.userId,
        communityId: community.id,
        communityKey: key,
        communityName: community.communityName,
        provinceName: community.provinceName ?? '',
        cityName: community.cityName ?? '',
        districtName: community.districtName ?? '',
        address: community.address ?? '',
        streetCode: community.streetCode,
        govCommunityCode: community.govCommunityCode,
        organisationType: 'COMMITTEE',
        changeType: input.changeType,
        roleType: input.roleType,
        proveFileIds,
        createdAt: now,
        submittedAt: now,
      });
      if (!row) throw new AppError(409, M.duplicatePending);
      return toDto(await viewOrThrow(row.registrationCode));
    },

    async reviewList(actor: Actor, input: z.output<typeof registrationReviewListInput>) {
      const staff = await certifiedStaff(actor);
      const { rows, total } = await repo.listForScope(staff, input, input.page, input.size);
      return { list: await Promise.all(rows.map(toDto)), total, page: input.page, size: input.size };
    },

    async reviewInfo(actor: Actor, code: string): Promise<CommunityRegistrationDto> {
      return toDto(await reviewableView(actor, code));
    },

    /** Approve or reject once (409 after); approval applies the application to the community. */
    async review(
      actor: Actor,
      input: z.output<typeof registrationReviewInput>,
    ): Promise<CommunityRegistrationDto> {
      const view = await reviewableView(actor, input.registrationId);
      const row = view.registration;
      if (!nextRegistrationState(row.state, input.decision)) throw new AppError(409, M.alreadyReviewed);
      // Two people may have registered the same new community; the first approved stands.
      const duplicate =
        input.decision === 'APPROVE' &&
        row.kind === 'REGISTER' &&
        (await repo.sameNameInStreet(row.streetCode, row.communityName));
      if (duplicate) throw new AppError(409, M.sameNameExists);
      const decision = { reviewedByUserId: actor.userId, reviewedAt: deps.clock.now() };
      const done =
        input.decision === 'APPROVE'
          ? await repo.approve(row, decision, changeFor(row))
          : await repo.reject(row.id, { ...decision, rejectReason: input.rejectReason });
      if (!done) throw new AppError(409, M.alreadyReviewed);
      return toDto(await viewOrThrow(row.registrationCode));
    },

    /** One proof file, for the registrant or a reviewer of the application (404 for anyone else). */
    async proofFile(actor: Actor, code: string, attachmentId: string) {
      const view = await viewOrThrow(code);
      if (view.registration.registrantUserId !== actor.userId) await reviewableView(actor, code);
      if (!view.registration.proveFileIds.includes(attachmentId)) throw new AppError(404, M.proofMissing);
      const [file] = await repo.attachmentsByCodes([attachmentId]);
      if (file?.status !== 'READY') throw new AppError(404, M.proofMissing);
      return {
        stream: await deps.storage.openRead(file.objectKey),
        headers: {
          'content-type': file.contentType,
          'content-disposition': contentDisposition('attachment', file.sourceName),
          'content-length': String(file.size),
          'cache-control': 'private, no-store',
        },
      };
    },

    settings: settingsOf,

    /** The community flags of SPEC §6, COMMUNITY_ADMIN only (403). */
    async updateSettings(
      access: CommunityAccess,
      input: z.output<typeof communitySettingsInput>,
    ): Promise<CommunitySettingsDto> {
      if (!access.roles.includes('COMMUNITY_ADMIN')) throw new AppError(403, M.adminRequired);
      const flags = {
        allowOwnerMotion: input.allowOwnerMotion,
        viewOnlyForOwners: input.viewOnlyForOwners,
        publishHouseNumbers: input.publishHouseNumbers ?? access.community.publishHouseNumbers,
        // Stored normalised: every role once, owners on (SPEC §3 votingRoleTypes).
        votingRoleTypes: votingRoleTypesOf(input.votingRoleTypes ?? access.community.votingRoleTypes),
      };
      await repo.saveFlags(access.community.id, flags);
      return settingsOf({ ...access, community: { ...access.community, ...flags } });
    },
  };
}

export type CommunityRegistrationService = ReturnType<typeof createCommunityRegistrationService>;
