/**
 * The keyword filter (spec 2 "Feed settings"): words, phrases and hashtags a member blocks.
 * Matching is on whole words, ignoring case, treating ё as е and any run of spaces as one, so
 * "Крипта" blocks "крипта" and "#крипта" but not "криптовалюта" (a member adds the forms
 * they mean; a stem would also hide "кот" in "который"). A keyword written as `#tag`
 * blocks only that hashtag; a plain word blocks the word and the hashtag alike.
 */
export const KEYWORD_LIMITS = { length: 50, count: 100 } as const;

/** The stored and compared form of a keyword; empty when nothing is left to match. */
export function normalizeKeyword(keyword: string): string {
  const folded = foldText(keyword).trim();
  const word = folded.replace(/^#+\s*/, '');
  if (!word) return '';
  return word === folded ? word : `#${word}`;
}

/** Case, ё and spacing folded the way keywords are, for the text they are matched against. */
function foldText(text: string): string {
  return text.normalize('NFC').toLowerCase().replaceAll('ё', 'е').replace(/\s+/gu, ' ');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One pattern for a member's whole list: a word or phrase not inside a longer word. */
function patternOf(keywords: readonly string[]): RegExp | null {
  const alternatives = keywords.filter(Boolean).map((keyword) =>
    keyword.startsWith('#') ? `(?<![\\p{L}\\p{N}_#&])${escape(keyword)}` : `(?<![\\p{L}\\p{N}_])${escape(keyword)}`,
  );
  return alternatives.length === 0 ? null : new RegExp(`(?:${alternatives.join('|')})(?![\\p{L}\\p{N}_])`, 'u');
}

const patterns = new WeakMap<readonly string[], RegExp | null>();

/** Whether `text` holds one of the (normalised) `keywords`. The pattern is built once per list. */
export function matchesBlockedKeywords(keywords: readonly string[], text: string): boolean {
  if (keywords.length === 0 || !text) return false;
  let pattern = patterns.get(keywords);
  if (pattern === undefined) {
    pattern = patternOf(keywords);
    patterns.set(keywords, pattern);
  }
  return pattern !== null && pattern.test(foldText(text));
}
