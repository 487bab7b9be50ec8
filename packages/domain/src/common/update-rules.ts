/**
 * Edit calls whose every field is optional (rename a building, set a house's areas): a body that
 * changes nothing is refused with a clear message rather than reaching the database as an UPDATE
 * with nothing to set (drizzle throws "No values to set", which answered 500).
 */
export const NOTHING_TO_UPDATE = '没有需要修改的内容';

/** Whether the input sends at least one of the editable fields (null counts: it clears a value). */
export function changesSomething(
  input: Readonly<Record<string, unknown>>,
  fields: readonly string[],
): boolean {
  return fields.some((field) => input[field] !== undefined);
}
