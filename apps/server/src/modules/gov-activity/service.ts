import { formatMessage } from '@gongzhi/domain/common/messages';
import {
  type ActivityCreateInput,
  type ActivityDto,
  type ActivitySignUpDto,
  type ActivityUpdateInput,
  type activityListInput,
  GOV_ACTIVITY_MESSAGES,
  signUpStateOf,
} from '@gongzhi/domain/gov-activity/gov-activity-api';
import { GOV_INFORMATION_MESSAGES } from '@gongzhi/domain/gov-information/gov-information-api';
import { maskMobile } from '@gongzhi/domain/workgroup/member-rules';
import type { z } from 'zod';
import type { Actor } from '../../common/actor';
import { AppError } from '../../common/app-error';
import type { Clock } from '../../common/clock';
import { sanitizeRichText } from '../../common/rich-text';
import { newBusinessCode } from '../../common/secure-random';
import type { Db } from '../../db/client';
import type { CommunityRepository, GovStaffRow } from '../community/repository';
import { createGovPublishing } from '../gov-information/publishing';
import { type ActivityRow, createGovActivityRepository } from './repository';

type Deps = { db: Db; clock: Clock; communities: CommunityRepository };
type View = { activity: ActivityRow; publisherName: string | null };
type Page = { page: number; size: number };

/** Government activities (SPEC §7 govActivity/*) and owners' sign-ups (ours). */
export function createGovActivityService(deps: Deps) {
  const repo = createGovActivityRepository(deps.db);
  const publishing = createGovPublishing(deps.db, deps.communities);

  async function toDto(view: View, withContent = true): Promise<ActivityDto> {
    const row = view.activity;
    const targets = await repo.targets(row.id);
    const signUpCount = await repo.signUpCount(row.id);
    return {
      activityId: row.activityCode,
      title: row.title,
      content: withContent ? row.content : '',
      place: row.place,
      startTime: row.startTime.toISOString(),
      endTime: row.endTime.toISOString(),
      signUpDeadline: row.signUpDeadline.toISOString(),
      capacity: row.capacity,
      signUpCount,
      state: row.state,
      signUpState: signUpStateOf({ ...row, signUpCount }, deps.clock.now()),
      allCommunities: row.allCommunities,
      communities: targets.map(({ communityInfoCode, communityName }) => ({
        communityInfoCode,
        communityName,
      })),
      publisherName: view.publisherName,
      gmtCreate: row.createdAt.toISOString(),
    };
  }

  async function requireVisible(staff: GovStaffRow, activityId: string): Promise<View> {
    const view = await repo.find(activityId);
    if (!view || !publishing.canSee(staff, view.activity))
      throw new AppError(404, GOV_ACTIVITY_MESSAGES.notFound);
    return view;
  }

  async function requireOwnerVisible(actor: Actor, activityId: string) {
    const view = await repo.find(activityId);
    if (!view) throw new AppError(404, GOV_ACTIVITY_MESSAGES.notFound);
    const mine = await deps.communities.membershipsOf(actor.userId);
    const targets = await repo.targets(view.activity.id);
    const visible = targets.filter((item) =>
      mine.some((membership) => membership.community.id === item.communityId),
    );
    if (visible.length === 0) throw new AppError(404, GOV_ACTIVITY_MESSAGES.notFound);
    return { view, visible };
  }

  async function ownerDto(actor: Actor, view: View, withContent = true) {
    return {
      ...(await toDto(view, withContent)),
      signedUp: await repo.signedUp(view.activity.id, actor.userId),
    };
  }

  return {
    async create(actor: Actor, input: ActivityCreateInput) {
      const staff = await publishing.certifiedStaff(actor);
      const content = sanitizeRichText(input.content);
      const targets = await publishing.resolveTargets(staff, input);
      const row = await repo.insert(
        {
          activityCode: newBusinessCode('H'),
          publisherUserId: actor.userId,
          ...publishing.unitOf(staff),
          title: input.title,
          content,
          place: input.place,
          startTime: new Date(input.startTime),
          endTime: new Date(input.endTime),
          signUpDeadline: new Date(input.signUpDeadline),
          capacity: input.capacity,
          allCommunities: input.allCommunities,
          createdAt: deps.clock.now(),
        },
        targets.map((community) => community.id),
      );
      return toDto(await requireVisible(staff, row.activityCode));
    },

    /**
     * Edits an activity (docs/contracts/government.md): same rules as create; not once cancelled or
     * ended; the capacity not below the sign-ups so far; the audience may only grow.
     */
    async update(actor: Actor, input: ActivityUpdateInput) {
      const staff = await publishing.certifiedStaff(actor);
      const view = await requireVisible(staff, input.activityId);
      const content = sanitizeRichText(input.content);
      const targets = await publishing.resolveTargets(staff, input);
      publishing.requireWidened(await repo.targets(view.activity.id), targets);
      const now = deps.clock.now();
      const refusal = await repo.update(
        view.activity.id,
        {
          title: input.title,
          content,
          place: input.place,
          startTime: new Date(input.startTime),
          endTime: new Date(input.endTime),
          signUpDeadline: new Date(input.signUpDeadline),
          capacity: input.capacity,
          allCommunities: input.allCommunities,
        },
        targets.map((community) => community.id),
        (locked, taken) => {
          if (locked.state === 'CANCELLED') return GOV_ACTIVITY_MESSAGES.cancelled;
          if (locked.endTime.getTime() < now.getTime()) return GOV_ACTIVITY_MESSAGES.ended;
          if (input.capacity < taken) return formatMessage(GOV_ACTIVITY_MESSAGES.capacityBelowSignUps, taken);
          return null;
        },
      );
      if (refusal === GOV_ACTIVITY_MESSAGES.cancelled || refusal === GOV_ACTIVITY_MESSAGES.ended)
        throw new AppError(409, refusal);
      if (refusal) throw new AppError(400, refusal);
      return toDto(await requireVisible(staff, input.activityId));
    },

    async list(actor: Actor, input: z.infer<typeof activityListInput>) {
      const staff = await publishing.certifiedStaff(actor);
      const { rows, total } = await repo.list({ scope: staff, title: input.title }, input.page, input.size);
      const list: ActivityDto[] = [];
      for (const view of rows) list.push(await toDto(view, false));
      return { list, total, page: input.page, size: input.size };
    },

    async info(actor: Actor, activityId: string) {
      const staff = await publishing.certifiedStaff(actor);
      return toDto(await requireVisible(staff, activityId));
    },

    async cancel(actor: Actor, activityId: string) {
      const staff = await publishing.certifiedStaff(actor);
      const view = await requireVisible(staff, activityId);
      if (!(await repo.cancel(view.activity.id, deps.clock.now())))
        throw new AppError(409, GOV_ACTIVITY_MESSAGES.cancelled);
      return toDto(await requireVisible(staff, activityId));
    },

    async signUpList(actor: Actor, input: { activityId: string } & Page) {
      const staff = await publishing.certifiedStaff(actor);
      const view = await requireVisible(staff, input.activityId);
      const rows = await repo.signUps(view.activity.id, input.page, input.size);
      const list: ActivitySignUpDto[] = rows.map((row) => ({
        ownerName: row.ownerName,
        mobile: maskMobile(row.mobile),
        communityName: row.communityName,
        gmtSignUp: row.createdAt.toISOString(),
      }));
      return { list, total: await repo.signUpCount(view.activity.id), page: input.page, size: input.size };
    },

    async ownerList(actor: Actor, input: Page) {
      const mine = await deps.communities.membershipsOf(actor.userId);
      const ids = mine.map((membership) => membership.community.id);
      const { rows, total } = await repo.list({ communityIds: ids }, input.page, input.size);
      const list: ActivityDto[] = [];
      for (const view of rows) list.push(await ownerDto(actor, view, false));
      return { list, total, page: input.page, size: input.size };
    },

    async ownerInfo(actor: Actor, activityId: string) {
      const { view } = await requireOwnerVisible(actor, activityId);
      return ownerDto(actor, view);
    },

    async ownerSignUp(actor: Actor, input: { activityId: string; communityInfoCode: string }) {
      const { view, visible } = await requireOwnerVisible(actor, input.activityId);
      const community = visible.find((item) => item.communityInfoCode === input.communityInfoCode);
      if (!community) throw new AppError(404, GOV_INFORMATION_MESSAGES.communityOutside);
      const now = deps.clock.now();
      const refusal = await repo.signUp(
        view.activity.id,
        { userId: actor.userId, communityId: community.communityId, createdAt: now },
        (locked, taken) => {
          const state = signUpStateOf({ ...locked, signUpCount: taken }, now);
          if (state === 'CANCELLED') return GOV_ACTIVITY_MESSAGES.cancelled;
          if (state === 'CLOSED') return GOV_ACTIVITY_MESSAGES.closed;
          if (state === 'FULL') return GOV_ACTIVITY_MESSAGES.full;
          return null;
        },
      );
      if (refusal === 'duplicate') throw new AppError(409, GOV_ACTIVITY_MESSAGES.alreadySignedUp);
      if (refusal) throw new AppError(409, refusal);
      return ownerDto(actor, view);
    },

    async ownerCancelSignUp(actor: Actor, activityId: string) {
      const { view } = await requireOwnerVisible(actor, activityId);
      if (view.activity.state === 'CANCELLED') throw new AppError(409, GOV_ACTIVITY_MESSAGES.cancelled);
      if (deps.clock.now().getTime() > view.activity.signUpDeadline.getTime())
        throw new AppError(409, GOV_ACTIVITY_MESSAGES.closed);
      if (!(await repo.cancelSignUp(view.activity.id, actor.userId)))
        throw new AppError(409, GOV_ACTIVITY_MESSAGES.notSignedUp);
      return ownerDto(actor, view);
    },
  };
}

export type GovActivityService = ReturnType<typeof createGovActivityService>;
