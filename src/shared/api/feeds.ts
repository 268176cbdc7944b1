import { Type, type Static } from 'typebox';
import { defineCalls } from './call.ts';

export const NEWS_PAGES = 20;

const NewsAnswer = Type.Object({
  data: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), url: Type.String(), comments_count: Type.Integer() }), { maxItems: 5 }),
  to: Type.Integer(),
  total: Type.Integer(),
});

export type NewsPage = Static<typeof NewsAnswer>;

export const feeds = defineCalls('feeds', {
  news: {
    method: 'GET',
    path: '/news',
    summary: 'The newest posts of the news communities, five a page',
    query: Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1, maximum: NEWS_PAGES, default: 1 })) }),
    answer: NewsAnswer,
  },
});
