import { Type } from 'typebox';
import { defineCalls } from './call.ts';
import { Problem } from './problem.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const IdParams = Type.Object({ id: Id });

export const MODERATION_LIMITS = {
  /** Characters of an unpublish reason. */
  reason: 1000,
} as const;

export const ComplaintModelType = Type.Union([Type.Literal('post'), Type.Literal('comment'), Type.Literal('user')]);

export const moderation = defineCalls('moderation', {
  unpublish: {
    method: 'POST',
    path: '/posts/:id/unpublish',
    summary: "A moderator sends a published post back to its author's drafts, with a reason",
    signedIn: true,
    params: IdParams,
    // The spec's client sends no required check: an empty reason is allowed.
    body: Type.Object({ reason: Type.Optional(Type.String({ maxLength: MODERATION_LIMITS.reason })) }),
    errors: { 403: Problem },
  },
  markOfficial: {
    method: 'POST',
    path: '/posts/:id/official',
    summary: 'A site editor marks the post as editorial material, or removes the mark',
    signedIn: true,
    params: IdParams,
    body: Type.Object({ is_official: Type.Boolean() }),
    answer: Type.Object({ is_official: Type.Boolean() }),
    errors: { 403: Problem },
  },
  reasons: {
    method: 'GET',
    path: '/complaint/reasons',
    summary: 'The reasons a report may give',
    signedIn: true,
    scope: 'read',
    answer: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() }), { maxItems: 100 }),
  },
  complain: {
    method: 'POST',
    path: '/complaint',
    summary: 'Report a post, a comment or a user to the moderators',
    signedIn: true,
    scope: 'comments:write',
    body: Type.Object({
      reason_id: Id,
      model_id: Id,
      model_type: ComplaintModelType,
      /** The item's author, as the spec's client sends it; the server reads the author itself. */
      user_id: Type.Optional(Type.Union([Id, Type.Null()])),
    }),
    answer: Type.Object({ message: Type.String() }),
  },
  dismiss: {
    method: 'POST',
    path: '/moderation/:type/:id/dismiss',
    summary: "Close an item's open reports without acting on it",
    signedIn: true,
    params: Type.Object({ type: ComplaintModelType, id: Id }),
    errors: { 403: Problem },
  },
});
