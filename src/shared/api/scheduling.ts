import { Type } from 'typebox';
import { PostIdParams } from './posts.ts';
import { defineCalls } from './call.ts';
import { Problem } from './problem.ts';

const Schedule = Type.Object({ scheduled_at: Type.Union([Type.String(), Type.Null()]) });

export const scheduling = defineCalls('scheduling', {
  show: {
    method: 'GET',
    path: '/posts/:id/schedule',
    summary: "When the author's draft is to publish itself; null when it is not scheduled",
    signedIn: true,
    params: PostIdParams,
    answer: Schedule,
  },
  set: {
    method: 'POST',
    path: '/posts/:id/schedule',
    summary: 'Schedule a draft to publish itself at a time (in the future, at most a year ahead), or move its time',
    signedIn: true,
    params: PostIdParams,
    body: Type.Object({ at: Type.String({ minLength: 1, maxLength: 40, description: 'ISO 8601 with an offset or Z' }) }),
    answer: Schedule,
    errors: { 403: Problem },
  },
  cancel: {
    method: 'DELETE',
    path: '/posts/:id/schedule',
    summary: "Cancel a draft's schedule; it stays a draft",
    signedIn: true,
    params: PostIdParams,
    answer: Schedule,
    errors: { 403: Problem },
  },
});
