/**
 * Builds an enumeration from `[value, Chinese label]` pairs so the values, the zod-friendly
 * tuple and the label lookup all come from one list and cannot drift apart.
 */
export function labelledEnum<const T extends readonly (readonly [string, string])[]>(pairs: T) {
  type Value = T[number][0];
  const values = pairs.map(([value]) => value) as unknown as readonly [Value, ...Value[]];
  const labels = Object.fromEntries(pairs) as Record<Value, string>;
  return {
    values,
    labels,
    label: (value: Value): string => labels[value],
    is: (value: unknown): value is Value => typeof value === 'string' && value in labels,
    options: pairs.map(([value, label]) => ({ value: value as Value, label })),
  };
}

export type EnumValue<E extends { values: readonly string[] }> = E['values'][number];
