/**
 * Which hashtag, if any, the author is typing (spec 2 "Post editor"): a # followed by
 * Latin or Cyrillic letters or digits right before the caret. The characters and the
 * "not after a letter or digit" rule are those of shared/blocks/hashtags.ts, so what the
 * editor suggests is what the server will file the post under.
 */

export interface HashtagAtCaret {
  /** The letters after the #. */
  term: string;
  /** Index of the # in the text. */
  start: number;
}

const TAG_BEFORE_CARET = /(?<![\p{L}\p{N}#])#([\p{sc=Cyrillic}\p{sc=Latin}0-9]+)$/u;
/** The # of an address's fragment is not a tag (the server ignores it too). */
const ADDRESS = /^(?:https?:\/\/|www\.)/i;

export function hashtagAtCaret(textBeforeCaret: string): HashtagAtCaret | null {
  const match = TAG_BEFORE_CARET.exec(textBeforeCaret);
  if (!match) return null;
  const word = textBeforeCaret.slice(textBeforeCaret.search(/\S*$/));
  if (ADDRESS.test(word)) return null;
  return { term: match[1]!, start: match.index };
}

/** The server's tags, with the typed term first when it is not among them. */
export function suggestionList(term: string, found: readonly string[]): string[] {
  const typed = term.toLowerCase();
  return found.some((tag) => tag.toLowerCase() === typed) ? [...found] : [term, ...found];
}
