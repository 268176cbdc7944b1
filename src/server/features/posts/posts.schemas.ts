// The JSON calls are declared in shared/api/posts.ts.
import { Type } from 'typebox';
import { Cursor } from '../../../shared/api/posts.ts';

export const PageQuery = Type.Object({ cursor: Cursor });

/** Post pages: `/{owner}/{id}-{slug}`; the router only sends ids made of digits here. */
export const PostPageParams = Type.Object({
  owner: Type.String({ maxLength: 100 }),
  idSlug: Type.String({ maxLength: 300 }),
});

export const OwnerParams = Type.Object({ owner: Type.String({ maxLength: 100 }) });

/** Longer tags cannot exist (HASHTAG_LIMITS), but such a link shows an empty list, not an error. */
export const TagParams = Type.Object({ tag: Type.String({ maxLength: 200 }) });
