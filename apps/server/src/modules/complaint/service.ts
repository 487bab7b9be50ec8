import { isInJurisdiction } from '@gongzhi/domain/account/jurisdiction';
import { MESSAGES } from '@gongzhi/domain/common/messages';
import {
  COMPLAINT_MESSAGES,
  type ComplaintCreateInput,
  type ComplaintDto,
  type complaintHandleInput,
  type complaintListInput,
} from '@gongzhi/domain/complaint/complaint-api';
import { GOV_SETTINGS_MESSAGES } from '@gongzhi/domain/gov-settings/gov-settings-api';
import type { z } from 'zod';
import type { Actor } from '../../common/actor';
import { AppError } from '../../common/app-error';
import type { Clock } from '../../common/clock';
import { newBusinessCode } from '../../common/secure-random';
import { SERVER_MESSAGES } from '../../common/server-messages';
import type { Db } from '../../db/client';
import type { CommunityRepository, GovStaffRow } from '../community/repository';
import { type ComplaintView, createComplaintRepository } from './repository';

type Deps = { db: Db; clock: Clock; communities: CommunityRepository };

/** Complaints (SPEC §7 govComplaint/*): owners file them, government staff of the jurisdiction handle them. */
export function createComplaintService(deps: Deps) {
  const repo = createComplaintRepository(deps.db);

  async function certifiedStaff(actor: Actor): Promise<GovStaffRow> {
    const staff = await deps.communities.govStaffOf(actor.userId);
    if (!staff) throw new AppError(403, GOV_SETTINGS_MESSAGES.notGovStaff);
    if (staff.hasGovAuth !== 'YES') throw new AppError(403, MESSAGES.govCertFirst);
    return staff;
  }

  async function toDto(view: ComplaintView): Promise<ComplaintDto> {
    const row = view.complaint;
    const files = await repo.attachmentsByCodes(row.photoIds);
    return {
      complaintId: row.complaintCode,
      communityInfoCode: view.communityInfoCode,
      communityName: view.communityName,
      complaintType: row.complaintType,
      content: row.content,
      state: row.state,
      ownerName: view.ownerName,
      mobile: view.mobile,
      photos: row.photoIds.flatMap((code) => {
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
      reply: row.reply,
      handlerName: view.handlerName,
      gmtCreate: row.createdAt.toISOString(),
      gmtHandle: row.handledAt?.toISOString() ?? null,
    };
  }

  /** A complaint of the staff member's jurisdiction, else 404 (its existence is not revealed). */
  async function requireInJurisdiction(staff: GovStaffRow, complaintId: string): Promise<ComplaintView> {
    const view = await repo.find(complaintId);
    if (!view || !isInJurisdiction(staff, view)) throw new AppError(404, COMPLAINT_MESSAGES.notFound);
    return view;
  }

  async function page(views: ComplaintView[], total: number, input: { page: number; size: number }) {
    const list: ComplaintDto[] = [];
    for (const view of views) list.push(await toDto(view));
    return { list, total, page: input.page, size: input.size };
  }

  return {
    async list(actor: Actor, input: z.infer<typeof complaintListInput>) {
      const staff = await certifiedStaff(actor);
      if (input.communityInfoCode) {
        const community = await deps.communities.findByCode(input.communityInfoCode);
        if (!community || !isInJurisdiction(staff, community))
          throw new AppError(404, SERVER_MESSAGES.communityNotFound);
      }
      const { rows, total } = await repo.list({ ...input, scope: staff }, input.page, input.size);
      return page(rows, total, input);
    },

    async info(actor: Actor, complaintId: string) {
      const staff = await certifiedStaff(actor);
      return toDto(await requireInJurisdiction(staff, complaintId));
    },

    async handle(actor: Actor, input: z.infer<typeof complaintHandleInput>) {
      const staff = await certifiedStaff(actor);
      const view = await requireInJurisdiction(staff, input.complaintId);
      if (view.complaint.state !== 'HANDLING') throw new AppError(409, COMPLAINT_MESSAGES.alreadyHandled);
      const done = await repo.handle(view.complaint.id, {
        reply: input.reply,
        handlerUserId: actor.userId,
        handledAt: deps.clock.now(),
      });
      if (!done) throw new AppError(409, COMPLAINT_MESSAGES.alreadyHandled);
      return toDto(await requireInJurisdiction(staff, input.complaintId));
    },

    /** An owner files a complaint about one of their communities (any role there); photos are their uploads. */
    async ownerCreate(actor: Actor, input: ComplaintCreateInput) {
      const community = await deps.communities.findByCode(input.communityInfoCode);
      const membership = community ? await deps.communities.membership(actor.userId, community.id) : null;
      if (!community || !membership) throw new AppError(404, COMPLAINT_MESSAGES.communityNotFound);
      const codes = [...new Set(input.photoIds)];
      const files = await repo.attachmentsByCodes(codes);
      const usable = files.filter((file) => file.status === 'READY' && file.uploaderUserId === actor.userId);
      if (usable.length !== codes.length) throw new AppError(400, COMPLAINT_MESSAGES.photoMissing);
      const row = await repo.insert({
        complaintCode: newBusinessCode('Q'),
        communityId: community.id,
        userId: actor.userId,
        complaintType: input.complaintType,
        content: input.content,
        photoIds: codes,
        contactMobile: actor.mobile,
        createdAt: deps.clock.now(),
      });
      // The photos join the community, so the staff who handle the complaint may open them.
      await repo.attachToCommunity(codes, community.id);
      const view = await repo.find(row.complaintCode);
      if (!view) throw new Error('complaint vanished');
      return toDto(view);
    },

    async ownerList(actor: Actor, input: { page: number; size: number }) {
      const { rows, total } = await repo.list({ userId: actor.userId }, input.page, input.size);
      return page(rows, total, input);
    },
  };
}

export type ComplaintService = ReturnType<typeof createComplaintService>;
