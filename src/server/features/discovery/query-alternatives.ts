// A reader who forgot to switch the keyboard types `rjnbrb` for `котики` (or `ьфсищщл` for `macbook`), and one without a
// Russian keyboard writes `kotiki`: discovery searches every reading at once.

const LATIN_KEYS = "`qwertyuiop[]asdfghjkl;'zxcvbnm,.~{}:\"<>";
const RUSSIAN_KEYS = 'ёйцукенгшщзхъфывапролджэячсмитьбюёхъжэбю';

const toRussianLayout = new Map([...LATIN_KEYS].map((key, index) => [key, RUSSIAN_KEYS[index]!]));
// The shifted keys repeat letters, so the reverse map takes the unshifted key of each.
const toLatinLayout = new Map([...RUSSIAN_KEYS].slice(0, 33).map((letter, index) => [letter, LATIN_KEYS[index]!]));

/** Latin spellings of Russian letters, longest first so `shch` is read before `sh` and `h`. */
const LATIN_SPELLINGS: ReadonlyArray<[string, string]> = [
  ['shch', 'щ'], ['sch', 'щ'], ['zh', 'ж'], ['kh', 'х'], ['ts', 'ц'], ['ch', 'ч'], ['sh', 'ш'],
  ['yu', 'ю'], ['ju', 'ю'], ['ya', 'я'], ['ja', 'я'], ['yo', 'ё'], ['jo', 'ё'], ['ye', 'е'],
  ['a', 'а'], ['b', 'б'], ['v', 'в'], ['w', 'в'], ['g', 'г'], ['d', 'д'], ['e', 'е'], ['z', 'з'],
  ['i', 'и'], ['j', 'й'], ['k', 'к'], ['l', 'л'], ['m', 'м'], ['n', 'н'], ['o', 'о'], ['p', 'п'],
  ['r', 'р'], ['s', 'с'], ['t', 'т'], ['u', 'у'], ['f', 'ф'], ['h', 'х'], ['c', 'к'], ['q', 'к'],
  ['x', 'кс'], ['y', 'ы'],
];

const VOWELS = new Set('аеёиоуыэюя');
const LATIN = /[a-z]/;
const CYRILLIC = /[а-яё]/;

export function latinLayoutToRussian(text: string): string {
  return [...text.toLowerCase()].map((char) => toRussianLayout.get(char) ?? char).join('');
}

export function russianLayoutToLatin(text: string): string {
  return [...text.toLowerCase()].map((char) => toLatinLayout.get(char) ?? char).join('');
}

/** `kotiki` → `котики`, `schastye` → `щастые`: the common informal spellings, not a standard's. */
export function latinToCyrillic(text: string): string {
  const source = text.toLowerCase();
  let result = '';
  for (let at = 0; at < source.length; ) {
    const spelling = LATIN_SPELLINGS.find(([latin]) => source.startsWith(latin, at));
    if (!spelling) {
      result += source[at];
      at += 1;
      continue;
    }
    const [latin, letter] = spelling;
    // "y" after a vowel is "й" (moy → мой), elsewhere "ы" (ty → ты).
    result += latin === 'y' && VOWELS.has(result.at(-1) ?? '') ? 'й' : letter;
    at += latin.length;
  }
  return result;
}

/** The query as typed comes first; mixed scripts are taken as meant. No duplicates, all lowercase. */
export function queryAlternatives(query: string): string[] {
  const text = query.toLowerCase().normalize('NFC');
  const hasLatin = LATIN.test(text);
  const hasCyrillic = CYRILLIC.test(text);
  const readings = [text];
  if (hasLatin && !hasCyrillic) readings.push(latinLayoutToRussian(text), latinToCyrillic(text));
  if (hasCyrillic && !hasLatin) readings.push(russianLayoutToLatin(text));
  return [...new Set(readings.map((reading) => reading.trim()).filter(Boolean))];
}

export function searchWords(reading: string, limit = MAX_SEARCH_WORDS): string[] {
  return (reading.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, limit);
}

export const MAX_SEARCH_WORDS = 8;

// The last word as a prefix, so `кот` also finds `котики` past the stemmer while it is being typed; a word the reader
// finished with a space is whole, and the stemmer finds its forms. So is a last word in `whole`: a post search takes a
// common word as meant (discovery.queries.ts). A prefix gathers every lexeme it begins, which a common pair of them made
// the slowest of searches. Only letters and digits reach it, quoted, so no input can inject tsquery operators.
export function prefixTsQuery(readings: readonly string[], whole: ReadonlySet<string> = new Set()): string {
  const groups = readings
    .map((reading) => searchWords(reading).map((word, index, words) => `'${word}'${index === words.length - 1 && word.length > 1 && !whole.has(word) ? ':*' : ''}`))
    .filter((words) => words.length > 0)
    .map((words) => `(${words.join(' & ')})`);
  return groups.join(' | ');
}
