import type {
  BaseInfoDto,
  CertificationListItemDto,
  certificationSearchInput,
  MyHousesDto,
} from '@gongzhi/domain/certification/certification-api';
import {
  type CertificationSubmitInput,
  type certificationReviewInput,
  ownerCertificationStatus,
  type realNameInput,
} from '@gongzhi/domain/certification/certification-rules';
import { maskIdNumber } from '@gongzhi/domain/common/id-mask';
import { MESSAGES } from '@gongzhi/domain/common/messages';
import { countedArea } from '@gongzhi/domain/roster/area';
import type { z } from 'zod';
import type { Actor } from '../../common/actor';
import { AppError, idCardBoundError } from '../../common/app-error';
import type { Clock } from '../../common/clock';
import { newBusinessCode } from '../../common/secure-random';
import type { Db } from '../../db/client';
import type { IdentityProvider } from '../../providers/identity/identity-provider';
import type { CommunityAccess } from '../community/access-service';
import { type AttachmentDto, toAttachmentDto } from '../file/attachment-dto';
import type { RosterUsageChecker } from '../roster/usage-checker';
import {
  type CertificationRepository,
  type CertificationView,
  createCertificationRepository,
} from './repository';

export const CERTIFICATION_MESSAGES = {
  notFound: '认证申请不存在或您无权访问',
  communityNotFound: '小区不存在',
  buildingNotFound: '楼栋不存在',
  houseNotFound: '房屋不存在',
  proofMissing: '证明文件不存在，请重新上传',
  pending: '您已有审核中的认证申请，请耐心等待审核',
  alreadyCertified: '您已认证该房屋',
  alreadyReviewed: '该申请已审核',
  realNameDone: '您已完成实名认证，如需更换请先解绑',
} as const;

type Deps = { db: Db; identity: IdentityProvider; clock: Clock; usage: RosterUsageChecker };

export type CertificationInfo = CertificationListItemDto & {
  agentCardNo: string | null;
  agentMobile: string | null;
  reviewerName: string | null;
  proveFiles: AttachmentDto[];
  agentProveFiles: AttachmentDto[];
};

export function toListItem(view: CertificationView): CertificationListItemDto {
  const row = view.certification;
  return {
    certificationId: row.certificationCode,
    certificationType: row.certificationType,
    state: row.state,
    gmtCreate: row.createdAt.toISOString(),
    gmtReview: row.reviewedAt?.toISOString() ?? null,
    ownerName: row.ownerName,
    mobile: view.mobile,
    cardType: row.cardType,
    cardNo: maskIdNumber(row.cardNo),
    isAgent: row.isAgent,
    agentName: row.agentName,
    agentCardType: row.agentCardType ?? null,
    house: {
      houseCode: view.houseCode,
      buildingCode: view.buildingCode,
      buildingName: view.buildingName,
      unitNo: view.unitNo,
      houseNo: view.houseNo,
    },
    houseCount: view.houseCount,
    rejectReason: row.rejectReason,
    communityInfoCode: view.communityInfoCode,
    communityName: view.communityName,
  };
}

export function createCertificationService(deps: Deps) {
  const repo = createCertificationRepository(deps.db);

  async function info(
    view: CertificationView,
    source: CertificationRepository = repo,
  ): Promise<CertificationInfo> {
    const row = view.certification;
    const files = await source.attachmentsByCodes([...row.proveFileIds, ...row.agentProveFileIds]);
    const pick = (codes: readonly string[]) =>
      codes.flatMap((code) => {
        const file = files.find((item) => item.attachmentId === code);
        return file ? [toAttachmentDto(file)] : [];
      });
    return {
      ...toListItem(view),
      agentCardNo: row.agentCardNo ? maskIdNumber(row.agentCardNo) : null,
      agentMobile: row.agentMobile,
      reviewerName: view.reviewerName,
      proveFiles: pick(row.proveFileIds),
      agentProveFiles: pick(row.agentProveFileIds),
    };
  }

  async function requireInCommunity(
    access: CommunityAccess,
    certificationId: string,
  ): Promise<CertificationView> {
    const view = await repo.findView(certificationId);
    if (!view || view.certification.communityId !== access.community.id) {
      throw new AppError(404, CERTIFICATION_MESSAGES.notFound);
    }
    return view;
  }

  /** SPEC §8 534: a resident ID may be bound to one user only. */
  async function assertIdFree(
    source: CertificationRepository,
    cardType: string,
    cardNo: string,
    userId: number,
  ) {
    if (cardType !== 'RESIDENT_ID_CARD') return;
    if (await source.otherHolderOf(cardNo, userId)) throw idCardBoundError();
  }

  async function verifyIdentity(actor: Actor, input: z.infer<typeof realNameInput>) {
    await assertIdFree(repo, input.cardType, input.cardNo, actor.userId);
    const verdict = await deps.identity.verify(input);
    if (!verdict.ok) throw new AppError(400, verdict.message);
  }

  async function baseInfo(actor: Actor): Promise<BaseInfoDto> {
    const user = await repo.findUser(actor.userId);
    if (!user) throw new AppError(401, MESSAGES.sessionExpired);
    return {
      userId: user.userCode,
      ownerName: user.ownerName,
      mobile: user.mobile,
      avatar: user.avatar,
      cardType: user.cardNo ? (user.cardType ?? 'RESIDENT_ID_CARD') : null,
      cardNo: user.cardNo ? maskIdNumber(user.cardNo) : null,
      hasRealName: user.realNameAt ? 'YES' : 'NO',
      certificationStatus: ownerCertificationStatus(await repo.statesOfUser(actor.userId)),
    };
  }

  return {
    baseInfo,

    /** reviewIdentityCheckTwo: checks name + ID, stores nothing. */
    async identityCheck(actor: Actor, input: z.infer<typeof realNameInput>) {
      await verifyIdentity(actor, input);
      return { passed: true as const };
    },

    /** commitRealName: checks, then stores name + ID as the caller's verified identity. */
    async commitRealName(actor: Actor, input: z.infer<typeof realNameInput>) {
      const user = await repo.findUser(actor.userId);
      if (user?.realNameAt && user.cardNo && user.cardNo !== input.cardNo) {
        throw new AppError(409, CERTIFICATION_MESSAGES.realNameDone);
      }
      await verifyIdentity(actor, input);
      await repo.setRealName(actor.userId, { ...input, ownerName: input.name, realNameAt: deps.clock.now() });
      return baseInfo(actor);
    },

    async submit(actor: Actor, input: CertificationSubmitInput): Promise<CertificationListItemDto> {
      const community = await repo.findCommunity(input.communityInfoCode);
      if (!community) throw new AppError(404, CERTIFICATION_MESSAGES.communityNotFound);
      const house = await repo.findHouse(input.houseCode);
      if (!house || house.communityId !== community.id)
        throw new AppError(404, CERTIFICATION_MESSAGES.houseNotFound);
      const fileCodes = [
        ...new Set([
          ...input.proveFileIds,
          ...(input.isAgent === 'YES' ? (input.agentProveFileIds ?? []) : []),
        ]),
      ];
      const files = await repo.attachmentsByCodes(fileCodes);
      const usable = files.filter((file) => file.status === 'READY' && file.uploaderUserId === actor.userId);
      if (usable.length !== fileCodes.length) throw new AppError(400, CERTIFICATION_MESSAGES.proofMissing);
      await assertIdFree(repo, input.cardType, input.cardNo, actor.userId);
      const user = await repo.findUser(actor.userId);
      if (
        user?.cardNo &&
        input.cardType === 'RESIDENT_ID_CARD' &&
        input.certificationType === 'OWNER' &&
        input.isAgent === 'NO' &&
        user.cardNo !== input.cardNo &&
        user.realNameAt
      ) {
        // An owner applying for themself must use their own verified ID.
        throw new AppError(400, MESSAGES.idCardNameMismatch);
      }
      const link = await repo.linkOf(actor.userId, house.id);
      if (link?.infoState === 'CORRECT_INFO')
        throw new AppError(409, CERTIFICATION_MESSAGES.alreadyCertified);
      if (await repo.pendingFor(actor.userId, house.id))
        throw new AppError(409, CERTIFICATION_MESSAGES.pending);
      const agent = input.isAgent === 'YES';
      const row = await repo.insert({
        certificationCode: newBusinessCode('C'),
        communityId: community.id,
        houseId: house.id,
        userId: actor.userId,
        certificationType: input.certificationType,
        ownerName: input.ownerName,
        cardType: input.cardType,
        cardNo: input.cardNo,
        proveFileIds: input.proveFileIds,
        isAgent: input.isAgent,
        agentName: agent ? (input.agentName ?? null) : null,
        agentMobile: agent ? (input.agentMobile ?? null) : null,
        agentCardType: agent ? (input.agentCardType ?? 'RESIDENT_ID_CARD') : null,
        agentCardNo: agent ? (input.agentCardNo ?? null) : null,
        agentProveFileIds: agent ? (input.agentProveFileIds ?? []) : [],
        createdAt: deps.clock.now(),
      });
      await repo.attachToCommunity(fileCodes, community.id);
      const view = await repo.findView(row.certificationCode);
      if (!view) throw new Error('certification vanished');
      return toListItem(view);
    },

    async myList(actor: Actor) {
      return (await repo.listOfUser(actor.userId)).map(toListItem);
    },

    async search(access: CommunityAccess, input: z.infer<typeof certificationSearchInput>) {
      const { rows, total } = await repo.search(
        {
          communityId: access.community.id,
          types: input.types,
          state: input.state,
          searchKey: input.searchKey,
        },
        input.page,
        input.size,
      );
      return { list: rows.map(toListItem), total, page: input.page, size: input.size };
    },

    async getInfo(access: CommunityAccess, certificationId: string) {
      return info(await requireInCommunity(access, certificationId));
    },

    /**
     * Approve binds the applicant to the house (CORRECT_INFO, counted by certificationRate) and
     * gives an applicant without an ID on file this one; reject records the reason.
     */
    async review(actor: Actor, access: CommunityAccess, input: z.infer<typeof certificationReviewInput>) {
      const view = await requireInCommunity(access, input.certificationId);
      if (view.certification.state !== 'REVIEWING')
        throw new AppError(409, CERTIFICATION_MESSAGES.alreadyReviewed);
      // Binding an owner is a roster change: a vote that has started keeps its roll without it.
      if (input.state === 'APPROVE') await deps.usage.beforeRosterChange(access.community.id);
      return deps.db.transaction(async (transaction) => {
        const tx = createCertificationRepository(transaction as unknown as Db);
        const row = view.certification;
        const now = deps.clock.now();
        const decided = await tx.decide(row.id, {
          state: input.state,
          rejectReason: input.state === 'REJECTED' ? (input.rejectReason ?? null) : null,
          reviewerUserId: actor.userId,
          reviewedAt: now,
        });
        if (!decided) throw new AppError(409, CERTIFICATION_MESSAGES.alreadyReviewed);
        if (input.state === 'APPROVE') {
          const isSelf = row.isAgent === 'NO' || row.certificationType !== 'OWNER';
          if (isSelf) await assertIdFree(tx, row.cardType, row.cardNo, row.userId);
          await tx.upsertCertifiedLink({
            userId: row.userId,
            houseId: row.houseId,
            relationType: row.certificationType,
            infoState: 'CORRECT_INFO',
            source: 'CERTIFICATION',
            ownerName: row.ownerName,
            cardType: row.cardType,
            cardNo: row.cardNo,
          });
          const applicant = await tx.findUser(row.userId);
          if (applicant && !applicant.cardNo && row.cardType === 'RESIDENT_ID_CARD') {
            await tx.setRealName(row.userId, {
              ownerName: row.ownerName,
              cardNo: row.cardNo,
              cardType: row.cardType,
              realNameAt: null,
            });
          }
        }
        const after = await tx.findView(row.certificationCode);
        if (!after) throw new Error('certification vanished');
        return info(after, tx);
      });
    },

    async buildingOptions(communityInfoCode: string) {
      const community = await repo.findCommunity(communityInfoCode);
      if (!community) throw new AppError(404, CERTIFICATION_MESSAGES.communityNotFound);
      return repo.buildingsOf(community.id);
    },

    async houseOptions(communityInfoCode: string, buildingCode: string) {
      const community = await repo.findCommunity(communityInfoCode);
      const building = await repo.findBuilding(buildingCode);
      if (!community || !building || building.communityId !== community.id) {
        throw new AppError(404, CERTIFICATION_MESSAGES.buildingNotFound);
      }
      return repo.housesOf(building.id);
    },

    async myHouses(actor: Actor): Promise<MyHousesDto> {
      const [links, memberships] = await Promise.all([
        repo.linkedHousesOf(actor.userId),
        repo.memberCommunitiesOf(actor.userId),
      ]);
      const byCode = new Map<string, MyHousesDto['communities'][number]>();
      for (const community of memberships)
        byCode.set(community.communityInfoCode, { ...community, houses: [] });
      for (const link of links) {
        const entry = byCode.get(link.communityInfoCode) ?? {
          communityInfoCode: link.communityInfoCode,
          communityName: link.communityName,
          houses: [],
        };
        entry.houses.push({
          houseCode: link.houseCode,
          buildingName: link.buildingName,
          buildingAttribute: link.buildingAttribute,
          unitNo: link.unitNo,
          floor: link.floor,
          houseNo: link.houseNo,
          area: countedArea(link),
          relationType: link.relationType,
          ownerHouseInfoState: link.ownerHouseInfoState,
        });
        byCode.set(link.communityInfoCode, entry);
      }
      return { communities: [...byCode.values()] };
    },
  };
}

export type CertificationService = ReturnType<typeof createCertificationService>;
