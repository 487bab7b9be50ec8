import { describe, expect, it } from 'vitest';
import {
  affairListQuery,
  chinaMonth,
  govPeriodQuery,
  hourFigures,
  hoursBetween,
  periodBounds,
} from './gov-community-affair-api';

describe('government period filter', () => {
  it('runs from the first China day at midnight to the midnight after the last', () => {
    expect(periodBounds({ startDate: '2030-01-01', endDate: '2030-01-31' })).toEqual({
      from: new Date('2029-12-31T16:00:00.000Z'),
      to: new Date('2030-01-31T16:00:00.000Z'),
    });
    expect(periodBounds({})).toBeNull();
  });

  it('refuses half a period, a reversed one and impossible days', () => {
    const message = (input: unknown) => govPeriodQuery.safeParse(input).error?.issues[0]?.message;
    expect(message({ startDate: '2030-01-01' })).toBe('请同时选择开始日期和结束日期');
    expect(message({ startDate: '2030-02-01', endDate: '2030-01-01' })).toBe('开始日期不能晚于结束日期');
    expect(message({ startDate: '2030-13-01', endDate: '2030-13-02' })).toBe('请选择正确的日期');
    expect(message({ startDate: '2030-02-01', endDate: '2030-02-31' })).toBe('请选择正确的日期');
    expect(govPeriodQuery.safeParse({ startDate: '2030-01-01', endDate: '2030-01-01' }).success).toBe(true);
    expect(affairListQuery.parse({})).toMatchObject({ page: 1, size: 20 });
  });
});

describe('handling times', () => {
  it('gives average and median hours with one decimal', () => {
    expect(hoursBetween(new Date('2030-01-01T00:00:00Z'), new Date('2030-01-01T01:30:00Z'))).toBe(1.5);
    expect(hourFigures([3, 10, 20])).toEqual({ average: 11, median: 10 });
    expect(hourFigures([1, 2])).toEqual({ average: 1.5, median: 1.5 });
    expect(hourFigures([])).toEqual({ average: null, median: null });
  });

  it('buckets instants by China month', () => {
    expect(chinaMonth(new Date('2030-01-31T16:00:00Z'))).toBe('2030-02');
    expect(chinaMonth(new Date('2030-01-31T15:59:59Z'))).toBe('2030-01');
  });
});
