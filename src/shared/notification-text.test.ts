import { describe, expect, it } from 'vitest';
import type { NotificationDto, NotificationKind } from './dto/notification.ts';
import type { Gender } from './dto/user.ts';
import { translator } from './i18n/index.ts';
import { notificationText, notificationUrl } from './notification-text.ts';

const user = (id: number, name: string, gender: Gender = 'male') => ({ id, name, url: `/u${id}`, avatar: null, gender });
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

  it('agree in Russian with the one actor’s gender where it is known, and are neutral where it is not', () => {
    const ru = translator('ru');
    const by = (gender: Gender, type: NotificationKind, more: Partial<NotificationDto['data']> = {}) => {
      const actor = user(2, gender === 'female' ? 'Мария Новикова' : 'Дмитрий', gender);
      const words = notificationText(ru, item(type, { user: actor, users: [actor], comment, ...more }), 1);
      return `${words.actor} ${words.action}`;
    };
    expect(by('female', 'new_follower', { comment: null })).toBe('Мария Новикова подписалась на вас');
    expect(by('male', 'new_follower', { comment: null })).toBe('Дмитрий подписался на вас');
    expect(by('unspecified', 'new_follower', { comment: null })).toBe('Дмитрий теперь среди ваших подписчиков');
    expect(by('female', 'comment_reply')).toBe('Мария Новикова ответила на ваш комментарий');
    expect(by('unspecified', 'comment_reply')).toBe('Дмитрий — ответ на ваш комментарий');
    expect(by('female', 'post_like')).toBe('Мария Новикова оценила ваш пост');
    expect(by('unspecified', 'post_like')).toBe('Дмитрий — оценка вашего поста');
    expect(by('female', 'post_reaction')).toBe('Мария Новикова отреагировала на ваш пост');
    expect(by('female', 'new_post')).toBe('Мария Новикова опубликовала новый пост');
    expect(by('unspecified', 'new_post')).toBe('Дмитрий — новый пост');
    const watched = (gender: Gender) => notificationText(ru, item('post_comment', { user: user(2, 'Мария', gender), comment }), 3).action;
    expect([watched('female'), watched('male'), watched('unspecified')]).toEqual([
      'прокомментировала пост, за которым вы следите',
      'прокомментировал пост, за которым вы следите',
      '— комментарий к посту, за которым вы следите',
    ]);
    // Several people: the plural has no gender; English has none either.
    expect(notificationText(ru, item('post_like', { user: user(2, 'Мария', 'female'), count: 3 }), 1).action).toBe('оценили ваш пост');
    expect(notificationText(translator('en'), item('new_follower', { user: user(2, 'Maria', 'female') }), 1).action).toBe('followed you');
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
