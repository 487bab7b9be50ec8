import { describe, expect, it } from 'vitest';
import { readRate } from '../gov-information/gov-information-api';
import { activityCreateInput, signUpStateOf } from './gov-activity-api';

const now = new Date('2026-03-02T02:00:00Z');
const base = { state: 'PUBLISHED' as const, signUpDeadline: new Date('2026-03-03T02:00:00Z'), capacity: 2 };

describe('sign-up state', () => {
  it('is open until full, closed after the deadline, cancelled when cancelled', () => {
    expect(signUpStateOf({ ...base, signUpCount: 1 }, now)).toBe('OPEN');
    expect(signUpStateOf({ ...base, signUpCount: 2 }, now)).toBe('FULL');
    expect(signUpStateOf({ ...base, signUpCount: 0 }, new Date('2026-03-03T02:00:01Z'))).toBe('CLOSED');
    expect(signUpStateOf({ ...base, state: 'CANCELLED', signUpCount: 0 }, now)).toBe('CANCELLED');
  });
});

describe('activity input', () => {
  const valid = {
    title: '义诊',
    content: '<p>内容</p>',
    place: '服务中心',
    startTime: '2026-03-05T02:00:00Z',
    endTime: '2026-03-05T04:00:00Z',
    signUpDeadline: '2026-03-04T02:00:00Z',
    capacity: 10,
    allCommunities: true,
  };
  it('accepts a complete activity and refuses a deadline after the start', () => {
    expect(activityCreateInput.safeParse(valid).success).toBe(true);
    const late = activityCreateInput.safeParse({ ...valid, signUpDeadline: '2026-03-06T02:00:00Z' });
    expect(late.error?.issues[0]?.message).toBe('报名截止时间不能晚于活动开始时间');
  });
});

describe('read rate', () => {
  it('is the read share of owners reached, 0 when nobody is reached', () => {
    expect(readRate(1, 4)).toBe(0.25);
    expect(readRate(0, 0)).toBe(0);
  });
});
