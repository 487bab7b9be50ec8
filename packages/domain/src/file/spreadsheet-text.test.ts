import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutralizeFormulaText, restoreNeutralizedText } from './spreadsheet-text';

describe('neutralizeFormulaText', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+86 138', "'+86 138"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=x', "'\t=x"],
    ['\r=x', "'\r=x"],
    ['阳光花园', '阳光花园'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('%j → %j', (input, output) => {
    expect(neutralizeFormulaText(input)).toBe(output);
  });

  it('round-trips through restoreNeutralizedText', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(restoreNeutralizedText(neutralizeFormulaText(text))).toBe(text);
      }),
    );
  });
});
