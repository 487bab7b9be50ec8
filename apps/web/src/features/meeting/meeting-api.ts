import type { MeetingDetailDto, MeetingListItemDto } from '@gongzhi/domain/meeting/meeting-api';
import type { MeetingDisplayState } from '@gongzhi/domain/meeting/meeting-enums';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/request';

/** Meeting calls of SPEC §7 as docs/contracts/workgroup.md gives them. */

export type MeetingItem = MeetingListItemDto;
export type MeetingDetail = MeetingDetailDto;
export type Page<T> = { list: T[]; total: number; page: number; size: number };

export type MeetingFields = {
  meetingName: string;
  address: string;
  startDate: string | null;
  endDate: string | null;
  content: string;
  attendeeUserIds: string[];
  materialIds: string[];
};

export function meetingKey(communityInfoCode: string) {
  return ['meeting', communityInfoCode] as const;
}

export function meetingListQuery(
  communityInfoCode: string,
  page: number,
  size: number,
  state?: MeetingDisplayState,
) {
  return queryOptions({
    queryKey: [...meetingKey(communityInfoCode), 'list', page, size, state ?? ''],
    queryFn: () =>
      request<Page<MeetingItem>>({ url: '/v1/meeting/list', data: { communityInfoCode, page, size, state } }),
    placeholderData: (previous) => previous,
  });
}

export function meetingInfoQuery(communityInfoCode: string, id: string) {
  return queryOptions({
    queryKey: [...meetingKey(communityInfoCode), 'info', id],
    queryFn: () => request<MeetingDetail>({ url: '/v1/meeting/info', data: { communityInfoCode, id } }),
  });
}

const post = <T>(path: string, data: Record<string, unknown>) =>
  request<T>({ url: `/v1/meeting/${path}`, method: 'POST', data, intercept: false });

/** create (publish), save (draft) or update (announced, not started). */
export function submitMeeting(
  action: 'create' | 'save' | 'update',
  communityInfoCode: string,
  fields: MeetingFields,
  id?: string,
) {
  return post<MeetingDetail>(action, { communityInfoCode, ...fields, id });
}

export function cancelMeeting(communityInfoCode: string, id: string, cancelReason: string) {
  return post<MeetingDetail>('cancel', { communityInfoCode, id, cancelReason });
}

export function deleteMeeting(communityInfoCode: string, id: string) {
  return post<null>('delete', { communityInfoCode, id });
}

export function fillMinute(
  communityInfoCode: string,
  id: string,
  minutes: string,
  minuteAttachmentIds: string[],
) {
  return post<MeetingDetail>('fillMinute', { communityInfoCode, id, minutes, minuteAttachmentIds });
}
