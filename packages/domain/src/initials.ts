// Titles written before a name; they are not part of the person's initials.
const titles = new Set(['dr', 'mr', 'mrs', 'ms', 'mx', 'miss', 'prof', 'professor', 'sir', 'dame', 'rev']);

const isTitle = (word: string) => titles.has(word.replace(/\.$/, '').toLowerCase());

/**
 * The initials an avatar shows in place of a picture: the first letters of the first and last
 * words of the name, leaving out titles ('Dr. Carlos Rivera' → 'CR') and words that do not start
 * with a letter; '?' when nothing is left.
 */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word) && !isTitle(word));
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letters = [first, last].map((word) => (word ? [...word][0]?.toLocaleUpperCase('en-US') : ''));
  return letters.join('') || '?';
}
