// Belongs in packages/domain (SPEC §5 masking); kept here until the domain owner moves it.

function maskRange(chars: string[], from: number, to: number): void {
  for (let index = from; index < Math.min(to, chars.length); index += 1) chars[index] = '*';
}

/**
 * Masks an ID number for display (SPEC §5): 6 characters or fewer keep only the first; under 14 mask
 * from position 6; 14–15 mask positions 6–13; longer mask positions 6–13 and positions 2–3 of the
 * remainder after position 14. Positions are 0-based.
 */
export function maskCardNo(cardNo: string | null | undefined): string | null {
  if (!cardNo) return null;
  const chars = [...cardNo];
  if (chars.length <= 6) return chars[0] + '*'.repeat(chars.length - 1);
  if (chars.length < 14) {
    maskRange(chars, 6, chars.length);
    return chars.join('');
  }
  maskRange(chars, 6, 14);
  if (chars.length > 15) maskRange(chars, 14 + 2, 14 + 4);
  return chars.join('');
}
