// Feeds for readers' RSS clients: each list's newest posts as a guest sees them, whoever asks. Cached for
// guests like the pages, and dropped with them: the list's own tag, and every shown post's (the pipeline).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { storedTag } from '../../../shared/blocks/hashtags.ts';
import { subsiteUrl } from '../../../shared/slugs.ts';
import { movedSlug } from '../../hydration/old-slugs.ts';
import { guestReadContext } from '../../pipeline/context.ts';
import type { KeyPart } from '../../pipeline/cursor.ts';
import { NotFound } from '../../platform/errors.ts';
import { pageTags } from '../../platform/page-cache/page-tags.ts';
import { feedSkeleton, type FeedQuery } from '../feeds/index.ts';
import { SeriesParams } from '../../../shared/api/series.ts';
import { OwnerParams, postListPage, TagParams, taggedPosts, type PostList } from '../posts/index.ts';
import { showsPosts, subsiteBySlug } from '../profiles/index.ts';
import { seriesPostList, sharedSeries } from '../series/index.ts';
import type { SiteSettings } from '../site/index.ts';
import { renderFeed, type Channel } from './syndication.feed.ts';
import { FEED_FORMAT_NAMES, FEED_FORMATS, feedPath, listPath, listTitle, type FeedFormat, type SyndicatedList } from './syndication.links.ts';

/** A reader's client polls every hour or so: twenty items, more than a page of the site's lists, so a busy hour is not missed. */
const FIRST_PAGE = { page: 1, perPage: 20, after: null };

const SITE_LISTS = ['popular', 'new', 'editorial'] as const;

const SITE_QUERIES: Record<(typeof SITE_LISTS)[number], FeedQuery> = {
  popular: { feed: 'popular', range: null },
  new: { feed: 'new', filter: 'all' },
  editorial: { feed: 'editorial' },
};

/** Which blog or community a request showed, for the cache's tags (read after the handler ran). */
const shownSubsite = new WeakMap<FastifyRequest, number>();

export default async function syndicationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  async function answer<K extends readonly KeyPart[]>(format: FeedFormat, request: FastifyRequest, reply: FastifyReply, settings: SiteSettings, list: SyndicatedList, posts: PostList<K> | null, description?: string) {
    const t = request.t;
    const { data } = posts ? await postListPage(guestReadContext(app, request), FIRST_PAGE, posts) : { data: [] };
    const channel: Channel = {
      title: listTitle(list, t, settings.siteName),
      description: description || t(list.kind === 'tag' ? 'syndication.description.tag' : 'syndication.description.site', { siteName: settings.siteName, tag: list.kind === 'tag' ? list.tag : '' }),
      path: listPath(list),
    };
    const site = {
      appUrl: app.config.appUrl,
      siteName: settings.siteName,
      language: request.language,
      icon: settings.favicon ? new URL(settings.favicon, app.config.appUrl).href : null,
      untitled: t('posts.untitled'),
      readMore: t('syndication.readMore'),
    };
    return reply.type(`${FEED_FORMATS[format].type}; charset=utf-8`).send(renderFeed(format, channel, data, site));
  }

  for (const format of FEED_FORMAT_NAMES) {
    const { prefix } = FEED_FORMATS[format];

    for (const kind of SITE_LISTS) {
      api.get(`${prefix}/${kind}`, { config: { guestCache: { tags: [pageTags.feeds] } } }, async (request, reply) => {
        const settings = await app.site.settings.get();
        const { timeZone } = settings;
        const posts = { read: (page: typeof FIRST_PAGE) => feedSkeleton(app.db, SITE_QUERIES[kind], page, timeZone), sharedAs: { key: `syndication ${kind} ${timeZone}`, tags: [pageTags.feeds] } };
        return answer(format, request, reply, settings, { kind }, posts);
      });
    }

    const tagCache = { tags: (request: FastifyRequest) => [pageTags.tag(storedTag((request.params as { tag: string }).tag))] };
    api.get(`${prefix}/tag/:tag`, { schema: { params: TagParams }, config: { guestCache: tagCache } }, async (request, reply) => {
      const tag = storedTag(request.params.tag);
      const posts = { read: (page: typeof FIRST_PAGE) => taggedPosts(app.db, tag, page), sharedAs: { key: `syndication tag ${tag}`, tags: [pageTags.tag(tag)] } };
      return answer(format, request, reply, await app.site.settings.get(), { kind: 'tag', tag }, posts);
    });

    const seriesCache = { tags: (request: FastifyRequest) => [pageTags.series((request.params as { id: number }).id)] };
    api.get(`${prefix}/series/:id`, { schema: { params: SeriesParams }, config: { guestCache: seriesCache } }, async (request, reply) => {
      const context = guestReadContext(app, request);
      const series = await sharedSeries(context, request.params.id);
      if (!series) throw new NotFound();
      const settings = await app.site.settings.get();
      const description = series.description || request.t('series.meta.description', { title: series.title, name: series.user.name, siteName: settings.siteName });
      return answer(format, request, reply, settings, { kind: 'series', id: series.id, title: series.title }, seriesPostList(context, series.id), description);
    });

    const subsiteCache = { tags: (request: FastifyRequest) => [pageTags.subsite(shownSubsite.get(request) ?? 0)] };
    api.get(`${prefix}/:owner`, { schema: { params: OwnerParams }, config: { guestCache: subsiteCache } }, async (request, reply) => {
      const row = await subsiteBySlug(app.db, request.params.owner);
      if (!row) {
        const moved = await movedSlug(app.db, request.params.owner);
        if (!moved) throw new NotFound();
        return reply.redirect(feedPath(format, subsiteUrl(moved)), 301);
      }
      shownSubsite.set(request, row.id);
      const list: SyndicatedList = { kind: 'subsite', slug: row.slug, name: row.name };
      const settings = await app.site.settings.get();
      // A member who hid their blog's posts shows an empty blog, as on the blog's page.
      if (row.type === 'user' && !(await showsPosts(app.db, row.id))) return answer(format, request, reply, settings, list, null, row.description);
      const query: FeedQuery = { feed: 'subsite', owner: row.type === 'user' ? 'user' : 'subsite', ownerId: row.id, sort: 'new', exceptId: null };
      const posts = { read: (page: typeof FIRST_PAGE) => feedSkeleton(app.db, query, page, settings.timeZone), sharedAs: { key: `syndication subsite ${row.id}`, tags: [pageTags.subsite(row.id)] } };
      return answer(format, request, reply, settings, list, posts, row.description);
    });
  }
}
