import { formatMessage } from '@gongzhi/domain/common/messages';
import {
  type MeetingCreateInput,
  type MeetingDetailDto,
  type MeetingListItemDto,
  type MeetingSaveInput,
  type MeetingUpdateInput,
  type meetingCancelInput,
  type meetingFillMinuteInput,
  type meetingListInput,
  meetingMessages,
} from '@gongzhi/domain/meeting/meeting-api';
import { MeetingAction, MeetingDisplayState } from '@gongzhi/domain/meeting/meeting-enums';
import { deriveMeetingState, mayPerformMeetingAction } from '@gongzhi/domain/meeting/meeting-status';
import { isWorkgroupMember } from '@gongzhi/domain/workgroup/member-rules';
import type { z } from 'zod';
import type { Actor } from '../../common/actor';
import { AppError } from '../../common/app-error';
import type { Clock } from '../../common/clock';
import { newBusinessCode } from '../../common/secure-random';
import type { Db } from '../../db/client';
import type { CommunityAccess } from '../community/access-service';
import { createMeetingRepository, type MeetingRepository, type MeetingRow } from './repository';

type Deps = { db: Db; clock: Clock };
type Fields = Omit<MeetingSaveInput, 'communityInfoCode' | 'id'>;

const fileOf = (file: { attachmentId: string; sourceName: string; contentType: string; size: number }) => ({
  attachmentId: file.attachmentId,
  sourceName: file.sourceName,
  contentType: file.contentType,
  size: file.size,
});

/** Workgroup meetings (SPEC §4 states and actions, §7 Meetings; docs/contracts/workgroup.md). */
export function createMeetingService(deps: Deps) {
  const repo = createMeetingRepository(deps.db);
  const inTransaction = <T>(work: (tx: MeetingRepository) => Promise<T>) =>
    deps.db.transaction(async (tx) => work(createMeetingRepository(tx as unknown as Db)));

  const stateOf = (row: MeetingRow) =>
    deriveMeetingState(
      { isDraft: row.isDraft, isValid: row.isValid, startDate: row.startDate, endDate: row.endDate },
      deps.clock.now(),
    );

  async function requireMeeting(access: CommunityAccess, id: string, source = repo): Promise<MeetingRow> {
    const row = await source.findByCode(id);
    if (!row || row.communityId !== access.community.id) throw new AppError(404, meetingMessages.notFound);
    return row;
  }

  /** 409 unless the meeting's state allows the action (SPEC §4; domain MEETING_ACTIONS). */
  function assertAllowed(row: MeetingRow, action: MeetingAction): void {
    const state = stateOf(row);
    if (!mayPerformMeetingAction(state, action)) {
      throw new AppError(
        409,
        formatMessage(
          meetingMessages.wrongState,
          MeetingAction.label(action),
          `“${MeetingDisplayState.label(state)}”`,
        ),
      );
    }
  }

  async function attendeeIds(access: CommunityAccess, codes: readonly string[], source: MeetingRepository) {
    const unique = [...new Set(codes)];
    const found = await source.membersByCodes(access.community.id, unique);
    const members = found.filter((member) => isWorkgroupMember(member.roles));
    if (members.length !== unique.length) throw new AppError(400, meetingMessages.attendeeNotMember);
    return unique.map((code) => members.find((member) => member.userCode === code)?.id ?? 0);
  }

  async function usableFiles(
    access: CommunityAccess,
    actor: Actor,
    codes: readonly string[],
    source: MeetingRepository,
  ) {
    const unique = [...new Set(codes)];
    const files = await source.attachmentsByCodes(unique);
    const usable = files.filter(
      (file) =>
        file.status === 'READY' &&
        (file.uploaderUserId === actor.userId || file.communityId === access.community.id),
    );
    if (usable.length !== unique.length) throw new AppError(400, meetingMessages.fileUnusable);
    await source.attachToCommunity(
      usable.map((file) => file.id),
      access.community.id,
    );
    return unique;
  }

  async function columns(access: CommunityAccess, actor: Actor, input: Fields, source: MeetingRepository) {
    return {
      meetingName: input.meetingName,
      address: input.address,
      startDate: input.startDate ? new Date(input.startDate) : null,
      endDate: input.endDate ? new Date(input.endDate) : null,
      content: input.content,
      attendeeUserIds: await attendeeIds(access, input.attendeeUserIds, source),
      materialIds: await usableFiles(access, actor, input.materialIds, source),
    };
  }

  function assertFutureStart(startDate: string): void {
    if (Date.parse(startDate) < deps.clock.now().getTime())
      throw new AppError(400, meetingMessages.startInPast);
  }

  function listItem(row: MeetingRow, creatorName: string | null): MeetingListItemDto {
    return {
      id: row.meetingCode,
      meetingName: row.meetingName,
      address: row.address,
      startDate: row.startDate?.toISOString() ?? null,
      endDate: row.endDate?.toISOString() ?? null,
      isDraft: row.isDraft,
      isValid: row.isValid,
      state: stateOf(row),
      attendeeCount: row.attendeeUserIds.length,
      hasMinutes: row.minutes !== null,
      creatorName,
      gmtCreate: row.createdAt.toISOString(),
    };
  }

  async function detail(access: CommunityAccess, row: MeetingRow): Promise<MeetingDetailDto> {
    const [people, files, creatorName] = await Promise.all([
      repo.membersByIds(access.community.id, row.attendeeUserIds),
      repo.attachmentsByCodes([...row.materialIds, ...row.minuteAttachmentIds]),
      repo.userName(row.creatorUserId),
    ]);
    const pick = (codes: readonly string[]) =>
      codes.flatMap((code) => {
        const file = files.find((item) => item.attachmentId === code);
        return file ? [fileOf(file)] : [];
      });
    return {
      ...listItem(row, creatorName),
      content: row.content,
      attendees: row.attendeeUserIds.flatMap((id) => {
        const person = people.find((item) => item.id === id);
        return person
          ? [{ userId: person.userCode, ownerName: person.ownerName, roleTypeList: person.roles ?? [] }]
          : [];
      }),
      materials: pick(row.materialIds),
      minutes: row.minutes,
      minuteAttachments: pick(row.minuteAttachmentIds),
      minutesAt: row.minutesAt?.toISOString() ?? null,
      cancelReason: row.cancelReason,
    };
  }

  return {
    async list(access: CommunityAccess, input: z.infer<typeof meetingListInput>) {
      const rows = await repo.all(access.community.id);
      const items = rows
        .map((row) => listItem(row.meeting, row.creatorName))
        .filter((item) => !input.state || item.state === input.state);
      const start = (input.page - 1) * input.size;
      return {
        list: items.slice(start, start + input.size),
        total: items.length,
        page: input.page,
        size: input.size,
      };
    },

    async info(access: CommunityAccess, id: string): Promise<MeetingDetailDto> {
      return detail(access, await requireMeeting(access, id));
    },

    /** Publishes a new meeting, or the draft `id`. */
    async create(
      access: CommunityAccess,
      actor: Actor,
      input: MeetingCreateInput,
    ): Promise<MeetingDetailDto> {
      assertFutureStart(input.startDate);
      const row = await inTransaction(async (tx) => {
        const now = deps.clock.now();
        const values = {
          ...(await columns(access, actor, input, tx)),
          isDraft: 'NO' as const,
          updatedAt: now,
        };
        if (input.id) {
          const draft = await requireMeeting(access, input.id, tx);
          assertAllowed(draft, 'CREATE');
          return tx.update(draft.id, values);
        }
        return tx.insert({
          ...values,
          meetingCode: newBusinessCode('M'),
          communityId: access.community.id,
          creatorUserId: actor.userId,
          createdAt: now,
        });
      });
      return detail(access, row);
    },

    /** Saves a new draft, or re-saves the draft `id`. */
    async save(access: CommunityAccess, actor: Actor, input: MeetingSaveInput): Promise<MeetingDetailDto> {
      const row = await inTransaction(async (tx) => {
        const now = deps.clock.now();
        const values = {
          ...(await columns(access, actor, input, tx)),
          isDraft: 'YES' as const,
          updatedAt: now,
        };
        if (input.id) {
          const draft = await requireMeeting(access, input.id, tx);
          assertAllowed(draft, 'SAVE');
          return tx.update(draft.id, values);
        }
        return tx.insert({
          ...values,
          meetingCode: newBusinessCode('M'),
          communityId: access.community.id,
          creatorUserId: actor.userId,
          createdAt: now,
        });
      });
      return detail(access, row);
    },

    async update(
      access: CommunityAccess,
      actor: Actor,
      input: MeetingUpdateInput,
    ): Promise<MeetingDetailDto> {
      const row = await inTransaction(async (tx) => {
        const meeting = await requireMeeting(access, input.id, tx);
        assertAllowed(meeting, 'UPDATE');
        assertFutureStart(input.startDate);
        return tx.update(meeting.id, {
          ...(await columns(access, actor, input, tx)),
          updatedAt: deps.clock.now(),
        });
      });
      return detail(access, row);
    },

    async cancel(
      access: CommunityAccess,
      input: z.infer<typeof meetingCancelInput>,
    ): Promise<MeetingDetailDto> {
      const row = await inTransaction(async (tx) => {
        const meeting = await requireMeeting(access, input.id, tx);
        assertAllowed(meeting, 'CANCEL');
        return tx.update(meeting.id, {
          isValid: 'NO',
          cancelReason: input.cancelReason || null,
          updatedAt: deps.clock.now(),
        });
      });
      return detail(access, row);
    },

    async remove(access: CommunityAccess, id: string): Promise<null> {
      await inTransaction(async (tx) => {
        const meeting = await requireMeeting(access, id, tx);
        assertAllowed(meeting, 'DELETE');
        await tx.remove(meeting.id);
      });
      return null;
    },

    async fillMinute(
      access: CommunityAccess,
      actor: Actor,
      input: z.infer<typeof meetingFillMinuteInput>,
    ): Promise<MeetingDetailDto> {
      const row = await inTransaction(async (tx) => {
        const meeting = await requireMeeting(access, input.id, tx);
        assertAllowed(meeting, 'FILL_MINUTES');
        const now = deps.clock.now();
        return tx.update(meeting.id, {
          minutes: input.minutes.trim(),
          minuteAttachmentIds: await usableFiles(access, actor, input.minuteAttachmentIds, tx),
          minutesAt: now,
          minutesUserId: actor.userId,
          updatedAt: now,
        });
      });
      return detail(access, row);
    },
  };
}

export type MeetingService = ReturnType<typeof createMeetingService>;
