import { MESSAGES } from './messages';

/**
 * The business codes of the error catalogue (SPEC §8). The server puts them in the envelope's `code`
 * (with the HTTP status that fits, DESIGN §5); the web's request helper hands them to the pages as the
 * failure's `code`, with the catalogue's words.
 */
export const ERROR_CODES = {
  /** The answer carried no result (an empty or `null` body, or an envelope without data). */
  emptyResult: -1,
  /** The user's account may not make this call. */
  insufficientPermission: 100001,
  /** The resident ID is bound to another user (identity check, certification, government real name). */
  idCardBound: 534,
} as const;

export type CatalogueCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

const CATALOGUE_MESSAGES: Readonly<Record<CatalogueCode, string>> = {
  [ERROR_CODES.emptyResult]: MESSAGES.emptyResult,
  [ERROR_CODES.insufficientPermission]: MESSAGES.insufficientPermission,
  [ERROR_CODES.idCardBound]: MESSAGES.idCardBound,
};

export function isCatalogueCode(code: number): code is CatalogueCode {
  return Object.hasOwn(CATALOGUE_MESSAGES, code);
}

/** The catalogue's words for a business code, or null for any other code. */
export function catalogueMessage(code: number): string | null {
  return isCatalogueCode(code) ? CATALOGUE_MESSAGES[code] : null;
}
