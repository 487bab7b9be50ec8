import { describe, expect, it } from 'vitest';
import { chineseDate, fillKnownPlaceholders, remainingPlaceholders } from './template-placeholders';

describe('template placeholders', () => {
  it('fills the community name and the publish date, and leaves what only the author knows', () => {
    const text = '<p>【小区名称】业主委员会</p><p>【发布日期】</p><p>【日期】停水，范围【楼栋/单元】</p>';
    expect(fillKnownPlaceholders(text, { communityName: '阳光花园', publishDate: '2026-11-09' })).toBe(
      '<p>阳光花园业主委员会</p><p>2026年11月9日</p><p>【日期】停水，范围【楼栋/单元】</p>',
    );
  });

  it('keeps a placeholder whose value is unknown or blank', () => {
    expect(fillKnownPlaceholders('关于召开【小区名称】业主大会', { communityName: ' ' })).toBe(
      '关于召开【小区名称】业主大会',
    );
    expect(fillKnownPlaceholders('【发布日期】', {})).toBe('【发布日期】');
  });

  it('lists each remaining placeholder once over title and content', () => {
    expect(remainingPlaceholders('关于【日期】停水', '<p>【日期】【开始时间】</p>', null)).toEqual([
      '【日期】',
      '【开始时间】',
    ]);
    expect(remainingPlaceholders('关于12月1日停水的通知', '<p>已填写完整</p>')).toEqual([]);
  });

  it('writes dates the Chinese way', () => {
    expect(chineseDate('2026-01-05')).toBe('2026年1月5日');
    expect(chineseDate('明天')).toBe('明天');
  });
});
