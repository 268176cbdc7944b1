/**
 * The feeds' news widget (spec 1 §7, spec 2 "Sidebar") beside Popular. The top of blogs in
 * the right column is /discovery/blogs (server/features/discovery). The feeds themselves are pages whose plain XHR answers the
 * next page of posts (server/features/feeds/feeds.routes.ts).
 */
import { Type, type Static } from 'typebox';
import { defineCalls } from './call.ts';

export const NEWS_PAGES = 20;

const NewsAnswer = Type.Object({
  data: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), url: Type.String(), comments_count: Type.Integer() }), { maxItems: 5 }),
  to: Type.Integer(),
  total: Type.Integer(),
});

/** A page of news: the widget's first page arrives with the Popular page, the next ones by this call. */
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
