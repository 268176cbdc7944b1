import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CommentBanDto } from '../../../shared/dto/comment.ts';
import type { Language } from '../../../shared/dto/user.ts';
import { allTexts } from '../../../shared/i18n/index.ts';
import { TextsContext } from '../../platform/useT.ts';
import { CommentBanNotice } from './CommentBanNotice.tsx';

function render(ban: CommentBanDto, language: Language = 'ru'): string {
  return renderToString(
    <TextsContext value={allTexts(language)}>
      <CommentBanNotice ban={ban} language={language} timeZone="Europe/Moscow" />
    </TextsContext>,
  );
}

const community = { name: 'Кофейня', url: '/kofeynya' };

describe('CommentBanNotice', () => {
  it('names the community, the end date and the reason of a ban in a community', () => {
    const html = render({ scope: 'community', place: community, reason: 'Оскорбления', until: '2026-12-05T10:00:00.000Z' });
    expect(html).toContain('data-comment-ban="community"');
    expect(html).toContain('«Кофейня»');
    expect(html).toContain('5 декабря');
    expect(html).toContain('Причина: Оскорбления');
  });

  it('says a site ban without an end date is for good, and leaves out a missing reason', () => {
    const html = render({ scope: 'site', place: null, reason: null, until: null });
    expect(html).toContain('data-comment-ban="site"');
    expect(html).toContain('Бессрочно');
    expect(html).not.toContain('Причина');
  });

  it("has the blog author's text for a post without a community, in English too", () => {
    expect(render({ scope: 'blog', place: { name: 'Анна', url: '/u/1-anna' }, reason: null, until: null })).toContain('Анна');
    const html = render({ scope: 'blog', place: { name: 'Anna', url: '/u/1-anna' }, reason: 'Spam', until: null }, 'en');
    expect(html).toContain('Anna');
    expect(html).toContain('Reason: Spam');
  });
});
