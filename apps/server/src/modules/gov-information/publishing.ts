import { type CommunityPlace, isInJurisdiction } from '@gongzhi/domain/account/jurisdiction';
import { MESSAGES } from '@gongzhi/domain/common/messages';
import {
  GOV_INFORMATION_MESSAGES,
  type GovFileDto,
} from '@gongzhi/domain/gov-information/gov-information-api';
import { GOV_SETTINGS_MESSAGES } from '@gongzhi/domain/gov-settings/gov-settings-api';
import { inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../common/actor';
import { AppError } from '../../common/app-error';
import type { Db } from '../../db/client';
import { attachments } from '../../db/schema';
import type { CommunityRepository, CommunityRow, GovStaffRow } from '../community/repository';
import { publishAttachments } from '../file/publish';
import { ownerCountOfAny } from '../roster/owner-count';

/**
 * Shared by government information and activities: the certified staff check (same rule as
 * govComplaint), the publishing unit, target communities inside the jurisdiction, files, reach.
 */
export function createGovPublishing(db: Db, communities: CommunityRepository) {
  return {
    async certifiedStaff(actor: Actor): Promise<GovStaffRow> {
      const staff = await communities.govStaffOf(actor.userId);
      if (!staff) throw new AppError(403, GOV_SETTINGS_MESSAGES.notGovStaff);
      if (staff.hasGovAuth !== 'YES') throw new AppError(403, MESSAGES.govCertFirst);
      return staff;
    },

    /** The unit that owns what the staff member publishes. */
    unitOf(staff: GovStaffRow) {
      return {
        streetCode: staff.streetCode,
        govCommunityCode: staff.level === 'STREET' ? null : staff.govCommunityCode,
      };
    },

    /** Whether the staff member may see an item published by this unit (a street supervises its 社区). */
    canSee(staff: GovStaffRow, unit: CommunityPlace) {
      return isInJurisdiction(staff, unit);
    },

    /** The target communities; each chosen one must lie in the jurisdiction (404 otherwise). */
    async resolveTargets(
      staff: GovStaffRow,
      input: { allCommunities: boolean; communityInfoCodes: string[] },
    ): Promise<CommunityRow[]> {
      const inScope = await communities.communitiesInJurisdiction(staff);
      if (input.allCommunities) {
        if (inScope.length === 0) throw new AppError(400, GOV_INFORMATION_MESSAGES.communitiesRequired);
        return inScope;
      }
      const chosen: CommunityRow[] = [];
      for (const code of new Set(input.communityInfoCodes)) {
        const community = inScope.find((row) => row.communityInfoCode === code);
        if (!community) throw new AppError(404, GOV_INFORMATION_MESSAGES.communityOutside);
        chosen.push(community);
      }
      return chosen;
    },

    /**
     * The caller's finished uploads, in order; 400 when any is missing or someone else's. An edit may
     * also keep the files the item already has (`kept`), whoever of the unit uploaded them.
     */
    async ownFiles(actor: Actor, codes: readonly string[], kept: readonly string[] = []): Promise<string[]> {
      const unique = [...new Set(codes)];
      if (unique.length === 0) return [];
      const files = await db.select().from(attachments).where(inArray(attachments.attachmentId, unique));
      const usable = files.filter(
        (file) =>
          file.status === 'READY' &&
          (file.uploaderUserId === actor.userId || kept.includes(file.attachmentId)),
      );
      if (usable.length !== unique.length) throw new AppError(400, GOV_INFORMATION_MESSAGES.fileMissing);
      return unique;
    },

    /** An edit may add communities but not drop one already released to (400). */
    requireWidened(before: readonly { communityId: number }[], after: readonly CommunityRow[]) {
      const dropped = before.some((old) => !after.some((community) => community.id === old.communityId));
      if (dropped) throw new AppError(400, GOV_INFORMATION_MESSAGES.audienceNarrowed);
    },

    async filesOf(codes: readonly string[]): Promise<GovFileDto[]> {
      if (codes.length === 0) return [];
      const files = await db
        .select()
        .from(attachments)
        .where(inArray(attachments.attachmentId, [...codes]));
      return codes.flatMap((code) => {
        const file = files.find((item) => item.attachmentId === code);
        return file
          ? [
              {
                attachmentId: file.attachmentId,
                pubAttachmentId: file.pubAttachmentId,
                sourceName: file.sourceName,
                contentType: file.contentType,
                size: file.size,
              },
            ]
          : [];
      });
    },

    /** Owners of the given communities (roster/owner-count.ts), counted once each. */
    async ownerCount(communityIds: readonly number[]): Promise<number> {
      if (communityIds.length === 0) return 0;
      const result = await db.execute(sql`select ${ownerCountOfAny(communityIds)} as n`);
      return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    },

    /**
     * Released files. The private download rule (DESIGN §6) knows one community per file and only
     * staff, so owners could not open them at all — of the first target or any other. Like published
     * notices, released files become public by their unguessable `pubAttachmentId`, which owners of
     * every target community receive with the item; the files also join the first target community
     * so staff of the jurisdiction can download them by `attachmentId`.
     */
    async releaseFiles(codes: readonly string[], communityId: number | undefined) {
      await publishAttachments(db, codes, communityId === undefined ? {} : { communityId });
    },
  };
}

export type GovPublishing = ReturnType<typeof createGovPublishing>;
