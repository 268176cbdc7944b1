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

/** The server's tags, with the typed term first when it is not among them. */
export function suggestionList(term: string, found: readonly string[]): string[] {
  const typed = term.toLowerCase();
  return found.some((tag) => tag.toLowerCase() === typed) ? [...found] : [term, ...found];
}
