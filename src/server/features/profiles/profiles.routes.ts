// Guests are served from the page cache, dropped by the subsite's tag (profiles.subscribers.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { calls } from '../../../shared/api/index.ts';
import { Cursor } from '../../../shared/api/posts.ts';
import type { CommunityManagers, ProfileCommentSort, ProfilePostSort } from '../../../shared/dto/subsite.ts';
import { COMMENT_LIMITS } from '../../../shared/dto/comment.ts';
import type { PagePropsMap } from '../../../shared/pages.ts';
import { PROFILE_POST_SORTS } from '../../../shared/dto/subsite.ts';
import { loadOnlineStatuses } from '../../hydration/presence.ts';
import { loadSubsiteCards } from '../../hydration/subsites.ts';
import type { OnlineStatus } from '../../../shared/online-status.ts';
import { listLinked } from '../oauth/index.ts';
import { loadViewerState, relationTo } from '../../hydration/viewer.ts';
import { paginator, readPageRequest, runningTotal, wantsPageData, type ListQuery } from '../../lib/paginator.ts';
import { isTimeKey, type KeyGuard } from '../../pipeline/cursor.ts';
import { commentCards } from '../comments/index.ts';
import { readContext } from '../../pipeline/context.ts';
import { postCards } from '../posts/index.ts';
import { followableCards } from '../../pipeline/subsites.ts';
import { serveCall } from '../../platform/calls.ts';
import { Invalid, NotFound } from '../../platform/errors.ts';
import { pageTags } from '../../platform/page-cache/page-tags.ts';
import { movedSlug, movedUrl } from '../../hydration/old-slugs.ts';
import { FEED_PAGE_SIZE, feedSkeleton, isFeedKey, isScoreKey, keyFits, type FeedKey, type FeedQuery, type ScoreKey } from '../feeds/index.ts';
import { feedLinks } from '../syndication/index.ts';
import { seriesOnProfile } from '../series/index.ts';
import { canEditSubsite } from './profiles.policy.ts';
import { presentProfile, presentProfileJsonLd } from './profiles.presenter.ts';
import { communityManagers, followListSkeleton, followListTotal, liveSubsite, memberCommentsSkeleton, pinnedPostId, showsPosts, subsiteBySlug, type FollowList, type ProfileRow } from './profiles.queries.ts';

/** A page of a followers or followings list; "all" is the whole list at once, up to this many. */
const LIST_PAGE = 20;
const FULL_LIST = 1000;

type PageRequestOf = FastifyRequest<{ Params: { owner: string }; Querystring: { cursor?: string } }>;

const schema = {
  params: Type.Object({ owner: Type.String({ maxLength: 64 }) }),
  querystring: Type.Object({ cursor: Cursor }),
};

/** Which subsite a request showed, for the cache's tags (read after the handler ran). */
const shown = new WeakMap<FastifyRequest, number>();

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type TabProps = DistributiveOmit<PagePropsMap['User/User' | 'User/Comments'], 'subsite' | 'managers' | 'online_status'>;

/** Comments' Popular key: reactions are whole numbers, and the key goes to an int comparison. */
const isIntegerScoreKey: KeyGuard<ScoreKey> = (key): key is ScoreKey => isScoreKey(key) && Number.isInteger(key[0]);

const pathOf = (request: FastifyRequest) => request.url.split('?')[0]!;
const guestCache = { tags: (request: FastifyRequest) => [pageTags.subsite(shown.get(request) ?? 0)] };

export default async function profilesRoutes(app: FastifyInstance) {
  async function managersOf(row: ProfileRow): Promise<CommunityManagers | null> {
    if (row.type === 'user') return null;
    const managers = await communityManagers(app.db, row);
    const cards = await loadSubsiteCards(app.db, managers.map((manager) => manager.userId));
    const byRole: CommunityManagers = { admin: [], moder: [], editor: [] };
    for (const { userId, role } of managers) {
      const card = cards.get(userId);
      if (card) byRole[role].push(card);
    }
    return byRole;
  }

  /** Null after answering 301 for a blog's address before its nickname changed; 404 when there is no such subsite. */
  async function subsiteOf(request: PageRequestOf, reply: FastifyReply): Promise<ProfileRow | null> {
    const row = await subsiteBySlug(app.db, request.params.owner);
    if (!row) {
      const moved = await movedSlug(app.db, request.params.owner);
      if (!moved) throw new NotFound();
      void reply.redirect(movedUrl(request.url, moved), 301);
      return null;
    }
    shown.set(request, row.id);
    return row;
  }

  async function answerPage(request: PageRequestOf, reply: FastifyReply, row: ProfileRow, tab: TabProps) {
    const viewer = request.user;
    const own = viewer?.id === row.id;
    const [follow, managers, settings, online, accounts] = await Promise.all([
      loadViewerState(app.db, viewer?.id ?? null, { subsiteIds: [row.id] }),
      managersOf(row),
      app.site.settings.get(),
      row.type === 'user' ? loadOnlineStatuses(app.db, [row.id], request.t) : new Map<number, OnlineStatus>(),
      own ? listLinked(app.db, row.id) : [],
    ]);
    const viewerRole = viewer && managers ? (['admin', 'moder', 'editor'] as const).find((role) => managers[role].some((card) => card.id === viewer.id)) : undefined;
    const subsite = presentProfile(row, relationTo(follow, row.id), canEditSubsite(viewer, row, viewerRole ?? null), accounts);
    const description = row.description || request.t('profiles.meta.description', { name: row.name, siteName: settings.siteName });
    const around = { subsite, managers, online_status: online.get(row.id) ?? null };
    const feeds = feedLinks({ kind: 'subsite', slug: row.slug, name: row.name }, { appUrl: app.config.appUrl, siteName: settings.siteName }, request.t);
    const options = { meta: { title: row.name, description, ogTitle: row.name, ogDescription: description, canonical: app.config.appUrl + subsite.url, feeds, jsonLd: presentProfileJsonLd(row, app.config) } };
    return tab.tab === 'posts' ? reply.page('User/User', { ...around, ...tab }, options) : reply.page('User/Comments', { ...around, ...tab }, options);
  }

  async function postsPage(request: PageRequestOf, reply: FastifyReply, sort: ProfilePostSort) {
    const row = await subsiteOf(request, reply);
    if (!row) return reply;
    const page = readPageRequest(request.query.cursor, isFeedKey, FEED_PAGE_SIZE);
    // A member who hid their blog's posts (features/settings) shows others an empty Posts tab; the posts stay in the feeds.
    if (row.type === 'user' && request.user?.id !== row.id && !(await showsPosts(app.db, row.id))) {
      const posts = paginator([], { skeleton: { ids: [], nextKey: null }, request: page, total: 0, path: pathOf(request) });
      return wantsPageData(request) ? posts : answerPage(request, reply, row, { tab: 'posts', sort, pinned: null, posts, series: [] });
    }
    const pinnedId = row.type === 'user' ? await pinnedPostId(app.db, row.id) : null;
    const query: FeedQuery = { feed: 'subsite', owner: row.type === 'user' ? 'user' : 'subsite', ownerId: row.id, sort, exceptId: pinnedId };
    if (page.after && !keyFits(query, page.after)) throw Invalid.field('cursor', 'validation.invalid');
    const skeleton = await feedSkeleton(app.db, query, page, (await app.site.settings.get()).timeZone);
    // The pinned post leads the first page, hydrated with the page's posts in one pass.
    const lead = pinnedId !== null && page.page === 1 ? [pinnedId] : [];
    const cards = await postCards(readContext(app, request), [...lead, ...skeleton.ids]);
    const pinned = lead.length > 0 && cards[0]?.id === pinnedId ? cards.shift()! : null;
    const posts = paginator(cards, { skeleton, request: page, total: runningTotal(skeleton, page), path: pathOf(request) });
    if (wantsPageData(request)) return posts;
    const series = row.type === 'user' ? await seriesOnProfile(app.db, row.id, request.user?.id === row.id) : [];
    return answerPage(request, reply, row, { tab: 'posts', sort, pinned, posts, series });
  }

  /** A member's comments; communities write none, so their Comments tab does not exist. */
  async function commentsPage(request: PageRequestOf, reply: FastifyReply, sort: ProfileCommentSort) {
    const row = await subsiteOf(request, reply);
    if (!row) return reply;
    if (row.type !== 'user') throw new NotFound();
    const page = readPageRequest<FeedKey>(request.query.cursor, sort === 'new' ? isTimeKey : isIntegerScoreKey, COMMENT_LIMITS.perPage);
    const skeleton = await memberCommentsSkeleton(app.db, row.id, sort, page);
    const data = await commentCards(readContext(app, request), skeleton.ids);
    const comments = paginator(data, { skeleton, request: page, total: runningTotal(skeleton, page), path: pathOf(request) });
    if (wantsPageData(request)) return comments;
    return answerPage(request, reply, row, { tab: 'comments', sort, comments });
  }

  const route = { schema, config: { guestCache } };
  app.get('/:owner', route, (request: PageRequestOf, reply) => postsPage(request, reply, 'popular'));
  for (const sort of PROFILE_POST_SORTS) {
    app.get(`/:owner/${sort}`, route, (request: PageRequestOf, reply) => postsPage(request, reply, sort));
  }
  app.get('/:owner/comments', route, (request: PageRequestOf, reply) => commentsPage(request, reply, 'popular'));
  app.get('/:owner/comments/new', route, (request: PageRequestOf, reply) => commentsPage(request, reply, 'new'));

  async function followList(request: FastifyRequest, list: FollowList, query: { cursor?: string; q?: string; all?: boolean }, counter: number, path: string, address: ListQuery = {}) {
    const q = query.q?.trim() || null;
    const page = readPageRequest(query.cursor, isTimeKey, query.all ? FULL_LIST : LIST_PAGE);
    const [skeleton, total] = await Promise.all([followListSkeleton(app.db, list, page, q), q === null ? counter : followListTotal(app.db, list, q)]);
    const data = await followableCards(app.db, request.user?.id ?? null, skeleton.ids);
    const kept = { ...address, ...(q !== null && { q }), ...(query.all && { all: 'true' }) };
    return paginator(data, { skeleton, request: page, total, path, query: kept });
  }

  serveCall(app, calls.profiles.followers, async (request) => {
    const row = await liveSubsite(app.db, request.params.id);
    if (!row) throw new NotFound();
    return followList(request, { of: 'followers', subsiteId: row.id }, request.query, row.followersCount, `/profile/${row.id}/followers`);
  });

  serveCall(app, calls.profiles.followings, async (request) => {
    const row = await liveSubsite(app.db, request.query.user_id);
    if (!row || row.type !== 'user') throw new NotFound();
    return followList(request, { of: 'followings', userId: row.id }, request.query, row.followingsCount, '/profile/followings', { user_id: row.id });
  });
}
