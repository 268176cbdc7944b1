/**
 * Request and answer shapes of the posts calls (spec 1 §7, spec 2 §7). Blocks are left to
 * validateBlocks, which knows every block type and limit and answers with path-keyed
 * errors; the body limit bounds their size before that.
 */
import { Type } from 'typebox';
import { HASHTAG_LIMITS } from '../../../shared/blocks/hashtags.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const OptionalId = Type.Optional(Type.Union([Id, Type.Null()]));
/** The editor sends 0/1; booleans are accepted too (Ajv coerces 0/1 and "true"/"false"). */
const Flag = Type.Optional(Type.Boolean());
/** An opaque keyset cursor from a next_page_url (server/pipeline/cursor.ts). */
const Cursor = Type.Optional(Type.String({ maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' }));

export const SavePostBody = Type.Object({
  blocks: Type.Optional(Type.Unknown()),
  category_id: OptionalId,
  is_official: Flag,
  id: OptionalId,
  /** Ignored: the author is always the signed-in user. */
  user_id: OptionalId,
  is_publish: Flag,
  reply_id: OptionalId,
});

export const SavePostAnswer = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  is_publish: Type.Union([Type.Literal(0), Type.Literal(1)]),
});

export const PostIdParams = Type.Object({ id: Id });

export const ControlsAnswer = Type.Object({
  report: Type.Boolean(),
  hide: Type.Boolean(),
  edit: Type.Boolean(),
  pin: Type.Boolean(),
  unpublish: Type.Boolean(),
  destroy: Type.Boolean(),
  mark_editor: Type.Object({ value: Type.Boolean() }),
});

export const PinBody = Type.Object({ status: Type.Boolean() });
export const PinAnswer = Type.Object({ pinned: Type.Boolean() });

export const PageQuery = Type.Object({ cursor: Cursor });

/** Post pages: `/{owner}/{id}-{slug}`; the router only sends ids made of digits here. */
export const PostPageParams = Type.Object({
  owner: Type.String({ maxLength: 100 }),
  idSlug: Type.String({ maxLength: 300 }),
});

export const OwnerParams = Type.Object({ owner: Type.String({ maxLength: 100 }) });

/** Longer tags cannot exist (HASHTAG_LIMITS), but such a link shows an empty list, not an error. */
export const TagParams = Type.Object({ tag: Type.String({ maxLength: 200 }) });

export const TagSearchQuery = Type.Object({ q: Type.Optional(Type.String({ maxLength: HASHTAG_LIMITS.length + 1 })) });
export const TagSearchAnswer = Type.Array(Type.String());

export const TopicsQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100 })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  /** The editor sends from=editor; there is one list for now. */
  from: Type.Optional(Type.String({ maxLength: 20 })),
  cursor: Cursor,
});

const ImageAnswer = Type.Object({ url: Type.String(), width: Type.Number(), height: Type.Number() });

export const TopicsAnswer = Type.Object({
  data: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      slug: Type.String(),
      url: Type.String(),
      avatar: Type.Union([ImageAnswer, Type.Null()]),
      is_user: Type.Boolean(),
      is_community: Type.Boolean(),
      is_company: Type.Boolean(),
      is_official: Type.Boolean(),
      is_follow: Type.Boolean(),
      is_favorite: Type.Boolean(),
    }),
  ),
  next_page_url: Type.Union([Type.String(), Type.Null()]),
});
