import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { labelledEnum } from './labelled-enum';
import { YesNo } from './yes-no';

const Colour = labelledEnum([
  ['RED', '红'],
  ['BLUE', '蓝'],
] as const);

describe('labelledEnum', () => {
  it('keeps values in declaration order', () => {
    expect(Colour.values).toEqual(['RED', 'BLUE']);
  });

  it.each([
    ['RED', '红'],
    ['BLUE', '蓝'],
  ] as const)('labels %s as %s', (value, label) => {
    expect(Colour.label(value)).toBe(label);
    expect(Colour.labels[value]).toBe(label);
  });

  it.each([
    ['RED', true],
    ['BLUE', true],
    ['GREEN', false],
    ['red', false],
    ['', false],
    [null, false],
    [1, false],
  ] as const)('is(%s) → %s', (value, expected) => {
    expect(Colour.is(value)).toBe(expected);
  });

  it('lists options for selects', () => {
    expect(Colour.options).toEqual([
      { value: 'RED', label: '红' },
      { value: 'BLUE', label: '蓝' },
    ]);
  });

  it('feeds z.enum', () => {
    const schema = z.enum(Colour.values);
    expect(schema.parse('RED')).toBe('RED');
    expect(schema.safeParse('GREEN').success).toBe(false);
  });

  it('YesNo has YES 是 and NO 否', () => {
    expect(YesNo.options).toEqual([
      { value: 'YES', label: '是' },
      { value: 'NO', label: '否' },
    ]);
  });
});
