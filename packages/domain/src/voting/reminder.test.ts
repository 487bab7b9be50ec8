import { describe, expect, it } from 'vitest';
import { reminderDay, reminderEndDate, reminderTargets, reminderTitle } from './reminder';

describe('vote reminders', () => {
  it('reaches each owner once, never opted-out ones or those reminded today', () => {
    const result = reminderTargets([
      { userId: 1, optedOut: false, remindedToday: false },
      { userId: 2, optedOut: true, remindedToday: false },
      { userId: 3, optedOut: false, remindedToday: true },
      { userId: 1, optedOut: false, remindedToday: false },
      { userId: 4, optedOut: true, remindedToday: true },
      { userId: 5, optedOut: false, remindedToday: false },
      { userId: 5, optedOut: true, remindedToday: false },
    ]);
    expect(result).toEqual({ owners: 5, optedOut: 3, remindedToday: 1, targets: [1] });
  });

  it('counts the day in Asia/Shanghai', () => {
    expect(reminderDay(new Date('2026-11-29T15:59:59Z'))).toBe('2026-11-29');
    expect(reminderDay(new Date('2026-11-29T16:00:00Z'))).toBe('2026-11-30');
    expect(reminderEndDate(new Date('2026-12-05T10:00:00Z'))).toBe('2026-12-05 18:00');
  });

  it('shortens a long title for the SMS variable', () => {
    expect(reminderTitle(' 外墙维修 ')).toBe('外墙维修');
    const long = reminderTitle('关于使用住宅专项维修资金更换一至十二号楼全部电梯及配套设施的表决');
    expect([...long]).toHaveLength(20);
    expect(long.endsWith('…')).toBe(true);
  });
});
