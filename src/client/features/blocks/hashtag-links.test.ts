import { describe, expect, it } from 'vitest';
import { linkHashtags } from './hashtag-links.ts';
import { tagPath } from '../../../shared/blocks/hashtags.ts';

const link = (tag: string, text = `#${tag}`) => `<a href="${tagPath(tag)}" data-hashtag="">${text}</a>`;

describe('linkHashtags', () => {
  it('links Cyrillic and Latin tags with a lowercased, encoded address', () => {
    expect(linkHashtags('Про #Экономика и #AI2026.')).toBe(`Про ${link('Экономика')} и ${link('AI2026')}.`);
    expect(tagPath('Экономика')).toBe('/tag/%D1%8D%D0%BA%D0%BE%D0%BD%D0%BE%D0%BC%D0%B8%D0%BA%D0%B0');
  });

  it('leaves markup alone and links tags inside inline formatting', () => {
    expect(linkHashtags('<b>#новости</b><br>текст')).toBe(`<b>${link('новости')}</b><br>текст`);
  });

  it('never touches the text or the href of an existing link', () => {
    const html = '<a href="https://example.com/#top" rel="nofollow noopener" target="_blank">#top <b>#bold</b></a> #после';
    expect(linkHashtags(html)).toBe(
      '<a href="https://example.com/#top" rel="nofollow noopener" target="_blank">#top <b>#bold</b></a> ' + link('после'),
    );
  });

  it('skips what is not a tag: C#, numbers, fragments of URLs written as text, entities', () => {
    expect(linkHashtags('C# и x#y')).toBe('C# и x#y');
    expect(linkHashtags('задача #1')).toBe('задача #1');
    expect(linkHashtags('см. https://example.com/#section')).toBe('см. https://example.com/#section');
    expect(linkHashtags('&#x23;tag &#35;')).toBe('&#x23;tag &#35;');
    expect(linkHashtags('a' + '#'.repeat(3))).toBe('a###');
    expect(linkHashtags(`#${'я'.repeat(65)}`)).toBe(`#${'я'.repeat(65)}`);
  });

  it('links a tag right after an entity, keeping the entity intact', () => {
    expect(linkHashtags('&nbsp;#тег &amp;#ещё')).toBe(`&nbsp;${link('тег')} &amp;${link('ещё')}`);
  });

  it('cannot be turned into markup by escaped text', () => {
    const html = '&lt;img src=x onerror=alert(1)&gt;#тег&quot;&gt;';
    const out = linkHashtags(html);
    expect(out).toBe(`&lt;img src=x onerror=alert(1)&gt;${link('тег')}&quot;&gt;`);
    expect(out).not.toContain('<img');
  });
});
