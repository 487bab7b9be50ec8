/**
 * What the build cannot know and the server fills into the prerendered site and H5 pages per
 * request (apps/server/src/modules/site/site-pages.ts): the deployment's public address and the
 * operator's details in the legal texts. Markers are plain text, so they survive React's escaping.
 */

/** Stands for the configured public base URL (`PUBLIC_URL`, no trailing slash) in canonical, hreflang and og: links. */
export const ORIGIN_SLOT = '__GZ_ORIGIN__';

/**
 * The operator details a legal text names, as `{{op.<key>}}` in the text (zh) or `{{op.<key>En}}`
 * where the English wording differs. Name, contact and address are deployment settings
 * (`OPERATOR_*`, docs/deploy.md); provider names follow the configured providers.
 */
export const OPERATOR_KEYS = [
  'name',
  'email',
  'phone',
  'address',
  'smsProvider',
  'smsProviderEn',
  'storageProvider',
  'storageProviderEn',
  'identityProvider',
  'identityProviderEn',
  'aiProvider',
  'aiProviderEn',
] as const;
export type OperatorKey = (typeof OPERATOR_KEYS)[number];
export type OperatorTexts = Record<OperatorKey, string>;

/** The marker of one operator detail inside a legal text. */
export function op(key: OperatorKey): string {
  return `{{op.${key}}}`;
}

const TOKEN = /\{\{op\.(\w+)\}\}/g;

/**
 * Replaces every operator marker with its value (through `encode` when the text is HTML). An
 * unknown key stays as it is, so a typo shows up on the page and in the tests instead of vanishing.
 */
export function fillOperator(
  text: string,
  texts: OperatorTexts,
  encode: (value: string) => string = (value) => value,
): string {
  return text.replace(TOKEN, (marker, key: string) =>
    (OPERATOR_KEYS as readonly string[]).includes(key) ? encode(texts[key as OperatorKey]) : marker,
  );
}

/** True when a text still holds an operator marker (a legal page must not publish one). */
export function hasOperatorMarker(text: string): boolean {
  return /\{\{op\.\w+\}\}/.test(text);
}
