import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { Cursor } from '../../../shared/api/posts.ts';
import { users } from '../../db/schema/index.ts';
import { calls } from '../../../shared/api/index.ts';
import { NEWS_PAGES, type NewsPage } from '../../../shared/api/feeds.ts';
import type { FeedName, FeedSorting } from '../../../shared/dto/user.ts';
import { FEED_FILTERS, type NewFilter, type PopularRange } from '../../../shared/feed-filters.ts';
import type { Paginator } from '../../../shared/dto/paginator.ts';
import type { PostDto } from '../../../shared/dto/post.ts';
import { paginator, readPageRequest, wantsPageData } from '../../lib/paginator.ts';
import { readContext } from '../../pipeline/context.ts';
import { postCards, postListPage } from '../posts/index.ts';
import { serveCall } from '../../platform/calls.ts';
import { pageTags } from '../../platform/page-cache/page-tags.ts';
import { feedLinks } from '../syndication/index.ts';
import { Invalid, NotFound, Unauthenticated } from '../../platform/errors.ts';
import { FEED_PAGE_SIZE, feedSkeleton, isFeedKey, keyFits, newsPage, type FeedQuery } from './feeds.queries.ts';

const NEWS_PER_PAGE = 5;

/** Where a guest who opens /my as a page goes: home, with the sign-in modal open. */
export const SIGN_IN_PATH = '/?login';

type FeedRequest = FastifyRequest<{ Params: { filter?: string }; Querystring: { cursor?: string } }>;

const schema = { querystring: Type.Object({ cursor: Cursor }) };

const guestCache = { tags: [pageTags.feeds] };

export default async function feedRoutes(app: FastifyInstance) {
  const settings = () => app.site.settings.get();

  async function feedPage(request: FeedRequest, query: FeedQuery, path: string): Promise<Paginator<PostDto>> {
    const page = readPageRequest(request.query.cursor, isFeedKey, FEED_PAGE_SIZE);
    if (page.after && !keyFits(query, page.after)) throw Invalid.field('cursor', 'validation.invalid');
    const { timeZone } = await settings();
    const { data, skeleton, total } = await postListPage(readContext(app, request), page, {
      read: (part) => feedSkeleton(app.db, query, part, timeZone),
      // Every feed but My is the same for every reader.
      sharedAs: query.feed === 'my' ? undefined : { key: `feed ${JSON.stringify(query)} ${timeZone}`, tags: [pageTags.feeds] },
    });
    return paginator(data, { skeleton, request: page, total, path });
  }

  async function answer(request: FeedRequest, reply: FastifyReply, feed: FeedName, filter: string | undefined) {
    const path = request.url.split('?')[0]!;
    const user = request.user;
    if (feed === 'my' && !user) {
      // An XHR or Inertia visit gets 401, which opens the sign-in modal; a page visit goes to it.
      if (request.isInertia || wantsPageData(request)) throw new Unauthenticated();
      return reply.redirect(SIGN_IN_PATH);
    }
    const query = feedQuery(feed, filter, user?.id ?? 0, user?.defaultSortingFeed ?? 'popular');
    if (feed === 'my' && user && filter && filter !== user.defaultSortingFeed) await rememberSorting(app, user, filter as FeedSorting);
    if (wantsPageData(request)) return feedPage(request, query, path);
    const withNews = feed === 'popular' && !filter;
    // My feed is the reader's own: it has no feed for a reader's client.
    const meta = feed === 'my' ? {} : { feeds: feedLinks({ kind: feed }, { appUrl: app.config.appUrl, siteName: (await settings()).siteName }, request.t) };
    // Both lazy: they are read side by side, so the reader's state for both is one statement, and a reload of the feed alone skips the news.
    return reply.page('Index', { feed, posts: () => feedPage(request, query, path), news: () => (withNews ? newsOf(request, 1) : null) }, { meta });
  }

  for (const feed of ['popular', 'new', 'my'] as const) {
    app.get(`/${feed}`, { schema, config: { guestCache } }, (request: FeedRequest, reply) => answer(request, reply, feed, undefined));
    app.get(`/${feed}/:filter`, { schema, config: { guestCache } }, (request: FeedRequest, reply) => {
      const { filter } = request.params;
      if (!filter || !FEED_FILTERS[feed].includes(filter)) throw new NotFound();
      return answer(request, reply, feed, filter);
    });
  }

  app.get('/', { schema, config: { guestCache } }, async (request: FeedRequest, reply) => {
    const feed = request.user?.defaultFeed ?? (await settings()).defaultFeed;
    return answer(request, reply, feed === 'my' && !request.user ? 'popular' : feed, undefined);
  });

  app.get('/editorial', { schema, config: { guestCache } }, async (request: FeedRequest, reply) => {
    const posts = await feedPage(request, { feed: 'editorial' }, '/editorial');
    if (wantsPageData(request)) return posts;
    const { siteName } = await settings();
    const t = request.t;
    const meta = { title: t('feeds.editorial.metaTitle'), description: t('feeds.editorial.metaDescription', { siteName }) };
    const feeds = feedLinks({ kind: 'editorial' }, { appUrl: app.config.appUrl, siteName }, t);
    return reply.page('Editorial', { posts }, { meta: { ...meta, ogTitle: meta.title, ogDescription: meta.description, feeds } });
  });

  async function newsOf(request: FastifyRequest, page: number): Promise<NewsPage> {
    const context = readContext(app, request);
    const { newsCommunities } = await settings();
    // Keyed by the communities too: a new choice of them shows at once.
    const { ids, total } = await context.cache.shared(`news ${newsCommunities.join(',')} ${page}`, async () => ({
      value: await newsPage(app.db, newsCommunities, page, NEWS_PER_PAGE, NEWS_PAGES * NEWS_PER_PAGE),
      tags: [pageTags.feeds],
    }));
    const posts = await postCards(context, ids);
    const data = posts.map((post) => ({ id: post.id, title: post.title, url: post.url, comments_count: post.comments_count }));
    return { data, to: Math.min((page - 1) * NEWS_PER_PAGE + ids.length, total), total };
  }

  serveCall(app, calls.feeds.news, (request) => newsOf(request, request.query.page ?? 1));
}

function feedQuery(feed: FeedName, filter: string | undefined, viewerId: number, sorting: FeedSorting): FeedQuery {
  switch (feed) {
    case 'popular':
      return { feed, range: (filter as PopularRange | undefined) ?? null };
    case 'new':
      return { feed, filter: (filter as NewFilter | undefined) ?? 'all' };
    case 'my':
      return { feed, sorting: (filter as FeedSorting | undefined) ?? sorting, viewerId };
  }
}

/** The My feed's sorting is remembered per member: the sidebar's link and `/` follow it. */
async function rememberSorting(app: FastifyInstance, user: NonNullable<FastifyRequest['user']>, sorting: FeedSorting): Promise<void> {
  await app.db.update(users).set({ defaultSortingFeed: sorting }).where(eq(users.id, user.id));
  user.defaultSortingFeed = sorting;
}
