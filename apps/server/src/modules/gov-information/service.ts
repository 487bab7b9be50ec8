import {
  GOV_INFORMATION_MESSAGES,
  type InformationAddInput,
  type InformationDto,
  type InformationReadPageDto,
  type InformationUpdateInput,
  type informationListInput,
  type ownerInformationListInput,
} from '@gongzhi/domain/gov-information/gov-information-api';
import { maskMobile } from '@gongzhi/domain/workgroup/member-rules';
import type { z } from 'zod';
import type { Actor } from '../../common/actor';
import { AppError } from '../../common/app-error';
import type { Clock } from '../../common/clock';
import { sanitizeRichText } from '../../common/rich-text';
import { newBusinessCode } from '../../common/secure-random';
import type { Db } from '../../db/client';
import type { CommunityRepository, GovStaffRow } from '../community/repository';
import { createGovPublishing } from './publishing';
import { createGovInformationRepository, type InformationRow } from './repository';

type Deps = { db: Db; clock: Clock; communities: CommunityRepository };
type View = { information: InformationRow; publisherName: string | null };

/** Government information release (SPEC §7 govInformation/*) and the owners' reading of it (ours). */
export function createGovInformationService(deps: Deps) {
  const repo = createGovInformationRepository(deps.db);
  const publishing = createGovPublishing(deps.db, deps.communities);

  async function toDto(view: View, withContent = true): Promise<InformationDto> {
    const row = view.information;
    const targets = await repo.targets(row.id);
    const [cover] = row.coverId ? await publishing.filesOf([row.coverId]) : [];
    return {
      informationId: row.informationCode,
      title: row.title,
      informationType: row.informationType,
      content: withContent ? row.content : '',
      cover: cover ?? null,
      attachments: withContent ? await publishing.filesOf(row.attachmentIds) : [],
      allCommunities: row.allCommunities,
      communities: targets.map(({ communityInfoCode, communityName }) => ({
        communityInfoCode,
        communityName,
      })),
      publisherName: view.publisherName,
      gmtCreate: row.createdAt.toISOString(),
      readCount: await repo.readCount(row.id),
      ownerCount: await publishing.ownerCount(targets.map((target) => target.communityId)),
    };
  }

  async function requireVisible(staff: GovStaffRow, informationId: string): Promise<View> {
    const view = await repo.find(informationId);
    if (!view || !publishing.canSee(staff, view.information))
      throw new AppError(404, GOV_INFORMATION_MESSAGES.notFound);
    return view;
  }

  /** An information released to one of the owner's communities, with that community. */
  async function requireOwnerVisible(actor: Actor, informationId: string) {
    const view = await repo.find(informationId);
    if (!view) throw new AppError(404, GOV_INFORMATION_MESSAGES.notFound);
    const mine = await deps.communities.membershipsOf(actor.userId);
    const targets = await repo.targets(view.information.id);
    const target = targets.find((item) =>
      mine.some((membership) => membership.community.id === item.communityId),
    );
    if (!target) throw new AppError(404, GOV_INFORMATION_MESSAGES.notFound);
    return { view, target };
  }

  return {
    async add(actor: Actor, input: InformationAddInput) {
      const staff = await publishing.certifiedStaff(actor);
      const content = sanitizeRichText(input.content);
      const targets = await publishing.resolveTargets(staff, input);
      const attachmentIds = await publishing.ownFiles(actor, input.attachmentIds);
      const [coverId] = input.coverId ? await publishing.ownFiles(actor, [input.coverId]) : [];
      const row = await repo.insert(
        {
          informationCode: newBusinessCode('I'),
          publisherUserId: actor.userId,
          ...publishing.unitOf(staff),
          title: input.title,
          informationType: input.informationType,
          content,
          coverId: coverId ?? null,
          attachmentIds,
          allCommunities: input.allCommunities,
          createdAt: deps.clock.now(),
        },
        targets.map((community) => community.id),
      );
      await publishing.releaseFiles([...attachmentIds, ...(coverId ? [coverId] : [])], targets[0]?.id);
      return toDto(await requireVisible(staff, row.informationCode));
    },

    /**
     * Edits a release (docs/contracts/government.md): everything may change with the rules of add,
     * except that the audience may only grow; read receipts stay (owners already read it).
     */
    async update(actor: Actor, input: InformationUpdateInput) {
      const staff = await publishing.certifiedStaff(actor);
      const view = await requireVisible(staff, input.informationId);
      const row = view.information;
      const content = sanitizeRichText(input.content);
      const targets = await publishing.resolveTargets(staff, input);
      publishing.requireWidened(await repo.targets(row.id), targets);
      const kept = [...row.attachmentIds, ...(row.coverId ? [row.coverId] : [])];
      const attachmentIds = await publishing.ownFiles(actor, input.attachmentIds, kept);
      const [coverId] = input.coverId ? await publishing.ownFiles(actor, [input.coverId], kept) : [];
      await repo.update(
        row.id,
        {
          title: input.title,
          informationType: input.informationType,
          content,
          coverId: coverId ?? null,
          attachmentIds,
          allCommunities: input.allCommunities,
        },
        targets.map((community) => community.id),
      );
      await publishing.releaseFiles([...attachmentIds, ...(coverId ? [coverId] : [])], targets[0]?.id);
      return toDto(await requireVisible(staff, input.informationId));
    },

    async list(actor: Actor, input: z.infer<typeof informationListInput>) {
      const staff = await publishing.certifiedStaff(actor);
      let communityId: number | undefined;
      if (input.communityInfoCode) {
        const community = await deps.communities.findByCode(input.communityInfoCode);
        if (!community || !publishing.canSee(staff, community))
          throw new AppError(404, GOV_INFORMATION_MESSAGES.communityOutside);
        communityId = community.id;
      }
      const { rows, total } = await repo.list(
        { ...input, scope: staff, communityId },
        input.page,
        input.size,
      );
      const list: InformationDto[] = [];
      for (const view of rows) list.push(await toDto(view, false));
      return { list, total, page: input.page, size: input.size };
    },

    async info(actor: Actor, informationId: string) {
      const staff = await publishing.certifiedStaff(actor);
      return toDto(await requireVisible(staff, informationId));
    },

    async remove(actor: Actor, informationId: string) {
      const staff = await publishing.certifiedStaff(actor);
      const view = await requireVisible(staff, informationId);
      await repo.remove(view.information.id);
      return null;
    },

    async readList(actor: Actor, input: { informationId: string; page: number; size: number }) {
      const staff = await publishing.certifiedStaff(actor);
      const view = await requireVisible(staff, input.informationId);
      const dto = await toDto(view, false);
      const rows = await repo.reads(view.information.id, input.page, input.size);
      const result: InformationReadPageDto = {
        list: rows.map((row) => ({
          ownerName: row.ownerName,
          mobile: maskMobile(row.mobile),
          communityName: row.communityName,
          gmtRead: row.readAt.toISOString(),
        })),
        total: dto.readCount,
        page: input.page,
        size: input.size,
        readCount: dto.readCount,
        ownerCount: dto.ownerCount,
      };
      return result;
    },

    /** Owner H5 (ours): information released to the owner's communities, newest first. */
    async ownerList(actor: Actor, input: z.infer<typeof ownerInformationListInput>) {
      const mine = await deps.communities.membershipsOf(actor.userId);
      let communityIds = mine.map((membership) => membership.community.id);
      if (input.communityInfoCode) {
        const chosen = mine.find(
          (membership) => membership.community.communityInfoCode === input.communityInfoCode,
        );
        if (!chosen) throw new AppError(404, GOV_INFORMATION_MESSAGES.communityOutside);
        communityIds = [chosen.community.id];
      }
      const { rows, total } = await repo.list({ communityIds }, input.page, input.size);
      const list: (InformationDto & { read: boolean })[] = [];
      for (const view of rows)
        list.push({
          ...(await toDto(view, false)),
          read: await repo.hasRead(view.information.id, actor.userId),
        });
      return { list, total, page: input.page, size: input.size };
    },

    /** Owner H5 (ours): the detail; the first opening records the read receipt. */
    async ownerInfo(actor: Actor, informationId: string) {
      const { view, target } = await requireOwnerVisible(actor, informationId);
      await repo.recordRead({
        informationId: view.information.id,
        userId: actor.userId,
        communityId: target.communityId,
        readAt: deps.clock.now(),
      });
      return { ...(await toDto(view)), read: true };
    },
  };
}

export type GovInformationService = ReturnType<typeof createGovInformationService>;
