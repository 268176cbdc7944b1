import { Type } from 'typebox';
import { SERIES_LIMITS } from '../dto/series.ts';
import { defineCalls } from './call.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const SeriesParams = Type.Object({ id: Id });
/** Checked again after trimming (a title of spaces is empty). */
const Title = Type.String({ minLength: 1, maxLength: SERIES_LIMITS.title });
const Description = Type.String({ maxLength: SERIES_LIMITS.description });
const Series = Type.Object({ id: Type.Integer(), title: Type.String(), description: Type.String(), url: Type.String(), posts_count: Type.Integer() });
const Part = Type.Object({ id: Type.Integer(), title: Type.String(), url: Type.String(), is_publish: Type.Boolean() });
const SeriesWithParts = Type.Object({ ...Series.properties, parts: Type.Array(Part) });

export const series = defineCalls('series', {
  mine: {
    method: 'GET',
    path: '/series',
    summary: "The member's own series, newest first; with `post_id`, also which of them that post is a part of",
    signedIn: true,
    query: Type.Object({ post_id: Type.Optional(Id) }),
    answer: Type.Object({ data: Type.Array(Series), post_series_id: Type.Union([Type.Integer(), Type.Null()]) }),
  },
  create: {
    method: 'POST',
    path: '/series',
    summary: 'Create a series',
    signedIn: true,
    body: Type.Object({ title: Title, description: Type.Optional(Description) }),
    answer: Series,
  },
  update: {
    method: 'POST',
    path: '/series/:id',
    summary: "Rename a series or change its description",
    signedIn: true,
    params: SeriesParams,
    body: Type.Object({ title: Title, description: Type.Optional(Description) }),
    answer: Series,
  },
  destroy: {
    method: 'DELETE',
    path: '/series/:id',
    summary: 'Delete a series; its posts stay, outside any series',
    signedIn: true,
    params: SeriesParams,
  },
  addPost: {
    method: 'POST',
    path: '/series/:id/posts',
    summary: "Add one of one's own posts as the series' last part (moving it out of another series)",
    signedIn: true,
    params: SeriesParams,
    body: Type.Object({ post_id: Id }),
    answer: SeriesWithParts,
  },
  removePost: {
    method: 'DELETE',
    path: '/series/:id/posts/:postId',
    summary: 'Take a post out of the series; the parts after it move up',
    signedIn: true,
    params: Type.Object({ id: Id, postId: Id }),
    answer: SeriesWithParts,
  },
  reorder: {
    method: 'POST',
    path: '/series/:id/order',
    summary: "Put the series' parts in this order; it must name every part once",
    signedIn: true,
    params: SeriesParams,
    body: Type.Object({ post_ids: Type.Array(Id, { maxItems: SERIES_LIMITS.posts, uniqueItems: true }) }),
    answer: SeriesWithParts,
  },
});
