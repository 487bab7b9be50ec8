/** The character that replaces hidden characters of an ID number. */
export const MASK_CHAR = '*';

/**
 * Masks an ID number for display (SPEC §5). Positions are 0-based indices into the characters and
 * ranges include both ends, so "positions 6–13" are the eight characters after the six-digit region
 * code — exactly the YYYYMMDD birth date of an 18-digit ID:
 * - 6 characters or fewer: keep the first, mask the rest (`'123456'` → `'1*****'`);
 * - 7 to 13: keep 0–5, mask from 6 on (`'G1234567'` → `'G12345**'`);
 * - 14 or 15: mask 6–13, keep the rest (`'110105491231002'` → `'110105********2'`);
 * - 16 or more: also mask positions 2–3 of the remainder that follows 13, i.e. 16–17
 *   (`'11010519491231002X'` → `'110105********00**'`, hiding birth date, gender digit and check).
 * Length is always preserved; characters are code points, so nothing splits a surrogate pair.
 */
export function maskIdNumber(value: string): string {
  const chars = Array.from(value);
  const length = chars.length;
  const hidden = (index: number): boolean => {
    if (length <= 6) {
      return index >= 1;
    }
    if (length < 14) {
      return index >= 6;
    }
    return (index >= 6 && index <= 13) || index === 16 || index === 17;
  };
  return chars.map((char, index) => (hidden(index) ? MASK_CHAR : char)).join('');
}
