import { Type } from 'typebox';
import { COVER_Y, PEOPLE_SEARCH_MIN } from '../dto/subsite.ts';
import { defineCalls } from './call.ts';
import { Problem } from './problem.ts';
import { paginatorAnswer } from './paginator.ts';
import { Cursor, SubsiteCardAnswer } from './posts.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const SubsiteIdParams = Type.Object({ id: Id });
const ImageAnswer = Type.Object({ url: Type.String(), width: Type.Number(), height: Type.Number() });
const Binary = Type.String({ format: 'binary' });

/** A person in a list, with the reader's follow state for the list's follow buttons. */
const PersonAnswer = Type.Object({ ...SubsiteCardAnswer.properties, is_follow: Type.Boolean(), is_notify: Type.Boolean(), is_ignore: Type.Boolean() });

/** `q`: a name to look for, from 3 characters; `all`: the whole list in one answer (spec 1 §9). */
const ListQuery = {
  cursor: Cursor,
  q: Type.Optional(Type.String({ minLength: PEOPLE_SEARCH_MIN, maxLength: 64 })),
  all: Type.Optional(Type.Boolean()),
};

const CoverAnswer = Type.Object({ header: Type.Union([Type.Object({ ...ImageAnswer.properties, type: Type.Literal('image'), coverY: Type.Number() }), Type.Null()]) });

export const profiles = defineCalls('profiles', {
  followers: {
    method: 'GET',
    path: '/profile/:id/followers',
    summary: 'Who follows a blog or community, newest first',
    params: SubsiteIdParams,
    query: Type.Object(ListQuery),
    answer: paginatorAnswer(PersonAnswer),
  },
  followings: {
    method: 'GET',
    path: '/profile/followings',
    summary: 'The blogs and communities a member follows, newest first',
    query: Type.Object({ user_id: Id, ...ListQuery }),
    answer: paginatorAnswer(PersonAnswer),
  },
  avatar: {
    method: 'POST',
    path: '/settings/profile/:id/avatar/update',
    summary: 'Replace the avatar of a blog or community',
    signedIn: true,
    params: SubsiteIdParams,
    upload: Type.Object({ file: Binary }),
    answer: Type.Object({ avatar: ImageAnswer }),
    errors: { 403: Problem },
  },
  cover: {
    method: 'POST',
    path: '/settings/profile/:id/header',
    summary: 'Replace the cover of a blog or community (centred until moved)',
    signedIn: true,
    params: SubsiteIdParams,
    upload: Type.Object({ file: Binary }),
    answer: CoverAnswer,
    errors: { 403: Problem },
  },
  coverPosition: {
    method: 'POST',
    path: '/settings/profile/:id/header/change-position',
    summary: "Move the cover's vertical focus, 0–100 percent",
    signedIn: true,
    params: SubsiteIdParams,
    body: Type.Object({ coverY: Type.Number({ minimum: COVER_Y.min, maximum: COVER_Y.max }) }),
    answer: CoverAnswer,
    errors: { 403: Problem },
  },
  removeCover: {
    method: 'DELETE',
    path: '/settings/profile/:id/header',
    summary: 'Remove the cover of a blog or community',
    signedIn: true,
    params: SubsiteIdParams,
    answer: CoverAnswer,
    errors: { 403: Problem },
  },
});
