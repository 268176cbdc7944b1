// Every list goes through the read pipeline, so what the reader ignores or hid is not found. `type=fast-search` answers
// the header's quick search; the right column's top-blogs widget is the XHR of /discovery/blogs with `limit`.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { calls } from '../../../shared/api/index.ts';
import type { DiscoveryQuery} from '../../../shared/api/discovery.ts';
import { SubsiteListQuery } from '../../../shared/api/discovery.ts';
import { SEARCH_LIMITS, SEARCH_SCOPES, type FastSearchAnswer, type QuickSearchItem, type SearchFilters, type SearchScope, type SubsiteListItem } from '../../../shared/discovery.ts';
import type { Paginator } from '../../../shared/dto/paginator.ts';
import type { PostDto } from '../../../shared/dto/post.ts';
import { paginator, readPageRequest, wantsPageData } from '../../lib/paginator.ts';
import type { KeyPart } from '../../pipeline/cursor.ts';
import { readContext } from '../../pipeline/context.ts';
import { postCards } from '../posts/index.ts';
import type { PageRequest, Skeleton } from '../../pipeline/skeleton.ts';
import { subsiteListItems } from '../../pipeline/subsites.ts';
import { serveCall } from '../../platform/calls.ts';
import { isNameKey, isScoreKey, searchPosts, searchSubsites, topSubsites, type NameKey } from './discovery.queries.ts';
import { queryAlternatives } from './query-alternatives.ts';

/** Searching is the costliest read: a person typing with the debounce stays far below this. */
const SEARCHES = { max: 40, windowMs: 10_000 };

type DiscoveryRequest = FastifyRequest<{ Querystring: Static<typeof DiscoveryQuery> }>;
type ListRequest = FastifyRequest<{ Querystring: Static<typeof SubsiteListQuery> }>;

/** The Inertia page object is not the call's answer, so it skips the call's response serializer. */
function asPage(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return request.isInertia ? reply.serializer(JSON.stringify) : reply;
}

export default async function discoveryRoutes(app: FastifyInstance) {
  const config = app.limited('search', SEARCHES);
  const viewerId = (request: FastifyRequest) => request.user?.id ?? null;

  function readingsOf(q: string | undefined): string[] | null {
    const readings = queryAlternatives((q ?? '').trim());
    return readings.length > 0 ? readings : null;
  }

  async function subsitePage(request: FastifyRequest, type: 'user' | 'community', readings: string[] | null, page: PageRequest<NameKey>) {
    const skeleton = readings ? await searchSubsites(app.db, type, readings, page) : await topSubsites(app.db, type, page);
    return { skeleton, items: await subsiteListItems(app.db, viewerId(request), skeleton.ids) };
  }

  function listOf<T, K extends readonly KeyPart[]>(items: T[], skeleton: Skeleton<K>, page: PageRequest<K>, path: string, query: Record<string, string | number>): Paginator<T> {
    // Searches keep no count: the total is what has been seen, plus one while more follow.
    const total = (page.page - 1) * page.perPage + skeleton.ids.length + (skeleton.nextKey ? 1 : 0);
    return paginator(items, { skeleton, request: page, total, path, query });
  }

  async function postsFound(request: DiscoveryRequest, readings: string[], filters: SearchFilters): Promise<Paginator<PostDto>> {
    const page = readPageRequest(request.query.cursor, isScoreKey, SEARCH_LIMITS.perPage);
    const skeleton = await searchPosts(app.db, { readings, filters, timeZone: (await app.site.settings.get()).timeZone }, page);
    const data = await postCards(readContext(app, request), skeleton.ids);
    const query: Record<string, string> = { q: request.query.q!.trim(), date: filters.date };
    if (filters.scopes.length > 0) query.scopes = filters.scopes.join(',');
    return listOf(data, skeleton, page, '/discovery', query);
  }

  async function fastSearch(request: DiscoveryRequest, readings: string[] | null): Promise<FastSearchAnswer> {
    const perPage = request.query.perPage ?? SEARCH_LIMITS.fast;
    const page = { page: 1, perPage, after: null };
    const found = async (type: 'user' | 'community') => (readings ? (await subsitePage(request, type, readings, page)).items.map(quickItem) : []);
    const [users, communities] = await Promise.all([found('user'), found('community')]);
    return { users: { data: users }, communities: { data: communities } };
  }

  serveCall(app, calls.discovery.fastSearch, { config }, async (request: DiscoveryRequest, reply) => {
    const readings = readingsOf(request.query.q);
    if (request.query.type === 'fast-search') return fastSearch(request, readings);
    const scopes = new Set((request.query.scopes ?? []).flatMap((scope) => scope.split(',') as SearchScope[]));
    const filters: SearchFilters = { date: request.query.date ?? 'all', scopes: SEARCH_SCOPES.filter((scope) => scopes.has(scope)) };
    const posts = () => (readings ? postsFound(request, readings, filters) : null);
    // The posts found are not the quick search's shape either.
    if (wantsPageData(request)) return reply.serializer(JSON.stringify).send((await posts()) ?? listOf([], { ids: [], nextKey: null }, readPageRequest(undefined, isScoreKey, SEARCH_LIMITS.perPage), '/discovery', {}));
    const preview = async (type: 'user' | 'community') => (await subsitePage(request, type, readings, { page: 1, perPage: SEARCH_LIMITS.preview, after: null })).items;
    const q = (request.query.q ?? '').trim();
    return asPage(request, reply).page(
      'Discovery/Search',
      { q, filters, blogs: () => preview('user'), topics: () => preview('community'), posts },
      { meta: { title: q ? request.t('discovery.meta.searchTitle', { q }) : request.t('discovery.meta.title') } },
    );
  });

  async function fullList(request: ListRequest, type: 'user' | 'community', path: string): Promise<Paginator<SubsiteListItem>> {
    const q = (request.query.q ?? '').trim();
    const page = readPageRequest(request.query.cursor, isNameKey, request.query.limit ?? SEARCH_LIMITS.perPage);
    const { skeleton, items } = await subsitePage(request, type, readingsOf(q), page);
    const query: Record<string, string | number> = q ? { q } : {};
    if (request.query.limit) query.limit = request.query.limit;
    return listOf(items, skeleton, page, path, query);
  }

  serveCall(app, calls.discovery.topBlogs, { config }, async (request: ListRequest, reply) => {
    const blogs = () => fullList(request, 'user', '/discovery/blogs');
    if (wantsPageData(request)) return blogs();
    return asPage(request, reply).page('Discovery/Top', { q: (request.query.q ?? '').trim(), blogs }, { meta: { title: request.t('discovery.meta.blogs') } });
  });

  app.get('/discovery/topics', { schema: { querystring: SubsiteListQuery }, config }, async (request: ListRequest, reply) => {
    const topics = () => fullList(request, 'community', '/discovery/topics');
    if (wantsPageData(request)) return topics();
    return reply.page('Discovery/Topics', { q: (request.query.q ?? '').trim(), topics }, { meta: { title: request.t('discovery.meta.topics') } });
  });
}

function quickItem(item: SubsiteListItem): QuickSearchItem {
  return { id: item.id, title: item.name, slug: item.slug, url: item.url, avatar: item.avatar };
}
