import { Type } from 'typebox';
import { PostIdParams } from './posts.ts';
import { defineCalls } from './call.ts';
import { Problem } from './problem.ts';

const Preview = Type.Object({ url: Type.Union([Type.String(), Type.Null()]) });

export const previews = defineCalls('previews', {
  show: {
    method: 'GET',
    path: '/posts/:id/preview',
    summary: "The secret link showing the author's draft to anyone who has it; null when there is none",
    signedIn: true,
    params: PostIdParams,
    answer: Preview,
  },
  create: {
    method: 'POST',
    path: '/posts/:id/preview',
    summary: "Make a draft's secret link, or answer the one it has",
    signedIn: true,
    params: PostIdParams,
    answer: Preview,
    errors: { 403: Problem },
  },
  revoke: {
    method: 'DELETE',
    path: '/posts/:id/preview',
    summary: "Revoke a draft's secret link: it answers 404 from now on",
    signedIn: true,
    params: PostIdParams,
    answer: Preview,
  },
});
