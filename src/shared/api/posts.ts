// Blocks are left to validateBlocks, which knows every block type and limit and answers path-keyed
// errors; the body limit bounds their size before that.
import { Type } from 'typebox';
import { HASHTAG_LIMITS } from '../blocks/hashtags.ts';
import { defineCalls } from './call.ts';
import { Problem } from './problem.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const OptionalId = Type.Optional(Type.Union([Id, Type.Null()]));
/** The spec's editor sends 0/1, which Ajv coerces (as it does "true"/"false"); this client sends booleans. */
const Flag = Type.Optional(Type.Boolean());

export const PostIdParams = Type.Object({ id: Id });

/** An opaque keyset cursor from a next_page_url (server/pipeline/cursor.ts). */
export const Cursor = Type.Optional(Type.String({ maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' }));

/** The spec's `?page=N` on lists that also take it (the chats); a cursor, when given, wins. */
export const PageNumber = Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 }));

export const ImageAnswer = Type.Object({ url: Type.String(), width: Type.Number(), height: Type.Number() });

export const PersonalIconAnswer = Type.Object({ id: Type.String(), path: Type.String() });

export const SubsiteCardAnswer = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  url: Type.String(),
  avatar: Type.Union([ImageAnswer, Type.Null()]),
  is_user: Type.Boolean(),
  is_community: Type.Boolean(),
  is_company: Type.Boolean(),
  is_official: Type.Boolean(),
  current_rating_place: Type.Union([Type.Integer(), Type.Null()]),
  personal_icon: Type.Union([PersonalIconAnswer, Type.Null()]),
});

const TopicCard = Type.Object({ ...SubsiteCardAnswer.properties, is_follow: Type.Boolean(), is_favorite: Type.Boolean() });

export const posts = defineCalls('posts', {
  save: {
    method: 'POST',
    path: '/posts',
    summary: 'Create or update a post or draft (autosave and publish)',
    signedIn: true,
    body: Type.Object({
      blocks: Type.Optional(Type.Unknown()),
      category_id: OptionalId,
      is_official: Flag,
      id: OptionalId,
      /** Ignored: the author is always the signed-in user. */
      user_id: OptionalId,
      is_publish: Flag,
      reply_id: OptionalId,
    }),
    answer: Type.Object({ id: Type.Integer(), url: Type.String(), is_publish: Type.Union([Type.Literal(0), Type.Literal(1)]) }),
    errors: { 403: Problem },
    idempotent: true,
  },
  controls: {
    method: 'GET',
    path: '/posts/:id/controls',
    summary: "The post menu's actions the viewer may take",
    signedIn: true,
    params: PostIdParams,
    answer: Type.Object({
      report: Type.Boolean(),
      hide: Type.Boolean(),
      edit: Type.Boolean(),
      pin: Type.Boolean(),
      unpublish: Type.Boolean(),
      destroy: Type.Boolean(),
      mark_editor: Type.Object({ value: Type.Boolean() }),
      statistics: Type.Boolean(),
      comments_bell: Type.Union([Type.Boolean(), Type.Null()]),
    }),
  },
  pin: {
    method: 'POST',
    path: '/posts/:id/pin',
    summary: "Pin the post to its owner's page, or unpin it",
    signedIn: true,
    params: PostIdParams,
    body: Type.Object({ status: Type.Boolean() }),
    answer: Type.Object({ pinned: Type.Boolean() }),
    errors: { 403: Problem },
  },
  destroy: {
    method: 'DELETE',
    path: '/posts/:id',
    summary: 'Delete the post',
    signedIn: true,
    params: PostIdParams,
    errors: { 403: Problem },
  },
  searchTags: {
    method: 'GET',
    path: '/tags/search',
    summary: 'Hashtags starting with the typed prefix, for the editor',
    signedIn: true,
    query: Type.Object({ q: Type.Optional(Type.String({ maxLength: HASHTAG_LIMITS.length + 1 })) }),
    answer: Type.Array(Type.String()),
  },
  topics: {
    method: 'GET',
    path: '/topics',
    summary: 'The blogs and communities the viewer may publish in (the editor owner picker)',
    signedIn: true,
    query: Type.Object({
      q: Type.Optional(Type.String({ maxLength: 100 })),
      perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
      /** The editor sends from=editor; there is one list. */
      from: Type.Optional(Type.String({ maxLength: 20 })),
      cursor: Cursor,
    }),
    answer: Type.Object({ data: Type.Array(TopicCard), next_page_url: Type.Union([Type.String(), Type.Null()]) }),
  },
});
