import { Type } from 'typebox';
import { SEARCH_DATES, SEARCH_LIMITS, SEARCH_SCOPES } from '../discovery.ts';
import { defineCalls } from './call.ts';
import { paginatorAnswer } from './paginator.ts';
import { Cursor, SubsiteCardAnswer } from './posts.ts';

const Image = Type.Union([Type.Object({ url: Type.String(), width: Type.Number(), height: Type.Number() }), Type.Null()]);
const Place = Type.Union([Type.Integer(), Type.Null()]);

const QuickItem = Type.Object({ id: Type.Integer(), title: Type.String(), slug: Type.String(), url: Type.String(), avatar: Image });
const Found = Type.Object({ data: Type.Array(QuickItem, { maxItems: SEARCH_LIMITS.perPage }) });

const ListItem = Type.Object({
  ...SubsiteCardAnswer.properties,
  description: Type.String(),
  followers_count: Type.Integer(),
  is_follow: Type.Boolean(),
  is_notify: Type.Boolean(),
  is_ignore: Type.Boolean(),
  old_place: Place,
});

const scope = `(${SEARCH_SCOPES.join('|')})`;

export const DiscoveryQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: SEARCH_LIMITS.query })),
  type: Type.Optional(Type.Literal('fast-search')),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: SEARCH_LIMITS.perPage })),
  date: Type.Optional(Type.Union(SEARCH_DATES.map((date) => Type.Literal(date)))),
  /** Repeated (`scopes=onlyTitle&scopes=official`) or comma-separated, as next_page_url carries them. */
  scopes: Type.Optional(Type.Array(Type.String({ pattern: `^${scope}(,${scope})*$` }), { maxItems: SEARCH_SCOPES.length })),
  cursor: Cursor,
});

export const SubsiteListQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: SEARCH_LIMITS.query })),
  /** The widget's page size (spec 2: `GET /discovery/blogs?limit`). */
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: SEARCH_LIMITS.widget })),
  cursor: Cursor,
});

export const discovery = defineCalls('discovery', {
  fastSearch: {
    method: 'GET',
    path: '/discovery',
    summary: 'Quick search (type=fast-search): blogs and communities whose names match q, perPage of each',
    query: DiscoveryQuery,
    answer: Type.Object({ users: Found, communities: Found }),
  },
  topBlogs: {
    method: 'GET',
    path: '/discovery/blogs',
    summary: 'The top of blogs by rating with the previous places, or the blogs found for q; limit per page',
    query: SubsiteListQuery,
    answer: paginatorAnswer(ListItem),
  },
});
