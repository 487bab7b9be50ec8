import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_BYTES, upload } from './support/file-fixtures';
import { DIRECTOR, okData, PROPERTY } from './support/roster-helpers';
import { bodyOf, createTestContext, get, post, type TestContext, tokenFor } from './support/test-app';

let ctx: TestContext;
let director: string;
let property: string;
let members: { userId: string; ownerName: string | null; roleTypeList: string[] }[];

type Meeting = {
  id: string;
  state: string;
  isDraft: string;
  isValid: string;
  meetingName: string;
  attendees: { ownerName: string }[];
  minutes: string | null;
  minuteAttachments: { sourceName: string }[];
  cancelReason: string | null;
};

const C = 'YGHY001';
const HOUR = 3600;

beforeAll(async () => {
  ctx = await createTestContext();
  director = await tokenFor(ctx, DIRECTOR);
  property = await tokenFor(ctx, PROPERTY);
  members = await okData(
    await get(ctx, `/v1/owner/committee/member?communityInfoCode=${C}`, { token: director }),
  );
});
afterAll(async () => ctx.close());

/** A meeting window `startInHours` from the test clock, two hours long. */
function window(startInHours: number) {
  const start = ctx.clock.now().getTime() + startInHours * HOUR * 1000;
  return {
    startDate: new Date(start).toISOString(),
    endDate: new Date(start + 2 * HOUR * 1000).toISOString(),
  };
}

function meetingInput(startInHours = 24) {
  return {
    communityInfoCode: C,
    meetingName: '业委会临时会议',
    address: '会所会议室',
    ...window(startInHours),
    content: '讨论电梯维修',
    attendeeUserIds: members.slice(0, 3).map((member) => member.userId),
  };
}

async function info(id: string) {
  return okData<Meeting>(
    await get(ctx, `/v1/meeting/info?communityInfoCode=${C}&id=${id}`, { token: director }),
  );
}

async function call(path: string, body: Record<string, unknown>, token = director) {
  return post(ctx, `/v1/meeting/${path}`, { communityInfoCode: C, ...body }, { token });
}

describe('meetings', () => {
  it('lists the seeded meetings', async () => {
    const page = await okData<{ list: Meeting[]; total: number }>(
      await get(ctx, `/v1/meeting/list?communityInfoCode=${C}`, { token: director }),
    );
    expect(page.total).toBe(2);
    expect(page.list.map((item) => item.meetingName)).toContain('业委会第十二次工作会议');
  });

  it('creates a meeting with attendees from the work group', async () => {
    const created = await okData<Meeting>(await call('create', meetingInput()));
    expect(created).toMatchObject({ state: 'NOT_STARTED', isDraft: 'NO', isValid: 'YES' });
    expect(created.attendees.map((a) => a.ownerName)).toEqual(members.slice(0, 3).map((m) => m.ownerName));
  });

  it('refuses bad input and changes nothing', async () => {
    const before = await okData<{ total: number }>(
      await get(ctx, `/v1/meeting/list?communityInfoCode=${C}`, { token: director }),
    );
    const past = await call('create', meetingInput(-1));
    expect(past.statusCode).toBe(400);
    expect(bodyOf(past).message).toBe('开始时间不能早于当前时间');
    const swapped = await call('create', { ...meetingInput(), endDate: meetingInput().startDate });
    expect(swapped.statusCode).toBe(400);
    expect(bodyOf(swapped).message).toBe('结束时间须晚于开始时间');
    // An owner (not in the work group) cannot attend.
    const owners = await okData<{ list: { owners: { userId: string }[] }[] }>(
      await get(ctx, `/v1/house/listByCommunity?communityInfoCode=${C}&page=1&size=1`, { token: director }),
    );
    const ownerId = owners.list[0]?.owners[0]?.userId ?? 'none';
    const outsider = await call('create', { ...meetingInput(), attendeeUserIds: [ownerId] });
    expect(outsider.statusCode).toBe(400);
    expect(bodyOf(outsider).message).toBe('参会人员须为本小区工作组成员');
    const noName = await call('save', { meetingName: '' });
    expect(noName.statusCode).toBe(400);
    expect(bodyOf(noName).message).toBe('请填写会议名称');
    const after = await okData<{ total: number }>(
      await get(ctx, `/v1/meeting/list?communityInfoCode=${C}`, { token: director }),
    );
    expect(after.total).toBe(before.total);
  });

  it('saves, re-saves and publishes a draft; only drafts and cancelled meetings are deleted', async () => {
    const draft = await okData<Meeting>(await call('save', { meetingName: '草稿会议' }));
    expect(draft.state).toBe('DRAFT');
    const resaved = await okData<Meeting>(
      await call('save', { id: draft.id, meetingName: '草稿会议（改）' }),
    );
    expect(resaved.meetingName).toBe('草稿会议（改）');
    const cancelDraft = await call('cancel', { id: draft.id });
    expect(cancelDraft.statusCode).toBe(409);
    expect(bodyOf(cancelDraft).message).toBe('会议“草稿”，不能取消会议');
    const published = await okData<Meeting>(await call('create', { ...meetingInput(48), id: draft.id }));
    expect(published.state).toBe('NOT_STARTED');
    const deletePublished = await call('delete', { id: draft.id });
    expect(deletePublished.statusCode).toBe(409);
    const cancelled = await okData<Meeting>(await call('cancel', { id: draft.id, cancelReason: '改期' }));
    expect(cancelled).toMatchObject({ state: 'CANCELLED', cancelReason: '改期' });
    const update = await call('update', { ...meetingInput(), id: draft.id });
    expect(update.statusCode).toBe(409);
    expect(bodyOf(update).message).toBe('会议“已取消”，不能修改');
    expect((await call('delete', { id: draft.id })).statusCode).toBe(200);
    expect(
      (await get(ctx, `/v1/meeting/info?communityInfoCode=${C}&id=${draft.id}`, { token: director }))
        .statusCode,
    ).toBe(404);
  });

  it('updates before the start, takes minutes only once it has begun', async () => {
    const meeting = await okData<Meeting>(await call('create', meetingInput(2)));
    const updated = await okData<Meeting>(
      await call('update', { ...meetingInput(3), id: meeting.id, meetingName: '改名' }),
    );
    expect(updated.meetingName).toBe('改名');
    const early = await call('fillMinute', { id: meeting.id, minutes: '纪要' });
    expect(early.statusCode).toBe(409);
    expect(bodyOf(early).message).toBe('会议“未开始”，不能填写会议纪要');
    ctx.clock.advance(4 * HOUR);
    const file = await upload(ctx, director, '会议签到表.pdf', PDF_BYTES, { communityInfoCode: C });
    const blank = await call('fillMinute', { id: meeting.id, minutes: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(bodyOf(blank).message).toBe('请填写会议纪要');
    const filled = await okData<Meeting>(
      await call('fillMinute', {
        id: meeting.id,
        minutes: '一、通过维修方案。',
        minuteAttachmentIds: [file.attachmentId],
      }),
    );
    expect(filled).toMatchObject({ state: 'IN_PROGRESS', minutes: '一、通过维修方案。' });
    expect(filled.minuteAttachments.map((f) => f.sourceName)).toEqual(['会议签到表.pdf']);
    const late = await call('update', { ...meetingInput(5), id: meeting.id });
    expect(late.statusCode).toBe(409);
    ctx.clock.advance(4 * HOUR);
    expect((await info(meeting.id)).state).toBe('ENDED');
    expect((await call('cancel', { id: meeting.id })).statusCode).toBe(409);
    expect((await call('delete', { id: meeting.id })).statusCode).toBe(409);
  });

  it('answers 401, 403 and 404', async () => {
    expect((await get(ctx, `/v1/meeting/list?communityInfoCode=${C}`)).statusCode).toBe(401);
    const forbidden = await call('create', meetingInput(), property);
    expect(forbidden.statusCode).toBe(403);
    const page = await okData<{ list: Meeting[] }>(
      await get(ctx, `/v1/meeting/list?communityInfoCode=${C}`, { token: director }),
    );
    const other = await get(ctx, `/v1/meeting/info?communityInfoCode=TYXQ001&id=${page.list[0]?.id}`, {
      token: director,
    });
    expect(other.statusCode).toBe(404);
  });
});
