import { describe, expect, it } from 'vitest';
import type { PostDto } from '../../../shared/dto/post.ts';
import type { SubsiteCard } from '../../../shared/dto/subsite.ts';
import { initialDraft } from './draft.ts';

const card = (id: number, name: string, community = false): SubsiteCard => ({
  id,
  name,
  slug: name.toLowerCase(),
  url: `/${name.toLowerCase()}`,
  avatar: null,
  is_user: !community,
  is_community: community,
  is_company: false,
  current_rating_place: null,
  personal_icon: null,
  is_official: false,
});

describe('initialDraft', () => {
  it('starts a new post on an empty title, owned by the author', () => {
    expect(initialDraft({ mode: 'new' }, 'https://pero.test')).toEqual({
      blocks: [{ id: '', type: 'header', data: { text: '', level: 2 }, tunes: {} }],
      postId: null,
      published: false,
      isOfficial: false,
      replyId: null,
      replyTarget: null,
      category: null,
    });
  });

  it('edits a post with its blocks, id, owner, flags and the post it answers', () => {
    const post = {
      id: 9,
      blocks: [{ id: 'p', type: 'paragraph', data: { text: 'Текст' }, tunes: {} }],
      is_publish: true,
      is_official: true,
      reply_id: 3,
      parent_reply: { id: 3, url: '/anna/3-x', title: 'X' },
      category: card(20, 'Кино', true),
      user: card(1, 'Anna'),
    } as unknown as PostDto;
    expect(initialDraft({ mode: 'edit', post, postId: 9 }, 'https://pero.test')).toEqual({
      blocks: post.blocks,
      postId: 9,
      published: true,
      isOfficial: true,
      replyId: 3,
      replyTarget: { id: 3, url: '/anna/3-x', title: 'X' },
      category: { id: 20, name: 'Кино', avatar: null },
    });
  });

  it('answers a post: empty, with the reply id and the banner', () => {
    const replyTo = { id: 5, title: 'Исходный пост', url: '/kino/5-ishodnyi' };
    expect(initialDraft({ mode: 'reply', replyTo }, 'https://pero.test')).toMatchObject({ blocks: [{ type: 'header', data: { text: '' } }], replyId: 5, replyTarget: replyTo });
  });

  it('reposts with an empty title and a link card of the post at its absolute address', () => {
    const draft = initialDraft({ mode: 'repost', replyTo: { id: 5, title: 'Исходный пост', url: '/kino/5-ishodnyi' } }, 'https://pero.test');
    expect(draft.replyId).toBe(5);
    expect(draft.replyTarget).toBeNull();
    expect(draft.blocks).toEqual([
      { id: '', type: 'header', data: { text: '', level: 2 }, tunes: {} },
      { id: '', type: 'link', data: { link: 'https://pero.test/kino/5-ishodnyi', meta: { title: 'Исходный пост', description: '' } }, tunes: {} },
    ]);
  });
});
