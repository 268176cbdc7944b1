import { describe, expect, it } from 'vitest';
import { tagPath } from '../../../shared/blocks/hashtags.ts';
import { textRuns } from './comment-text.ts';

describe('textRuns', () => {
  it('makes addresses and hashtags links and leaves the rest text', () => {
    expect(textRuns('Смотри https://example.com/a?b=1, и #Новости тут')).toEqual([
      { kind: 'text', text: 'Смотри ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ', и ' },
      { kind: 'link', text: '#Новости', href: tagPath('новости') },
      { kind: 'text', text: ' тут' },
    ]);
  });

  it('keeps markup and script addresses as text', () => {
    expect(textRuns('<a href="javascript:alert(1)">x</a>')).toEqual([{ kind: 'text', text: '<a href="javascript:alert(1)">x</a>' }]);
  });

  it('does not take a hashtag out of an address', () => {
    expect(textRuns('https://example.com/#top')).toEqual([{ kind: 'link', text: 'https://example.com/#top', href: 'https://example.com/#top' }]);
  });
});
