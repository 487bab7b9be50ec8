import { describe, expect, it } from 'vitest';
import { chineseQueryOf, ENGLISH_GLOSSARY, isEnglishQuestion } from '../src/modules/adviser/english-glossary';

describe('English glossary of the adviser', () => {
  it('knows the core property terms', () => {
    expect(ENGLISH_GLOSSARY.length).toBeGreaterThanOrEqual(40);
    const terms = new Map(ENGLISH_GLOSSARY);
    expect(terms.get('maintenance fund')).toBe('维修资金');
    expect(terms.get('owners committee')).toBe('业主委员会');
    expect(terms.get('owners assembly')).toBe('业主大会');
    expect(terms.get('property management company')).toBe('物业服务企业');
    expect(terms.get('vote')).toBe('表决');
    expect(terms.get('parking')).toBe('车位');
  });

  it('tells English questions from Chinese ones', () => {
    expect(isEnglishQuestion('Who owns the parking spaces?')).toBe(true);
    expect(isEnglishQuestion('车位归谁所有')).toBe(false);
    expect(isEnglishQuestion('业主委员会 HOA')).toBe(false);
    expect(isEnglishQuestion('123?')).toBe(false);
  });

  it('maps longer terms first, with apostrophes, plurals and verb forms', () => {
    expect(chineseQueryOf("How soon must a new owners' committee be filed?")).toBe(
      '业主委员会 多久 日内 备案',
    );
    expect(chineseQueryOf('Who owns the owner’s committee funding?')).toBe('业主委员会 归谁所有 经费');
    expect(chineseQueryOf('Can the property management company vote on parking spaces?')).toBe(
      '物业服务企业 车位 表决',
    );
    expect(chineseQueryOf('Using MAINTENANCE FUNDS for the elevator')).toBe('维修资金 电梯');
  });

  it('finds nothing in a question outside property matters', () => {
    expect(chineseQueryOf('Write me a poem about spring')).toBe('');
    expect(chineseQueryOf('How do I buy stocks?')).toBe('');
  });
});
