import { Type } from 'typebox';
import { REVISION_LIMITS } from '../dto/revision.ts';
import { defineCalls } from './call.ts';
import { Problem } from './problem.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const RevisionParams = Type.Object({ id: Id, number: Id });

export const revisions = defineCalls('revisions', {
  hide: {
    method: 'POST',
    path: '/posts/:id/revisions/:number/hide',
    summary: "A moderator hides an earlier version of a published post from its readers, with a reason; its author and moderators still see it. The newest is refused (409)",
    signedIn: true,
    params: RevisionParams,
    body: Type.Object({ reason: Type.Optional(Type.String({ maxLength: REVISION_LIMITS.reason })) }),
    errors: { 403: Problem, 409: Problem },
  },
});
