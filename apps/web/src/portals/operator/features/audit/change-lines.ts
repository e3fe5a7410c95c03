type Values = Record<string, unknown> | null;

const show = (value: unknown): string => (value === undefined ? '–' : JSON.stringify(value));

/** An entry's change, one line per field that differs: "patron_limit: 3 → 5" ("–" where a side has none). */
export function changeLines(before: Values, after: Values): string[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .filter((key) => JSON.stringify(before?.[key]) !== JSON.stringify(after?.[key]))
    .map((key) => `${key}: ${show(before?.[key])} → ${show(after?.[key])}`);
}
