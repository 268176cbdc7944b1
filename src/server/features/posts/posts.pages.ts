// The post page is a catch-all of two segments and is registered after every other route.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { PostIdParams } from '../../../shared/api/posts.ts';
import type { Paginator } from '../../../shared/dto/paginator.ts';
import type { PostDto } from '../../../shared/dto/post.ts';
import { storedTag, tagPath } from '../../../shared/blocks/hashtags.ts';
import type { CommentDto } from '../../../shared/dto/comment.ts';
import { loadSubsiteCards } from '../../hydration/subsites.ts';
import type { CommunityBan } from '../../hydration/viewer.ts';
import { paginator, readPageRequest, wantsPageData } from '../../lib/paginator.ts';
import { readContext, type ReadContext } from '../../pipeline/context.ts';
import { isTimeKey, type TimeKey } from '../../pipeline/cursor.ts';
import type { PageRequest } from '../../pipeline/skeleton.ts';
import { NotFound } from '../../platform/errors.ts';
import { pageTags } from '../../platform/page-cache/page-tags.ts';
import { countDrafts } from './posts.hydration.ts';
import { postCards, postListPage, readerState, sharedPost, type PostList, type SharedPostPage } from './posts.pipeline.ts';
import { presentPostMeta, withViewerState } from './posts.presenter.ts';
import { draftsOf, POSTS_PER_PAGE, repliesTo, scheduledDraftsOf, taggedPosts, tagTotal } from './posts.queries.ts';
import { shownOnPage } from './posts.rules.ts';
import { OwnerParams, PageQuery, PostPageParams, TagParams } from './posts.schemas.ts';
import { feedLinks } from '../syndication/index.ts';
import { commentBanFor, commentSubjects, firstCommentsFor, firstCommentsShared } from '../comments/index.ts';
import { sitePublisher } from '../site/index.ts';
import { postSeries } from '../series/index.ts';

const MAX_ID = 2_147_483_647;

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0]!;
}

function queryOf(request: FastifyRequest): string {
  const at = request.url.indexOf('?');
  return at === -1 ? '' : request.url.slice(at);
}

function tagOf(params: Static<typeof TagParams>): string {
  return storedTag(params.tag);
}

function postIdOf(params: Static<typeof PostPageParams>): number {
  return Number(/^\d+/.exec(params.idSlug)![0]);
}

/** A post the reader may see, as every reader shares it; 404 exactly like a post that never existed. */
async function visiblePost(context: ReadContext, id: number): Promise<SharedPostPage> {
  const shared = id <= MAX_ID ? await sharedPost(context, id) : undefined;
  if (!shared || !shownOnPage(shared.facts, context.viewer)) throw new NotFound();
  return shared;
}

interface PostPage {
  row: SharedPostPage['row'];
  post: PostDto;
  ban: CommunityBan | null;
  comments: Paginator<CommentDto> | null;
}

/** The reader's state on the post and on its first comments is one statement. */
async function postOfPage(context: ReadContext, id: number, showsComments: (post: PostDto) => boolean): Promise<PostPage> {
  const shared = await visiblePost(context, id);
  const comments = showsComments(shared.post) ? await firstCommentsShared(context, shared.post) : null;
  const state = await readerState(context, [shared], comments ? commentSubjects(comments, id) : {});
  const post = withViewerState(shared.post, state);
  return {
    row: shared.row,
    post,
    ban: state.bans.get(shared.facts.subsiteId) ?? null,
    comments: comments && firstCommentsFor(comments, post, { viewer: state, viewerId: context.viewer?.id ?? null }),
  };
}

export default async function postPagesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const siteName = async () => (await app.site.settings.get()).siteName;

  async function postList(request: FastifyRequest<{ Querystring: { cursor?: string } }>, list: PostList<TimeKey>): Promise<Paginator<PostDto>> {
    const page = readPageRequest(request.query.cursor, isTimeKey, POSTS_PER_PAGE);
    const { data, skeleton, total } = await postListPage(readContext(app, request), page, list);
    return paginator(data, { skeleton, request: page, total, path: pathOf(request) });
  }

  api.get('/:owner/drafts', { schema: { params: OwnerParams, querystring: PageQuery } }, async (request, reply) => {
    const viewer = request.user;
    // Someone else's drafts page does not exist, for guests and other members alike.
    if (!viewer || viewer.slug !== request.params.owner) throw new NotFound();
    const waiting = await scheduledDraftsOf(app.db, viewer.id);
    const drafts = { read: (page: PageRequest<TimeKey>) => draftsOf(app.db, viewer.id, page), count: async () => (await countDrafts(app.db, viewer.id)) - waiting.length };
    if (wantsPageData(request)) return postList(request, drafts);
    // Read side by side, so the reader's state on both lists is one statement.
    const [posts, cards, subsites] = await Promise.all([
      postList(request, drafts),
      postCards(readContext(app, request), waiting.map((draft) => draft.id)),
      loadSubsiteCards(app.db, [viewer.id]),
    ]);
    const shown = new Map(cards.map((post) => [post.id, post]));
    const scheduled = waiting.flatMap(({ id, scheduledAt }) => {
      const post = shown.get(id);
      return post ? [{ post, scheduled_at: scheduledAt.toISOString() }] : [];
    });
    const subsite = subsites.get(viewer.id)!;
    return reply.page('User/UserDrafts', { subsite, posts, scheduled }, { meta: { title: request.t('posts.meta.draftsTitle'), noindex: true } });
  });

  const tagPage = { tags: (request: FastifyRequest) => [pageTags.tag(tagOf(request.params as Static<typeof TagParams>))] };
  api.get('/tag/:tag', { schema: { params: TagParams, querystring: PageQuery }, config: { guestCache: tagPage } }, async (request, reply) => {
    const tag = tagOf(request.params);
    const posts = await postList(request, {
      read: (page) => taggedPosts(app.db, tag, page),
      count: () => tagTotal(app.db, tag),
      sharedAs: { key: `tag ${tag}`, tags: [pageTags.tag(tag)] },
    });
    if (wantsPageData(request)) return posts;
    const t = request.t;
    const name = await siteName();
    return reply.page(
      'Tag',
      { tag, posts },
      {
        meta: {
          title: t('posts.meta.tagTitle', { tag }),
          description: t('posts.meta.tagDescription', { tag, siteName: name }),
          canonical: app.config.appUrl + tagPath(tag),
          feeds: feedLinks({ kind: 'tag', tag }, { appUrl: app.config.appUrl, siteName: name }, t),
        },
      },
    );
  });

  api.get('/posts/:id/reposts', { schema: { params: PostIdParams, querystring: PageQuery } }, async (request, reply) => {
    const { post } = await visiblePost(readContext(app, request), request.params.id);
    const posts = await postList(request, { read: (page) => repliesTo(app.db, post.id, page), count: async () => post.replies_count });
    if (wantsPageData(request)) return posts;
    const title = post.title || request.t('posts.untitled');
    return reply.page(
      'Reposts',
      { post: { id: post.id, title: post.title, url: post.url }, posts },
      { meta: { title: request.t('posts.meta.repostsTitle', { title }), noindex: !post.is_publish } },
    );
  });
}

/**
 * Rendered and cached with the post for guests (every comment, like and bookmark event drops the post's page). Not for
 * the single-thread view (`?comment=`), whose block loads its thread itself, nor for a post nobody commented.
 */
function showsFirstComments(post: PostDto, query: unknown): boolean {
  return post.is_publish && post.comments_count > 0 && !Object.hasOwn(query as object, 'comment');
}

/** Any other owner or slug for the id redirects to the canonical address. */
export async function postPageRoute(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  const postPage = { tags: (request: FastifyRequest) => [pageTags.post(postIdOf(request.params as Static<typeof PostPageParams>))] };
  // The id must be digits, so one-segment-deeper site routes (/popular/week …) never land here.
  api.get('/:owner/:idSlug(^\\d+.*)', { schema: { params: PostPageParams }, config: { guestCache: postPage } }, async (request, reply) => {
    const id = postIdOf(request.params);
    const canonical = (post: PostDto) => `/${request.params.owner}/${request.params.idSlug}` === post.url;
    // Comments are read only for the page that renders them: not for a redirect or the post's data alone.
    const shows = (post: PostDto) => canonical(post) && !wantsPageData(request) && showsFirstComments(post, request.query);
    const { row, post, ban, comments } = await postOfPage(readContext(app, request), id, shows);
    if (!canonical(post)) {
      return reply.redirect(post.url + queryOf(request), 301);
    }
    if (wantsPageData(request)) return { post };
    const [settings, series] = await Promise.all([app.site.settings.get(), postSeries(readContext(app, request), id)]);
    const meta = presentPostMeta(post, row, {
      appUrl: app.config.appUrl,
      mediaBase: app.config.mediaBase,
      untitled: request.t('posts.untitled'),
      publisher: sitePublisher(settings, app.config.appUrl),
      newsCommunities: settings.newsCommunities,
    });
    return reply.page('Post', { post, comments, comment_ban: commentBanFor(request.user, post, ban), edited_at: row.editedAt?.toISOString() ?? null, series }, { meta });
  });
}
