import { describe, expect, it } from 'vitest';
import type { NotificationDto, NotificationKind } from './dto/notification.ts';
import { translator } from './i18n/index.ts';
import { notificationText, notificationUrl } from './notification-text.ts';

const user = (id: number, name: string) => ({ id, name, url: `/u${id}`, avatar: null });
const post = { id: 5, url: '/anna/5-post', short_title: 'Как мы переехали', created_at: '2026-11-24T05:00:00.000Z', category_id: null, category: null, user: user(1, 'Анна') };
const comment = { id: 9, created_at: '2026-11-24T05:00:00.000Z', url: '/anna/5-post?comment=9', text: 'Спасибо за разбор', user: user(1, 'Анна'), post };

function item(type: NotificationKind, data: Partial<NotificationDto['data']> = {}): NotificationDto {
  return {
    id: 1,
    type,
    read_at: null,
    data: { user: user(2, 'Дмитрий'), users: [user(2, 'Дмитрий')], count: 1, comment: null, post, value: null, reaction: null, date: '2026-11-24T05:00:00.000Z', reason: null, ...data },
  };
}

describe('notification words', () => {
  it('name the latest actor, "and N more" for a group, and the plural action', () => {
    const ru = translator('ru');
    expect(notificationText(ru, item('post_like', { count: 4 }), 1)).toMatchObject({ actor: 'Дмитрий', others: 'и ещё 3', action: 'оценили ваш пост', subject: 'Как мы переехали' });
    expect(notificationText(ru, item('post_like'), 1)).toMatchObject({ others: '', action: 'оценил ваш пост' });
    // A comment under one's own post, and under a post one follows by its bell.
    expect(notificationText(ru, item('post_comment', { comment }), 1)).toMatchObject({ action: 'прокомментировал ваш пост' });
    expect(notificationText(ru, item('post_comment', { comment }), 3)).toMatchObject({ action: 'прокомментировал пост, за которым вы следите' });
    expect(notificationText(translator('en'), item('post_comment', { comment }), 3)).toMatchObject({ action: 'commented on a post you follow' });
    expect(notificationText(translator('en'), item('comment_reply', { comment }), 1)).toMatchObject({ action: 'replied to your comment', subject: 'Спасибо за разбор' });
  });

  it('let the site speak of an unpublished post, with the reason', () => {
    const words = notificationText(translator('ru'), item('post_unpublished', { user: null, users: [], count: 0, reason: 'Реклама' }), 1);
    expect(words).toMatchObject({ actor: '', action: 'Ваш пост снят с публикации', subject: 'Как мы переехали — Причина: Реклама' });
  });

  it('lead comment kinds to the comment, a follower to their blog, the rest to the post', () => {
    expect(notificationUrl(item('comment_like', { comment }))).toBe('/anna/5-post?comment=9');
    expect(notificationUrl(item('new_follower', { post: null }))).toBe('/u2');
    expect(notificationUrl(item('new_post'))).toBe('/anna/5-post');
  });
});
