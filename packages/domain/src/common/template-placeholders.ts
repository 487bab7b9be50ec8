/**
 * Placeholders in the notice and proposal templates: 【…】 marks text the committee fills in
 * (issue #24). What the platform knows when a template is applied is filled in right away; what is
 * left is listed so the page can warn before anything is published with a placeholder in it.
 */

/** The values known when a template is applied in a community. */
export type KnownTemplateValues = {
  /** The community's name, for 【小区名称】. */
  communityName?: string | null;
  /** The day the text is published (YYYY-MM-DD), for 【发布日期】, written as 2026年11月29日. */
  publishDate?: string | null;
};

const PLACEHOLDER = /【[^【】]*】/g;

/** 2026-11-29 → 2026年11月29日; anything else is returned as given. */
export function chineseDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  return `${match[1]}年${Number(match[2])}月${Number(match[3])}日`;
}

/** Replaces the placeholders whose value is known; every other 【…】 stays for the author to fill. */
export function fillKnownPlaceholders(text: string, known: KnownTemplateValues): string {
  const values: Record<string, string | undefined> = {
    '【小区名称】': known.communityName?.trim() || undefined,
    '【发布日期】': known.publishDate ? chineseDate(known.publishDate) : undefined,
  };
  return text.replace(PLACEHOLDER, (placeholder) => values[placeholder] ?? placeholder);
}

/** The distinct 【…】 placeholders still in the texts (HTML tags do not matter: 【 and 】 are text). */
export function remainingPlaceholders(...texts: readonly (string | null | undefined)[]): string[] {
  const found = new Set<string>();
  for (const text of texts) for (const match of (text ?? '').matchAll(PLACEHOLDER)) found.add(match[0]);
  return [...found];
}
