import { describe, expect, it } from 'vitest';
import { noticeCreateInput, noticeDraftInput } from './notice-api';
import {
  parsePublicityDate,
  publicityDateAtMidnight,
  readShare,
  supplementFinanceLabel,
} from './notice-rules';

describe('parsePublicityDate', () => {
  it.each([
    ['2026-03-05', '2026-03-05'],
    ['2026-03-05 00:00:00', '2026-03-05'],
    ['2026-03-05 00:00', '2026-03-05'],
    [publicityDateAtMidnight('2026-12-31'), '2026-12-31'],
  ])('%s is %s', (input, date) => {
    expect(parsePublicityDate(input)).toBe(date);
  });

  it.each(['2026-02-30', '2026-3-5', '2026-03-05 08:00:00', '05/03/2026', ''])('refuses %s', (input) => {
    expect(parsePublicityDate(input)).toBeNull();
  });
});

describe('notice rules', () => {
  it('labels the finance supplement by account type or the other name', () => {
    expect(supplementFinanceLabel(null)).toBeNull();
    expect(
      supplementFinanceLabel({ financeAccountType: 'HOUSING_MAINTENANCE_FUNDS', otherTypeName: null }),
    ).toBe('住宅专项维修资金');
    expect(supplementFinanceLabel({ financeAccountType: 'OTHER', otherTypeName: '停车场收益' })).toBe(
      '停车场收益',
    );
  });

  it('computes the share of owners reached', () => {
    expect(readShare(3, 12)).toBe(0.25);
    expect(readShare(0, 0)).toBe(0);
    expect(readShare(5, 4)).toBe(1);
  });
});

describe('notice inputs', () => {
  const base = {
    communityInfoCode: 'C1',
    title: '停水通知',
    noticeType: 'DAILY_MANAGEMENT',
    content: '<p>明日停水</p>',
    publicityDate: '2026-03-05 00:00:00',
  };

  it('normalises the publicity date and defaults the material', () => {
    const parsed = noticeCreateInput.parse(base);
    expect(parsed.publicityDate).toBe('2026-03-05');
    expect(parsed.material).toEqual([]);
    expect(parsed.supplementFinance).toBeNull();
  });

  it('refuses empty content with 请输入内容 but lets a draft wait for it', () => {
    const empty = noticeCreateInput.safeParse({ ...base, content: '<p><br></p>' });
    expect(empty.error?.issues[0]?.message).toBe('请输入内容');
    expect(noticeDraftInput.parse({ ...base, content: undefined, publicityDate: undefined }).content).toBe(
      '',
    );
  });

  it('needs the other type name for OTHER finance supplements', () => {
    const missing = noticeCreateInput.safeParse({
      ...base,
      supplementFinance: { financeAccountType: 'OTHER' },
    });
    expect(missing.error?.issues[0]?.message).toBe('请填写其他类型名称');
    expect(
      noticeCreateInput.safeParse({ ...base, material: Array(10).fill('a') }).error?.issues[0]?.message,
    ).toBe('最多上传9个附件');
  });
});
