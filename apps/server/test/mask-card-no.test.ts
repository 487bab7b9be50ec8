import { describe, expect, it } from 'vitest';
import { maskCardNo } from '../src/common/mask-card-no';

describe('maskCardNo (SPEC §5)', () => {
  it.each([
    [null, null],
    ['', null],
    ['A', 'A'],
    ['AB1234', 'A*****'],
    ['AB12345', 'AB1234*'],
    ['1234567890123', '123456*******'],
    ['12345678901234', '123456********'],
    ['123456789012345', '123456********5'],
    ['440305198001011234', '440305********12**'],
    ['11010519491231002X', '110105********00**'],
    ['1234567890123456789012', '123456********56**9012'],
  ])('%s → %s', (input, expected) => {
    expect(maskCardNo(input)).toBe(expected);
  });
});
