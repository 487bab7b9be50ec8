import type { realNameInput } from '@gongzhi/domain/certification/certification-rules';
import { maskIdNumber } from '@gongzhi/domain/common/id-mask';
import { MESSAGES } from '@gongzhi/domain/common/messages';
import {
  type BasicSettingsDto,
  type basicSettingsQuery,
  GOV_SETTINGS_MESSAGES,
  type GovAuthApplicationDto,
  type GovAuthInfoDto,
  type GovAuthReviewInput,
  type govAuthReviewListInput,
  type govCertificationSubmitInput,
  isMaskedIdNumber,
  mayOpenBasicSettings,
} from '@gongzhi/domain/gov-settings/gov-settings-api';
import type { SaveBasicSettingsInput } from '@gongzhi/domain/gov-settings/gov-settings-rules';
import type { z } from 'zod';
import type { Actor } from '../../common/actor';
import { AppError, idCardBoundError } from '../../common/app-error';
import type { Clock } from '../../common/clock';
import { newBusinessCode } from '../../common/secure-random';
import type { Db } from '../../db/client';
import type { IdentityProvider } from '../../providers/identity/identity-provider';
import type { StorageProvider } from '../../providers/storage/storage-provider';
import type { CommunityRepository, GovStaffRow } from '../community/repository';
import { contentDisposition } from '../file/content-disposition';
import {
  createGovSettingsRepository,
  type GovCertificationView,
  type GovSettingsRepository,
} from './repository';

type Deps = {
  db: Db;
  identity: IdentityProvider;
  clock: Clock;
  communities: CommunityRepository;
  storage: StorageProvider;
};

const GOV_PROOF_UPLOAD_TYPE = 'TX_GOV_INFORMATION';

/** The settings row key of a staff member's own unit: their 社区, else their street. */
function unitCodeOf(staff: Pick<GovStaffRow, 'streetCode' | 'govCommunityCode'>): string {
  return staff.govCommunityCode ?? staff.streetCode;
}

export function createGovSettingsService(deps: Deps) {
  const repo: GovSettingsRepository = createGovSettingsRepository(deps.db);

  async function staffOf(actor: Actor): Promise<GovStaffRow> {
    const staff = await deps.communities.govStaffOf(actor.userId);
    if (!staff) throw new AppError(403, GOV_SETTINGS_MESSAGES.notGovStaff);
    return staff;
  }

  async function requireOperator(actor: Actor): Promise<void> {
    if (!(await repo.isOperator(actor.userId))) throw new AppError(403, GOV_SETTINGS_MESSAGES.notOperator);
  }

  async function verify(actor: Actor, name: string, cardNo: string): Promise<void> {
    if (await repo.otherHolderOf(cardNo, actor.userId)) throw idCardBoundError();
    const verdict = await deps.identity.verify({ name, cardNo, cardType: 'RESIDENT_ID_CARD' });
    if (!verdict.ok) throw new AppError(400, MESSAGES.idCardNameMismatch);
  }

  async function officeAddress(staff: GovStaffRow): Promise<string> {
    const settings = await repo.findSettings(unitCodeOf(staff));
    return settings?.address ?? `${staff.streetName}${staff.govCommunityName ?? ''}`;
  }

  async function toApplicationDto(view: GovCertificationView): Promise<GovAuthApplicationDto> {
    const row = view.application;
    const names = await repo.unitNames(
      [view.streetCode, view.govCommunityCode].filter((code): code is string => code !== null),
    );
    const files = await repo.attachmentsByCodes(row.proveFileIds);
    return {
      applicationId: row.applicationCode,
      mobile: view.mobile,
      fillOwnerName: row.fillOwnerName,
      fillCardNo: maskIdNumber(row.fillCardNo),
      position: row.position,
      level: view.level,
      streetName: names.get(view.streetCode) ?? '',
      govCommunityName: view.govCommunityCode ? (names.get(view.govCommunityCode) ?? null) : null,
      state: row.state,
      rejectReason: row.rejectReason,
      gmtCreate: row.createdAt.toISOString(),
      gmtReview: row.reviewedAt?.toISOString() ?? null,
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
    };
  }

  async function requireView(applicationId: string): Promise<GovCertificationView> {
    const view = await repo.findView(applicationId);
    if (!view) throw new AppError(404, GOV_SETTINGS_MESSAGES.applicationNotFound);
    return view;
  }

  /** The settings calls name a unit; it must be the caller's own (404 otherwise), certified (403). */
  async function requireOwnUnit(actor: Actor, codes: z.infer<typeof basicSettingsQuery>) {
    const staff = await staffOf(actor);
    if (codes.streetCode !== staff.streetCode || (codes.govCommunityCode ?? null) !== staff.govCommunityCode)
      throw new AppError(404, GOV_SETTINGS_MESSAGES.unitNotFound);
    if (!mayOpenBasicSettings(staff.hasGovAuth)) throw new AppError(403, MESSAGES.govCertFirst);
    return staff;
  }

  return {
    async info(actor: Actor): Promise<GovAuthInfoDto> {
      const staff = await staffOf(actor);
      const user = await repo.findUser(actor.userId);
      const latest = await repo.latestOf(actor.userId);
      const verified = Boolean(user?.realNameAt && user.cardNo);
      return {
        hasGovAuth: staff.hasGovAuth,
        realNameVerified: verified ? 'YES' : 'NO',
        ownerName: user?.ownerName ?? null,
        cardNo: verified && user?.cardNo ? maskIdNumber(user.cardNo) : null,
        position: staff.position ?? user?.position ?? null,
        communityAddress: await officeAddress(staff),
        streetName: staff.streetName,
        govCommunityName: staff.govCommunityName,
        rejectReason: latest?.state === 'REJECTED' ? latest.rejectReason : null,
        gmtApply: latest?.createdAt.toISOString() ?? null,
      };
    },

    /** The real-name check of an unverified applicant (SPEC §5); stores nothing. */
    async checkRealName(actor: Actor, input: z.infer<typeof realNameInput>) {
      await staffOf(actor);
      await verify(actor, input.name, input.cardNo);
      return { passed: true as const };
    },

    /**
     * Submits an application: allowed from NO or REJECTED (409 otherwise). A verified user applies
     * with the name and ID on file; an unverified one is checked by name + ID first. The proof files
     * must be the caller's finished TX_GOV_INFORMATION uploads.
     */
    async submit(actor: Actor, input: z.infer<typeof govCertificationSubmitInput>) {
      const staff = await staffOf(actor);
      if (staff.hasGovAuth === 'REVIEWING') throw new AppError(409, GOV_SETTINGS_MESSAGES.alreadyReviewing);
      if (staff.hasGovAuth === 'YES') throw new AppError(409, GOV_SETTINGS_MESSAGES.alreadyCertified);
      const user = await repo.findUser(actor.userId);
      const verified = Boolean(user?.realNameAt && user.cardNo);
      let ownerName = input.fillOwnerName;
      let cardNo = input.fillCardNo;
      if (verified && user?.cardNo) {
        // Verified users cannot edit name and ID: the application carries the ones on file.
        const sameName = input.fillOwnerName === user.ownerName;
        const sameCard = input.fillCardNo === user.cardNo || input.fillCardNo === maskIdNumber(user.cardNo);
        if (!sameName || !sameCard) throw new AppError(400, GOV_SETTINGS_MESSAGES.realNameFixed);
        ownerName = user.ownerName ?? input.fillOwnerName;
        cardNo = user.cardNo;
      } else {
        if (isMaskedIdNumber(input.fillCardNo)) throw new AppError(400, MESSAGES.idCardInvalid);
        await verify(actor, input.fillOwnerName, input.fillCardNo);
      }
      const codes = [...new Set(input.proveFileIds)];
      const files = await repo.attachmentsByCodes(codes);
      const usable = files.filter(
        (file) =>
          file.status === 'READY' &&
          file.uploaderUserId === actor.userId &&
          file.uploadType === GOV_PROOF_UPLOAD_TYPE,
      );
      if (usable.length !== codes.length) throw new AppError(400, GOV_SETTINGS_MESSAGES.proofMissing);
      const now = deps.clock.now();
      await deps.db.transaction(async (transaction) => {
        const tx = createGovSettingsRepository(transaction as unknown as Db);
        const moved = await tx.moveGovAuth(actor.userId, ['NO', 'REJECTED'], 'REVIEWING');
        if (!moved) throw new AppError(409, GOV_SETTINGS_MESSAGES.alreadyReviewing);
        await tx.insertApplication({
          applicationCode: newBusinessCode('G'),
          userId: actor.userId,
          fillOwnerName: ownerName,
          fillCardNo: cardNo,
          position: input.position,
          proveFileIds: codes,
          createdAt: now,
        });
      });
      return { hasGovAuth: 'REVIEWING' as const, message: MESSAGES.submitSuccess };
    },

    async isOperator(actor: Actor) {
      return { isOperator: (await repo.isOperator(actor.userId)) ? ('YES' as const) : ('NO' as const) };
    },

    async reviewList(actor: Actor, input: z.infer<typeof govAuthReviewListInput>) {
      await requireOperator(actor);
      const { rows, total } = await repo.list(input.state, input.page, input.size);
      const list = [];
      for (const row of rows) list.push(await toApplicationDto(row));
      return { list, total, page: input.page, size: input.size };
    },

    async reviewInfo(actor: Actor, applicationId: string) {
      await requireOperator(actor);
      return toApplicationDto(await requireView(applicationId));
    },

    /**
     * An operator's decision: APPROVE makes the staff member YES (position from the application) and,
     * if they had no verified identity, stores the checked name and ID; REJECTED makes them REJECTED.
     */
    async review(actor: Actor, input: GovAuthReviewInput) {
      await requireOperator(actor);
      const view = await requireView(input.applicationId);
      if (view.application.state !== 'REVIEWING')
        throw new AppError(409, GOV_SETTINGS_MESSAGES.alreadyReviewed);
      await deps.db.transaction(async (transaction) => {
        const tx = createGovSettingsRepository(transaction as unknown as Db);
        const row = view.application;
        const now = deps.clock.now();
        const decided = await tx.decide(row.id, {
          state: input.state,
          rejectReason: input.state === 'REJECTED' ? (input.rejectReason ?? null) : null,
          reviewerUserId: actor.userId,
          reviewedAt: now,
        });
        if (!decided) throw new AppError(409, GOV_SETTINGS_MESSAGES.alreadyReviewed);
        if (input.state === 'APPROVE') {
          await tx.moveGovAuth(row.userId, ['REVIEWING'], 'YES', row.position);
          const applicant = await tx.findUser(row.userId);
          if (applicant && !applicant.realNameAt) {
            await tx.setRealName(row.userId, {
              ownerName: row.fillOwnerName,
              cardNo: row.fillCardNo,
              realNameAt: now,
            });
          }
        } else {
          await tx.moveGovAuth(row.userId, ['REVIEWING'], 'REJECTED');
        }
      });
      return toApplicationDto(await requireView(input.applicationId));
    },

    /** An operator opens one proof file of an application (the uploader alone could otherwise). */
    async proofFile(actor: Actor, applicationId: string, attachmentId: string) {
      await requireOperator(actor);
      const view = await requireView(applicationId);
      if (!view.application.proveFileIds.includes(attachmentId))
        throw new AppError(404, GOV_SETTINGS_MESSAGES.proofMissing);
      const [file] = await repo.attachmentsByCodes([attachmentId]);
      if (file?.status !== 'READY') throw new AppError(404, GOV_SETTINGS_MESSAGES.proofMissing);
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

    async basicSettings(actor: Actor, codes: z.infer<typeof basicSettingsQuery>): Promise<BasicSettingsDto> {
      const staff = await requireOwnUnit(actor, codes);
      const row = await repo.findSettings(unitCodeOf(staff));
      return {
        address: row?.address ?? '',
        serviceDate: row?.serviceDate ?? '',
        contactWay: row?.contactWay ?? '',
        isOpenYellowPage: row?.isOpenYellowPage ?? 'NO',
      };
    },

    async saveBasicSettings(actor: Actor, input: SaveBasicSettingsInput): Promise<BasicSettingsDto> {
      const staff = await requireOwnUnit(actor, {
        streetCode: input.streetCode,
        govCommunityCode: input.govCommunityCode ?? undefined,
      });
      const row = await repo.saveSettings({
        unitCode: unitCodeOf(staff),
        streetCode: staff.streetCode,
        govCommunityCode: staff.govCommunityCode,
        address: input.address,
        serviceDate: input.serviceDate,
        contactWay: input.contactWay,
        isOpenYellowPage: input.isOpenYellowPage,
        updatedByUserId: actor.userId,
        updatedAt: deps.clock.now(),
      });
      return {
        address: row.address,
        serviceDate: row.serviceDate,
        contactWay: row.contactWay,
        isOpenYellowPage: row.isOpenYellowPage,
      };
    },
  };
}

export type GovSettingsService = ReturnType<typeof createGovSettingsService>;
