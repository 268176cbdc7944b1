import { Type } from 'typebox';
import { BLOCK_LIMITS } from '../blocks/validate.ts';
import { defineCalls } from './call.ts';
import { Problem } from './problem.ts';

const PollParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
const OptionId = Type.String({ minLength: 1, maxLength: BLOCK_LIMITS.id, pattern: '^[A-Za-z0-9_-]+$' });

export const PollStateAnswer = Type.Object({
  id: Type.Integer(),
  block_id: Type.String(),
  voters: Type.Integer(),
  counts: Type.Union([Type.Record(Type.String(), Type.Integer()), Type.Null()]),
  closed_at: Type.Union([Type.String(), Type.Null()]),
  ended: Type.Boolean(),
  my_choice: Type.Array(Type.String()),
});

export const polls = defineCalls('polls', {
  show: {
    method: 'GET',
    path: '/polls/:id',
    summary: "A poll's state as the viewer sees it: counts only where its results are shown to them",
    params: PollParams,
    answer: PollStateAnswer,
  },
  vote: {
    method: 'POST',
    path: '/polls/:id/vote',
    summary: "Vote, or replace the viewer's vote, until the poll ends; the same choice again changes nothing",
    signedIn: true,
    scope: 'comments:write',
    params: PollParams,
    body: Type.Object({ options: Type.Array(OptionId, { minItems: 1, maxItems: BLOCK_LIMITS.pollOptionsMax, uniqueItems: true }) }),
    answer: PollStateAnswer,
    errors: { 403: Problem, 409: Problem },
  },
  close: {
    method: 'POST',
    path: '/polls/:id/close',
    summary: 'End the poll now (its author, or a moderator of the post); closing a closed poll changes nothing',
    signedIn: true,
    params: PollParams,
    answer: PollStateAnswer,
    errors: { 403: Problem },
  },
});
