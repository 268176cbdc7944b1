/** The shared hashtag rule, so what the editor suggests is what the post is filed under. */
import { hashtagsIn } from '../../../../shared/blocks/hashtags.ts';

export interface HashtagAtCaret {
  term: string;
  start: number;
}

export function hashtagAtCaret(textBeforeCaret: string): HashtagAtCaret | null {
  const last = hashtagsIn(textBeforeCaret).at(-1);
  if (!last || last.index + last.written.length !== textBeforeCaret.length) return null;
  return { term: last.written.slice(1), start: last.index };
}

export interface Suggestions {
  tags: string[];
  typed: number;
  /** What Enter takes until the arrows move: the existing tag spelled as typed, else the first existing tag, else the term. */
  initial: number;
}

/** Existing tags win the highlight, so a quick Enter does not split a tag into near-duplicates. */
export function suggestionList(term: string, found: readonly string[]): Suggestions {
  const typed = term.toLowerCase();
  const exact = found.findIndex((tag) => tag.toLowerCase() === typed);
  if (exact >= 0) return { tags: [...found], typed: -1, initial: exact };
  return { tags: [term, ...found], typed: 0, initial: found.length > 0 ? 1 : 0 };
}
