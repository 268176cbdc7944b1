// Unpublishing and deleting are the moderation calls every moderator uses, so the moderation log records them.
import { Type } from 'typebox';
import { defineCalls } from './call.ts';

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const ADMIN_CONTENT_LIMITS = {
  /** Characters of a text search. */
  query: 100,
  /** Characters of an author's nickname. */
  author: 64,
} as const;

export const adminContent = defineCalls('adminContent', {
  restorePost: {
    method: 'POST',
    path: '/admin-panel/content/posts/:id/restore',
    summary: 'Bring a deleted post back as it was, published or a draft',
    superAdmin: true,
    params: IdParams,
  },
  markOfficial: {
    method: 'POST',
    path: '/admin-panel/content/posts/:id/official',
    summary: 'Set or clear the editorial mark of a post',
    superAdmin: true,
    params: IdParams,
    body: Type.Object({ is_official: Type.Boolean() }),
    answer: Type.Object({ is_official: Type.Boolean() }),
  },
});
