// Blocking also ends following it (and its bell).
import { Type } from 'typebox';
import { HIDE_TYPES } from '../dto/ignore.ts';
import { defineCalls } from './call.ts';
import { Problem } from './problem.ts';

const Params = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

const IgnoreAnswer = Type.Object({
  is_ignore: Type.Boolean(),
  is_follow: Type.Boolean(),
  is_notify: Type.Boolean(),
});

const ByType = Type.Object({ type: Type.Enum(HIDE_TYPES) });
const HideAnswer = Type.Object({ type: Type.Enum(HIDE_TYPES), id: Type.Integer(), is_ignore: Type.Boolean() });

export const ignores = defineCalls('ignores', {
  ignore: {
    method: 'POST',
    path: '/ignore/:id',
    summary: 'Block a blog, community or company: its posts leave your lists; following it ends',
    signedIn: true,
    params: Params,
    answer: IgnoreAnswer,
  },
  unignore: {
    method: 'DELETE',
    path: '/ignore/:id',
    summary: 'Unblock a blog, community or company',
    signedIn: true,
    params: Params,
    answer: IgnoreAnswer,
  },
  hide: {
    method: 'POST',
    path: '/ignore/:id/by-type',
    summary: "From the hide modal: hide one post (type post), or block the post's author (user) or community",
    signedIn: true,
    params: Params,
    body: ByType,
    answer: HideAnswer,
    errors: { 403: Problem },
  },
  unhide: {
    method: 'DELETE',
    path: '/ignore/:id/by-type',
    summary: 'Undo a hide: the post, blog or community returns to your lists',
    signedIn: true,
    params: Params,
    body: ByType,
    answer: HideAnswer,
  },
});
