/**
 * A LIKE / ILIKE pattern that finds `value` anywhere in a text: `%`, `_` and `\` typed into a
 * search box are searched for as themselves (PostgreSQL's default escape character is `\`).
 */
export function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
