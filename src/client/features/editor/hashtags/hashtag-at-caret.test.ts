import { describe, expect, it } from 'vitest';
import { hashtagAtCaret, suggestionList } from './hashtag-at-caret.ts';

describe('hashtagAtCaret', () => {
  it('finds a Latin, Cyrillic or mixed tag ending at the caret', () => {
    expect(hashtagAtCaret('#кино')).toEqual({ term: 'кино', start: 0 });
    expect(hashtagAtCaret('Смотрели #Movies2024')).toEqual({ term: 'Movies2024', start: 9 });
    expect(hashtagAtCaret('про (#ёлка')).toEqual({ term: 'ёлка', start: 5 });
    expect(hashtagAtCaret('a\u00a0#tag')).toEqual({ term: 'tag', start: 2 });
  });

  it('needs at least one letter or digit after the #, right up to the caret', () => {
    expect(hashtagAtCaret('просто #')).toBeNull();
    expect(hashtagAtCaret('#кино ')).toBeNull();
    expect(hashtagAtCaret('#tag_')).toBeNull();
    expect(hashtagAtCaret('#tag-')).toBeNull();
  });

  it('ignores a # after a letter, a digit or another #, and fragments of addresses', () => {
    expect(hashtagAtCaret('C#')).toBeNull();
    expect(hashtagAtCaret('x#y')).toBeNull();
    expect(hashtagAtCaret('5#5')).toBeNull();
    expect(hashtagAtCaret('##tag')).toBeNull();
    expect(hashtagAtCaret('см. https://x.test/page#frag')).toBeNull();
    expect(hashtagAtCaret('www.x.test/#frag')).toBeNull();
  });

  it('ignores letters of other scripts, numbers and entities, as the tag index does', () => {
    expect(hashtagAtCaret('#αβγ')).toBeNull();
    expect(hashtagAtCaret('#2024')).toBeNull();
    expect(hashtagAtCaret('#2024год')).toEqual({ term: '2024год', start: 0 });
    expect(hashtagAtCaret('Q&#A')).toBeNull();
  });
});

describe('suggestionList', () => {
  it('offers the typed term first when the server did not return it, but highlights the first existing tag', () => {
    expect(suggestionList('кин', ['кино', 'кинокритика'])).toEqual({ tags: ['кин', 'кино', 'кинокритика'], typed: 0, initial: 1 });
    expect(suggestionList('новое', [])).toEqual({ tags: ['новое'], typed: 0, initial: 0 });
  });

  it('keeps the server order when the term is among the results, whatever its case, and highlights that tag', () => {
    expect(suggestionList('Кино', ['кинокритика', 'кино'])).toEqual({ tags: ['кинокритика', 'кино'], typed: -1, initial: 1 });
  });
});
