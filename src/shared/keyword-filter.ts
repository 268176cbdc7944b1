/**
 * Whole words, ignoring case, ё as е and runs of spaces: "Крипта" blocks "крипта" and "#крипта" but not
 * "криптовалюта" (a stem would also hide "кот" in "который"). `#tag` blocks only that hashtag.
 */
export const KEYWORD_LIMITS = { length: 50, count: 100 } as const;

export function normalizeKeyword(keyword: string): string {
  const folded = foldText(keyword).trim();
  const word = folded.replace(/^#+\s*/, '');
  if (!word) return '';
  return word === folded ? word : `#${word}`;
}

function foldText(text: string): string {
  return text.normalize('NFC').toLowerCase().replaceAll('ё', 'е').replace(/\s+/gu, ' ');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternOf(keywords: readonly string[]): RegExp | null {
  const alternatives = keywords.filter(Boolean).map((keyword) =>
    keyword.startsWith('#') ? `(?<![\\p{L}\\p{N}_#&])${escape(keyword)}` : `(?<![\\p{L}\\p{N}_])${escape(keyword)}`,
  );
  return alternatives.length === 0 ? null : new RegExp(`(?:${alternatives.join('|')})(?![\\p{L}\\p{N}_])`, 'u');
}

const patterns = new WeakMap<readonly string[], RegExp | null>();

export function matchesBlockedKeywords(keywords: readonly string[], text: string): boolean {
  if (keywords.length === 0 || !text) return false;
  let pattern = patterns.get(keywords);
  if (pattern === undefined) {
    pattern = patternOf(keywords);
    patterns.set(keywords, pattern);
  }
  return pattern !== null && pattern.test(foldText(text));
}
