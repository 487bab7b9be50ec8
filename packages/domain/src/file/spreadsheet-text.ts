/**
 * Spreadsheet programs run a text cell that starts with = + - @ (or a tab or CR before one) as a
 * formula once the file passes through CSV or a re-typed cell (OWASP "CSV injection"). Exports
 * write such text as a string cell prefixed with an apostrophe, the mark Excel itself uses for
 * "this is text"; imports strip that one apostrophe again, so a round trip keeps the value.
 */
const FORMULA_TRIGGER = /^[=+\-@\t\r]/;

export function neutralizeFormulaText(text: string): string {
  return FORMULA_TRIGGER.test(text) ? `'${text}` : text;
}

/** The inverse of {@link neutralizeFormulaText} for text read back from an import. */
export function restoreNeutralizedText(text: string): string {
  return text.startsWith("'") && FORMULA_TRIGGER.test(text.slice(1)) ? text.slice(1) : text;
}
