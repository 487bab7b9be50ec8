import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format';

describe('formatDateTime', () => {
  it('reads every form the server sends as dayjs does', () => {
    for (const value of [
      '2024-05-01 10:07:09',
      '2024-05-01T10:07:09',
      '2024-05-01T02:07:09.123Z',
      '2024-05-01T10:07:09+08:00',
      '2024/05/01 10:07',
      '2024-05-01',
      1714529229000,
      new Date(2024, 4, 1, 9, 5),
    ]) {
      expect(formatDateTime(value), String(value)).toBe(dayjs(value).format('YYYY/MM/DD HH:mm'));
    }
  });

  it('answers empty for nothing and for what is not a date', () => {
    for (const value of [null, undefined, '', 'not a date']) expect(formatDateTime(value)).toBe('');
  });
});
