import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { calls } from '../../../shared/api/index.ts';
import { PostIdParams } from '../../../shared/api/posts.ts';
import { postPath } from '../../../shared/slugs.ts';
import { loadSubsiteCards } from '../../hydration/subsites.ts';
import { serveCall } from '../../platform/calls.ts';
import { NotFound } from '../../platform/errors.ts';
import { pageTags } from '../../platform/page-cache/page-tags.ts';
import { canView, findLivePost, isAuthor, postCommunity } from '../posts/index.ts';
import { hideRevision } from './revisions.commands.ts';
import { canHideRevision, seesHiddenRevisions } from './revisions.policy.ts';
import { presentDiff, presentRevision } from './revisions.presenter.ts';
import { blocksByHash, revisionsOf, type RevisionListRow } from './revisions.queries.ts';

/** Per moderator: hiding is rare; this stops a runaway script, not a busy shift. */
const HIDES = { max: 30, windowMs: 60_000 };

const HistoryQuery = Type.Object({ rev: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })) });

export default async function revisionsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  serveCall(app, calls.revisions.hide, { config: app.limited('revisionHides', HIDES) }, async (request, reply) => {
    await hideRevision(app.db, request.user, request.params.id, request.params.number, (request.body.reason ?? '').trim());
    return reply.code(204).send();
  });

  const historyPage = { tags: (request: FastifyRequest) => [pageTags.post((request.params as Static<typeof PostIdParams>).id)] };
  // A post the reader may not see, and one never edited since history was kept, have no history: 404 alike.
  api.get('/posts/:id/history', { schema: { params: PostIdParams, querystring: HistoryQuery }, config: { guestCache: historyPage } }, async (request, reply) => {
    const viewer = request.user ?? null;
    const post = await findLivePost(app.db, request.params.id);
    if (!post || !canView(viewer, post)) throw new NotFound();
    const rows = await revisionsOf(app.db, post.id);
    const at = request.query.rev === undefined ? 0 : rows.findIndex((row) => row.number === request.query.rev);
    const selected = rows[at];
    if (!selected) throw new NotFound();
    const community = viewer && !isAuthor(viewer, post) ? await postCommunity(app.db, post, viewer.id) : null;
    const seesHidden = seesHiddenRevisions(viewer, post, community);
    const readable = (row: RevisionListRow) => row.hiddenAt === null || seesHidden;
    // A reader compares with the version before that they may see, so a hidden one's words never show as removed.
    const base = rows.slice(at + 1).find(readable) ?? null;
    const blocks = readable(selected) ? await blocksByHash(app.db, post.id, [...selected.hashes, ...(base?.hashes ?? [])]) : null;
    const cards = await loadSubsiteCards(app.db, [post.subsiteId, ...rows.flatMap((row) => row.editorId ?? [])]);
    const url = postPath(cards.get(post.subsiteId)!.slug, post.id, post.slug);
    const title = post.title || request.t('posts.untitled');
    return reply.page(
      'PostHistory',
      {
        post: { id: post.id, title: post.title, url },
        revisions: rows.map((row) => presentRevision(row, cards, seesHidden)),
        selected: selected.number,
        diff: blocks && presentDiff(selected, base, blocks, app.config.mediaBase),
        can_hide: canHideRevision(viewer, post, community),
      },
      { meta: { title: request.t('revisions.meta.title', { title }), noindex: true } },
    );
  });
}
