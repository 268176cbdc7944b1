/**
 * Which hashtag, if any, the author is typing (spec 2 "Post editor"): a # followed by
 * Latin or Cyrillic letters or digits right before the caret. It is the shared rule of
 * shared/blocks/hashtags.ts (the one the tag index and tag links use), so what the editor
 * suggests is what the post will be filed under.
 */
import { hashtagsIn } from '../../../../shared/blocks/hashtags.ts';

export interface HashtagAtCaret {
  /** The tag as typed, without the #. */
  term: string;
  /** Index of the # in the text. */
  start: number;
}

export function hashtagAtCaret(textBeforeCaret: string): HashtagAtCaret | null {
  const last = hashtagsIn(textBeforeCaret).at(-1);
  if (!last || last.index + last.written.length !== textBeforeCaret.length) return null;
  return { term: last.written.slice(1), start: last.index };
}

export interface Suggestions {
  tags: string[];
  /** Index of the typed term when no existing tag is spelled so, else -1. */
  typed: number;
  /** What Enter takes until the arrows move: the existing tag spelled as typed, else the first existing tag, else the term. */
  initial: number;
}

/**
 * The server's tags, with the typed term first when it is not among them (spec 2). Existing
 * tags win the highlight, so a tag is not split into near-duplicates by a quick Enter.
 */
export function suggestionList(term: string, found: readonly string[]): Suggestions {
  const typed = term.toLowerCase();
  const exact = found.findIndex((tag) => tag.toLowerCase() === typed);
  if (exact >= 0) return { tags: [...found], typed: -1, initial: exact };
  return { tags: [term, ...found], typed: 0, initial: found.length > 0 ? 1 : 0 };
}
