import { Type } from 'typebox';
import { FEED_NAMES, FEED_SORTINGS, GENDERS } from '../dto/user.ts';
import { BLOCK_SEARCH_MIN, DESCRIPTION_MAX, NAME_MAX } from '../dto/settings.ts';
import { KEYWORD_LIMITS } from '../keyword-filter.ts';
import { SLUG_MAX, SLUG_MIN } from '../slugs.ts';
import { defineCalls } from './call.ts';

const Status = Type.Object({ status: Type.Boolean() });
const Keyword = Type.Object({ keyword: Type.String({ minLength: 1, maxLength: KEYWORD_LIMITS.length }) });

const BlockedSubsite = Type.Object({
  id: Type.Integer(),
  avatar: Type.Union([Type.Object({ url: Type.String(), width: Type.Integer(), height: Type.Integer() }), Type.Null()]),
  url: Type.String(),
  title: Type.String(),
  is_ignore: Type.Boolean(),
});

export const settings = defineCalls('settings', {
  name: {
    method: 'POST',
    path: '/settings/profile/name/update',
    summary: 'Rename your blog (at most once a month)',
    signedIn: true,
    body: Type.Object({ name: Type.String({ minLength: 1, maxLength: NAME_MAX }) }),
    answer: Type.Object({ name: Type.String(), can_rename: Type.Boolean() }),
  },
  slug: {
    method: 'POST',
    path: '/settings/profile/slug/update',
    summary: 'Change your nickname, the address of your blog (at most once a month); the old address redirects to the new one',
    signedIn: true,
    body: Type.Object({ slug: Type.String({ minLength: SLUG_MIN, maxLength: SLUG_MAX }) }),
    answer: Type.Object({ url: Type.String(), can_rename_slug: Type.Boolean() }),
  },
  description: {
    method: 'POST',
    path: '/settings/profile/description',
    summary: "Your blog's description",
    signedIn: true,
    body: Type.Object({ description: Type.String({ maxLength: DESCRIPTION_MAX }) }),
    answer: Type.Object({ description: Type.String() }),
  },
  gender: {
    method: 'POST',
    path: '/settings/profile/gender',
    summary: 'Your gender, optional: Russian texts naming you (notifications) agree with it',
    signedIn: true,
    body: Type.Object({ gender: Type.Enum(GENDERS) }),
    answer: Type.Object({ gender: Type.Enum(GENDERS) }),
  },
  onlineStatus: {
    method: 'POST',
    path: '/settings/online-status',
    summary: 'Show or hide your online status',
    signedIn: true,
    body: Status,
    answer: Status,
  },
  showPosts: {
    method: 'POST',
    path: '/settings/show-posts',
    summary: "Show or hide your blog's posts on your page",
    signedIn: true,
    body: Status,
    answer: Status,
  },
  defaultFeed: {
    method: 'POST',
    path: '/settings/default-feed',
    summary: 'The feed the home page opens',
    signedIn: true,
    body: Type.Object({ feed: Type.Enum(FEED_NAMES) }),
    answer: Type.Object({ feed: Type.Enum(FEED_NAMES) }),
  },
  defaultSorting: {
    method: 'POST',
    path: '/settings/default-sorting-feed',
    summary: 'The sorting of My feed',
    signedIn: true,
    body: Type.Object({ value: Type.Enum(FEED_SORTINGS) }),
    answer: Type.Object({ value: Type.Enum(FEED_SORTINGS) }),
  },
  blockKeyword: {
    method: 'POST',
    path: '/settings/block-keywords',
    summary: 'Block a word, phrase or #hashtag: matching posts leave your lists, matching comments show hidden',
    signedIn: true,
    body: Keyword,
    answer: Type.Object({ keyword: Type.String() }),
  },
  unblockKeyword: {
    method: 'DELETE',
    path: '/settings/block-keywords',
    summary: 'Unblock a word, phrase or #hashtag',
    signedIn: true,
    body: Keyword,
  },
  blockListSearch: {
    method: 'GET',
    path: '/settings/block-list/search',
    summary: 'Blogs and communities to block, by name or nickname (3 characters or more)',
    signedIn: true,
    query: Type.Object({ search: Type.String({ minLength: BLOCK_SEARCH_MIN, maxLength: 64 }) }),
    answer: Type.Object({ data: Type.Array(BlockedSubsite) }),
  },
});
