import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../kernel/viewer.ts';
import { canPostInto, canSeeStatistics, canView, postControls } from './posts.policy.ts';
import type { CommunityFacts } from '../communities/index.ts';

const member: Viewer = { id: 2, role: 'user', ban: null };
const creator: Viewer = { id: 3, role: 'user', ban: null };
const banned: Viewer = { id: 4, role: 'user', ban: { reason: null, until: null } };
const editor: Viewer = { id: 5, role: 'editor', ban: null };
const community = (whoCanPost: CommunityFacts['whoCanPost'], extra: Partial<CommunityFacts> = {}): CommunityFacts => ({
  type: 'community',
  creatorId: 3,
  whoCanPost,
  deletedAt: null,
  ...extra,
});

describe('canPostInto', () => {
  it('follows whoCanPost, with the creator holding every managing role', () => {
    expect(canPostInto(member, community(['user']))).toBe(true);
    expect(canPostInto(member, community(['admin', 'moder', 'editor']))).toBe(false);
    expect(canPostInto(creator, community(['editor']))).toBe(true);
    expect(canPostInto(creator, community([]))).toBe(false);
  });

  it('never lets guests, banned users, blogs or deleted communities through', () => {
    expect(canPostInto(null, community(['user']))).toBe(false);
    expect(canPostInto(banned, community(['user']))).toBe(false);
    expect(canPostInto(member, community(['user'], { type: 'user' }))).toBe(false);
    expect(canPostInto(member, community(['user'], { deletedAt: new Date() }))).toBe(false);
  });
});

describe('post controls', () => {
  const blogPost = { userId: 2, subsiteId: 2, isPublish: true };
  const draft = { ...blogPost, isPublish: false };

  it('hides drafts from everyone but their author', () => {
    expect([canView(member, draft), canView(creator, draft), canView(null, draft), canView(null, blogPost)]).toEqual([true, false, false, true]);
  });

  it('gives a banned author delete but not edit or pin', () => {
    const bannedPost = { userId: 4, subsiteId: 4, isPublish: true };
    expect(postControls(banned, bannedPost, null, false)).toMatchObject({ edit: false, pin: false, destroy: true });
  });

  it('gives editors the editorial toggle and nobody unpublish yet', () => {
    expect(postControls(editor, blogPost, null, true)).toEqual({
      report: true,
      hide: true,
      edit: false,
      pin: false,
      unpublish: false,
      destroy: false,
      mark_editor: { value: true },
      statistics: true,
      comments_bell: true,
    });
  });

  it('offers the bell on a published post’s comments to members but its author, with its state', () => {
    expect(postControls(editor, blogPost, null, false).comments_bell).toBe(false);
    expect(postControls(editor, blogPost, null, true).comments_bell).toBe(true);
    expect(postControls(member, blogPost, null, false).comments_bell).toBeNull();
    expect(postControls(editor, draft, null, false).comments_bell).toBeNull();
  });

  it('shows statistics to the author, site editors and the managers of its community only', () => {
    const communityPost = { userId: 2, subsiteId: 30, isPublish: true };
    expect(canSeeStatistics(member, blogPost, null)).toBe(true);
    expect(canSeeStatistics(editor, blogPost, null)).toBe(true);
    expect(canSeeStatistics(creator, communityPost, community(['user']))).toBe(true);
    expect(canSeeStatistics(creator, blogPost, null)).toBe(false);
    expect(canSeeStatistics(banned, communityPost, community(['user']))).toBe(false);
    expect(canSeeStatistics(null, blogPost, null)).toBe(false);
  });
});
