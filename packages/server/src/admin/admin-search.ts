/**
 * An admin list's search as an ILIKE pattern matching the words anywhere, or null without one.
 * The wildcards `%` and `_` and the escape `\` in what the admin typed match themselves.
 */
export function likePattern(search: string): string | null {
  const words = search.trim();
  if (!words) return null;
  return `%${words.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
