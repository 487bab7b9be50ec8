import { MESSAGES } from '@gongzhi/domain/common/messages';
import { hasRichTextContent } from '@gongzhi/domain/common/text-rules';
import type {
  OwnerProposalInfoDto,
  OwnerProposalItemDto,
  OwnerProposalListDto,
  OwnerProposalUpdateInput,
  OwnerSignInput,
  ProposalAttachmentDto,
  ProposalCreateInput,
  ProposalFillPageDto,
  ProposalInfoDto,
  ProposalListInput,
  ProposalListItemDto,
  ProposalTemplateInfoDto,
  ProposalTemplateItemDto,
  ProposalUpdateInput,
} from '@gongzhi/domain/proposal/proposal-api';
import { ProposalDisplayState, ProposalType } from '@gongzhi/domain/proposal/proposal-enums';
import {
  maskPersonName,
  mayCreateProposal,
  PROPOSAL_MESSAGES,
  proposalChangeRefusal,
  signStateRefusal,
  typedNameMatches,
} from '@gongzhi/domain/proposal/proposal-rules';
import { deriveProposalState } from '@gongzhi/domain/proposal/proposal-status';
import type { Actor } from '../../common/actor';
import { AppError } from '../../common/app-error';
import type { Clock } from '../../common/clock';
import { isUniqueViolation } from '../../common/db-errors';
import { sanitizeRichText } from '../../common/rich-text';
import { newBusinessCode } from '../../common/secure-random';
import type { Db } from '../../db/client';
import type { CommunityAccess } from '../community/access-service';
import { createCommunityRolls } from './community-rolls';
import { findTemplate, PROPOSAL_TEMPLATES, type ProposalTemplate } from './proposal-templates';
import {
  type AttachmentRow,
  createProposalRepository,
  type ProposalListRow,
  type ProposalRepository,
} from './repository';
import { createSignatureTallies } from './signature-tallies';

type Deps = { db: Db; clock: Clock };

type ProposalBody = Omit<ProposalCreateInput, 'communityInfoCode'>;

const SIGN_IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

function attachmentDto(row: AttachmentRow): ProposalAttachmentDto {
  return {
    attachmentId: row.attachmentId,
    pubAttachmentId: row.pubAttachmentId,
    sourceName: row.sourceName,
    contentType: row.contentType,
    size: row.size,
  };
}

function templateItem(template: ProposalTemplate): ProposalTemplateItemDto {
  return {
    templateId: template.templateId,
    templateName: template.templateName,
    proposalType: template.proposalType,
    proposalTypeName: ProposalType.label(template.proposalType),
    summary: template.summary,
  };
}

export function createProposalService(deps: Deps) {
  const { db, clock } = deps;
  const repo = createProposalRepository(db);
  const rollOf = createCommunityRolls({ rosterVersion: repo.rosterVersion, rollHouses: repo.rollHouses });
  const inTransaction = <T>(work: (tx: ProposalRepository) => Promise<T>) =>
    db.transaction(async (tx) => work(createProposalRepository(tx as unknown as Db)));

  function itemDto(row: ProposalListRow, communityInfoCode: string, now: Date): ProposalListItemDto {
    const state = deriveProposalState(row, now);
    return {
      proposalId: row.proposalCode,
      communityInfoCode,
      title: row.title,
      proposalType: row.proposalType,
      proposalTypeName: ProposalType.label(row.proposalType),
      startDate: row.startDate.toISOString(),
      endDate: row.endDate.toISOString(),
      proposalState: state,
      proposalStateName: ProposalDisplayState.label(state),
      signNum: row.signNum,
      creatorName: row.creatorName ?? '',
      creatorType: row.creatorType,
      createdAt: row.createdAt.toISOString(),
      relationIntention: row.relationIntention,
    };
  }

  async function requireProposal(access: CommunityAccess, proposalId: string): Promise<ProposalListRow> {
    const row = await repo.findByCode(proposalId);
    if (!row || row.communityId !== access.community.id) throw new AppError(404, PROPOSAL_MESSAGES.notFound);
    return row;
  }

  const share = createSignatureTallies({ rollOf, signersAfter: repo.signersAfter });

  /**
   * Attachments named by a proposal must exist, be uploaded, and be the caller's own or already the
   * community's; the caller's are then claimed for the community so its staff can open them.
   */
  async function checkFiles(
    tx: ProposalRepository,
    codes: readonly string[],
    userId: number,
    communityId: number,
  ) {
    const unique = [...new Set(codes)];
    const rows = await tx.attachmentsByCodes(unique);
    const usable = rows.filter(
      (row) =>
        row.status === 'READY' &&
        (row.communityId === communityId || (row.communityId === null && row.uploaderUserId === userId)),
    );
    if (usable.length !== unique.length) throw new AppError(400, MESSAGES.fileUploadFailed);
    await tx.claimAttachments(
      usable.filter((row) => row.communityId === null).map((row) => row.id),
      communityId,
    );
    return unique;
  }

  /** The stored form of a proposal body: sanitised text (still non-empty), future end, usable files. */
  async function prepareBody(
    tx: ProposalRepository,
    body: ProposalBody,
    userId: number,
    communityId: number,
  ) {
    const content = sanitizeRichText(body.content);
    if (!hasRichTextContent(content)) throw new AppError(400, MESSAGES.contentRequired);
    const startDate = new Date(body.startDate);
    const endDate = new Date(body.endDate);
    if (endDate.getTime() <= clock.now().getTime()) throw new AppError(400, PROPOSAL_MESSAGES.endInPast);
    if (body.templateId && !findTemplate(body.templateId))
      throw new AppError(400, PROPOSAL_MESSAGES.templateNotFound);
    const materialAttachments = await checkFiles(tx, body.materialAttachments, userId, communityId);
    // No draft stage: the community's owners see a proposal and its materials (not sign sheets) at once.
    await tx.publishMaterials(materialAttachments);
    return {
      title: body.title,
      proposalType: body.proposalType,
      content,
      startDate,
      endDate,
      materialAttachments,
      signAttachment: await checkFiles(tx, body.signAttachment, userId, communityId),
      templateId: body.templateId ?? null,
    };
  }

  async function infoOf(row: ProposalListRow, communityInfoCode: string, communityName: string) {
    const [materials, signFiles, statistics] = await Promise.all([
      repo.attachmentsByCodes(row.materialAttachments),
      repo.attachmentsByCodes(row.signAttachment),
      share(row),
    ]);
    return {
      ...itemDto(row, communityInfoCode, clock.now()),
      communityName,
      content: row.content,
      templateId: row.templateId,
      materialAttachments: materials.map(attachmentDto),
      signAttachment: signFiles.map(attachmentDto),
      statistics,
    };
  }

  async function insertProposal(
    communityId: number,
    userId: number,
    creatorType: 'STAFF' | 'OWNER',
    body: ProposalBody,
  ): Promise<string> {
    return inTransaction(async (tx) => {
      const prepared = await prepareBody(tx, body, userId, communityId);
      const now = clock.now();
      const row = await tx.insert({
        proposalCode: newBusinessCode('P'),
        communityId,
        ...prepared,
        creatorUserId: userId,
        creatorType,
        createdAt: now,
        updatedAt: now,
      });
      return row.proposalCode;
    });
  }

  /** An owner's certified standing in a community (SPEC §6 owner role), for signing and motions. */
  async function ownerStanding(userId: number, communityId: number) {
    const certified = await repo.certifiedHouses(userId, communityId);
    return { ...certified, isCertifiedOwner: certified.houses.length > 0 };
  }

  async function ownerVisibleProposal(userId: number, proposalId: string) {
    const row = await repo.findByCode(proposalId);
    const communities = await repo.ownerCommunities(userId);
    const community = row ? communities.find((item) => item.id === row.communityId) : undefined;
    if (!row || !community) throw new AppError(404, PROPOSAL_MESSAGES.notFound);
    return { row, community };
  }

  async function ownerInfo(userId: number, proposalId: string): Promise<OwnerProposalInfoDto> {
    const { row, community } = await ownerVisibleProposal(userId, proposalId);
    const now = clock.now();
    const [fill, standing, materials, statistics] = await Promise.all([
      repo.fillOf(row.id, userId),
      ownerStanding(userId, row.communityId),
      repo.attachmentsByCodes(row.materialAttachments),
      share(row),
    ]);
    const state = deriveProposalState(row, now);
    const mine = row.creatorType === 'OWNER' && row.creatorUserId === userId;
    const cannotSignReason = fill
      ? PROPOSAL_MESSAGES.signedTwice
      : (signStateRefusal(state) ?? (standing.isCertifiedOwner ? null : PROPOSAL_MESSAGES.notCertifiedOwner));
    return {
      ...itemDto(row, community.communityInfoCode, now),
      communityName: community.communityName,
      signed: fill !== null,
      content: row.content,
      materialAttachments: materials.map(attachmentDto),
      statistics,
      canSign: cannotSignReason === null,
      cannotSignReason: fill ? null : cannotSignReason,
      mySignedAt: fill ? fill.createdAt.toISOString() : null,
      mine,
      canEdit: mine && proposalChangeRefusal(state, row.signNum) === null,
      canDelete: mine && row.signNum === 0,
    };
  }

  /**
   * The owner's own motion under the row lock (ours): another owner's or a staff proposal is 403,
   * so an owner never changes what others started. `proposalCode` comes from ownerVisibleProposal,
   * read before the transaction (PGlite has one connection: no outside query inside it).
   */
  async function lockOwnMotion(tx: ProposalRepository, userId: number, proposalCode: string) {
    const row = await tx.lockByCode(proposalCode);
    if (!row) throw new AppError(404, PROPOSAL_MESSAGES.notFound);
    if (row.creatorType !== 'OWNER' || row.creatorUserId !== userId)
      throw new AppError(403, PROPOSAL_MESSAGES.notMine);
    return row;
  }

  async function infoByCode(access: CommunityAccess, proposalId: string): Promise<ProposalInfoDto> {
    const row = await requireProposal(access, proposalId);
    return infoOf(row, access.community.communityInfoCode, access.community.communityName);
  }

  return {
    templateList(proposalType?: ProposalType): ProposalTemplateItemDto[] {
      return PROPOSAL_TEMPLATES.filter(
        (template) => !proposalType || template.proposalType === proposalType,
      ).map(templateItem);
    },

    templateInfo(templateId: string): ProposalTemplateInfoDto {
      const template = findTemplate(templateId);
      if (!template) throw new AppError(404, PROPOSAL_MESSAGES.templateNotFound);
      return { ...templateItem(template), title: template.title, content: template.content };
    },

    async list(access: CommunityAccess, input: ProposalListInput) {
      const now = clock.now();
      const { rows, total } = await repo.list(
        [access.community.id],
        { state: input.proposalState, proposalType: input.proposalType, searchKey: input.searchKey, now },
        { page: input.page, size: input.size },
      );
      return {
        list: rows.map((row) => itemDto(row, access.community.communityInfoCode, now)),
        total,
        page: input.page,
        size: input.size,
      };
    },

    /** Proposals no questionnaire names yet (relationProposalId), newest first, for the questionnaire form. */
    async listByNoIntention(access: CommunityAccess): Promise<ProposalListItemDto[]> {
      const now = clock.now();
      const { rows } = await repo.list([access.community.id], { now, noIntention: true }, null);
      return rows.map((row) => itemDto(row, access.community.communityInfoCode, now));
    },

    info: infoByCode,

    async create(
      access: CommunityAccess,
      actor: Actor,
      input: ProposalCreateInput,
    ): Promise<ProposalInfoDto> {
      const { communityInfoCode: _code, ...body } = input;
      const code = await insertProposal(access.community.id, actor.userId, 'STAFF', body);
      return infoByCode(access, code);
    },

    async update(
      access: CommunityAccess,
      actor: Actor,
      input: ProposalUpdateInput,
    ): Promise<ProposalInfoDto> {
      const { communityInfoCode: _code, proposalId, ...body } = input;
      await inTransaction(async (tx) => {
        const row = await tx.lockByCode(proposalId);
        if (!row || row.communityId !== access.community.id)
          throw new AppError(404, PROPOSAL_MESSAGES.notFound);
        const refusal = proposalChangeRefusal(
          deriveProposalState(row, clock.now()),
          (await tx.signerIds(row.id)).length,
        );
        if (refusal) throw new AppError(409, refusal);
        const prepared = await prepareBody(tx, body, actor.userId, access.community.id);
        await tx.update(row.id, { ...prepared, updatedAt: clock.now() });
      });
      return infoByCode(access, proposalId);
    },

    async remove(access: CommunityAccess, proposalId: string): Promise<null> {
      await inTransaction(async (tx) => {
        const row = await tx.lockByCode(proposalId);
        if (!row || row.communityId !== access.community.id)
          throw new AppError(404, PROPOSAL_MESSAGES.notFound);
        // Ended proposals without signatures may go; signed ones are kept as the record of the motion.
        if ((await tx.signerIds(row.id)).length > 0) throw new AppError(409, PROPOSAL_MESSAGES.hasSignatures);
        await tx.remove(row.id);
      });
      return null;
    },

    async fills(
      access: CommunityAccess,
      input: { proposalId: string; page: number; size: number },
    ): Promise<ProposalFillPageDto> {
      const proposal = await requireProposal(access, input.proposalId);
      const { rows, total } = await repo.fills(proposal.id, { page: input.page, size: input.size });
      const houses = await repo.housesByIds([...new Set(rows.flatMap((row) => row.houseIds))]);
      const byId = new Map(houses.map((house) => [house.houseId, house]));
      return {
        list: rows.map((row) => {
          const own = row.houseIds.flatMap((id) => byId.get(id) ?? []);
          return {
            fillId: row.fillCode,
            ownerName: maskPersonName(row.ownerName),
            houses: own.map((house) => house.label),
            area: own.reduce((sum, house) => sum + house.area, 0),
            signType: row.signType,
            signImage: row.signImage ? attachmentDto(row.signImage) : null,
            signedAt: row.createdAt.toISOString(),
          };
        }),
        total,
        page: input.page,
        size: input.size,
        statistics: await share(proposal),
      };
    },

    /** Answers 404 for another community's proposal before a PDF job is queued. */
    async requireProposal(access: CommunityAccess, proposalId: string) {
      return requireProposal(access, proposalId);
    },

    // ── owner H5 ──

    async ownerList(userId: number, communityInfoCode?: string): Promise<OwnerProposalListDto> {
      const now = clock.now();
      const communities = (await repo.ownerCommunities(userId)).filter(
        (community) => !communityInfoCode || community.communityInfoCode === communityInfoCode,
      );
      const byId = new Map(communities.map((community) => [community.id, community]));
      const { rows } = await repo.list(
        communities.map((community) => community.id),
        { now },
        null,
      );
      const signed = await repo.signedProposalIds(
        userId,
        rows.map((row) => row.id),
      );
      const list: OwnerProposalItemDto[] = rows.map((row) => {
        const community = byId.get(row.communityId);
        return {
          ...itemDto(row, community?.communityInfoCode ?? '', now),
          communityName: community?.communityName ?? '',
          signed: signed.has(row.id),
        };
      });
      return {
        communities: communities.map((community) => ({
          communityInfoCode: community.communityInfoCode,
          communityName: community.communityName,
          canCreate: mayCreateProposal({
            permissions: [],
            isCertifiedOwner: Boolean(community.certified),
            allowOwnerMotion: community.allowOwnerMotion,
          }),
        })),
        list,
      };
    },

    ownerInfo,

    /**
     * One signature per owner per proposal (unique key as the backstop), only while in progress and
     * only by a certified owner of the community. The row lock makes update/delete wait for signing;
     * two signatures of one owner at once meet at the unique key, and the second is told so.
     */
    async sign(userId: number, input: OwnerSignInput): Promise<OwnerProposalInfoDto> {
      const { row: visible } = await ownerVisibleProposal(userId, input.proposalId);
      await inTransaction(async (tx) => {
        const row = await tx.lockForSign(visible.proposalCode);
        if (!row) throw new AppError(404, PROPOSAL_MESSAGES.notFound);
        const refusal = signStateRefusal(deriveProposalState(row, clock.now()));
        if (refusal) throw new AppError(409, refusal);
        if (await tx.fillOf(row.id, userId)) throw new AppError(409, PROPOSAL_MESSAGES.signedTwice);
        const standing = await tx.certifiedHouses(userId, row.communityId);
        if (standing.houses.length === 0) throw new AppError(403, PROPOSAL_MESSAGES.notCertifiedOwner);
        const userName = await tx.userName(userId);
        const names = [userName, ...standing.names];
        let signImageId: number | null = null;
        if (input.signType === 'TYPED_NAME') {
          if (!typedNameMatches(input.signName ?? '', names))
            throw new AppError(400, PROPOSAL_MESSAGES.signNameMismatch);
        } else {
          const [image] = await tx.attachmentsByCodes([input.signImage ?? '']);
          const usable =
            image !== undefined &&
            image.status === 'READY' &&
            image.uploaderUserId === userId &&
            SIGN_IMAGE_TYPES.has(image.contentType) &&
            (image.communityId === null || image.communityId === row.communityId);
          if (!usable) throw new AppError(400, PROPOSAL_MESSAGES.signImageInvalid);
          await tx.claimAttachments([image.id], row.communityId);
          signImageId = image.id;
        }
        await tx.insertFill({
          fillCode: newBusinessCode('F'),
          proposalId: row.id,
          userId,
          signType: input.signType,
          signImageId,
          signName: input.signType === 'TYPED_NAME' ? (input.signName ?? null) : null,
          ownerName: userName ?? standing.names.find((name) => name) ?? '',
          houseIds: standing.houses.map((house) => house.houseId),
          createdAt: clock.now(),
        });
      }).catch((error: unknown) => {
        throw isUniqueViolation(error) ? new AppError(409, PROPOSAL_MESSAGES.signedTwice) : error;
      });
      return ownerInfo(userId, input.proposalId);
    },

    /** Ours: an owner changes their own motion under the staff rules (no signature yet, not ended). */
    async ownerUpdate(userId: number, input: OwnerProposalUpdateInput): Promise<OwnerProposalInfoDto> {
      const { proposalId, ...body } = input;
      const { row: visible } = await ownerVisibleProposal(userId, proposalId);
      await inTransaction(async (tx) => {
        const row = await lockOwnMotion(tx, userId, visible.proposalCode);
        const refusal = proposalChangeRefusal(
          deriveProposalState(row, clock.now()),
          (await tx.signerIds(row.id)).length,
        );
        if (refusal) throw new AppError(409, refusal);
        const prepared = await prepareBody(
          tx,
          { ...body, signAttachment: row.signAttachment },
          userId,
          row.communityId,
        );
        await tx.update(row.id, { ...prepared, updatedAt: clock.now() });
      });
      return ownerInfo(userId, proposalId);
    },

    /** Ours: an owner withdraws their own motion while nobody has signed it. */
    async ownerRemove(userId: number, proposalId: string): Promise<null> {
      const { row: visible } = await ownerVisibleProposal(userId, proposalId);
      await inTransaction(async (tx) => {
        const row = await lockOwnMotion(tx, userId, visible.proposalCode);
        if ((await tx.signerIds(row.id)).length > 0) throw new AppError(409, PROPOSAL_MESSAGES.hasSignatures);
        await tx.remove(row.id);
      });
      return null;
    },

    /** An owner's motion (SPEC §6): allowed when the community allows owner motions and the owner is certified. */
    async ownerCreate(userId: number, input: ProposalCreateInput): Promise<OwnerProposalInfoDto> {
      const { communityInfoCode, ...body } = input;
      const community = (await repo.ownerCommunities(userId)).find(
        (item) => item.communityInfoCode === communityInfoCode,
      );
      if (!community) throw new AppError(404, PROPOSAL_MESSAGES.notFound);
      const standing = await ownerStanding(userId, community.id);
      if (
        !mayCreateProposal({
          permissions: [],
          isCertifiedOwner: standing.isCertifiedOwner,
          allowOwnerMotion: community.allowOwnerMotion,
        })
      )
        throw new AppError(403, PROPOSAL_MESSAGES.ownerMotionClosed);
      const code = await insertProposal(community.id, userId, 'OWNER', body);
      return ownerInfo(userId, code);
    },
  };
}

export type ProposalService = ReturnType<typeof createProposalService>;
