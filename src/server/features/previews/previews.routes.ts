import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { calls } from '../../../shared/api/index.ts';
import { readContext } from '../../pipeline/context.ts';
import { serveCall } from '../../platform/calls.ts';
import { NotFound } from '../../platform/errors.ts';
import { sharedPost } from '../posts/index.ts';
import { createPreview, draftForToken, PREVIEW_TOKEN, previewTokenOf, revokePreview } from './previews.commands.ts';

/** Per user: making and revoking links by hand. */
const PREVIEW_CHANGES = { max: 30, windowMs: 60_000 };

export function previewPath(token: string): string {
  return `/preview/${token}`;
}

export default async function previewsRoutes(app: FastifyInstance) {
  const changes = { config: app.limited('postPreviews', PREVIEW_CHANGES) };
  const urlOf = (token: string | null) => ({ url: token === null ? null : app.config.appUrl + previewPath(token) });

  serveCall(app, calls.previews.show, async (request) => urlOf(await previewTokenOf(app.db, request.user, request.params.id)));
  serveCall(app, calls.previews.create, changes, async (request) => urlOf(await createPreview(app.db, request.user, request.params.id)));
  serveCall(app, calls.previews.revoke, changes, async (request) => {
    await revokePreview(app.db, request.user, request.params.id);
    return urlOf(null);
  });

  // Never in the guest page cache (the route does not opt in), never indexed, never stored by the browser's caches.
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  // Any other address under /preview is a link that does not exist: 404, not 422.
  const params = Type.Object({ token: Type.String({ maxLength: 64 }) });
  api.get('/preview/:token', { schema: { params } }, async (request, reply) => {
    void reply.header('x-robots-tag', 'noindex').header('cache-control', 'private, no-store');
    const { token } = request.params;
    const postId = PREVIEW_TOKEN.test(token) ? await draftForToken(app.db, token) : null;
    const shared = postId === null ? undefined : await sharedPost(readContext(app, request), postId);
    if (!shared) throw new NotFound();
    return reply.page('Preview', { post: shared.post }, { meta: { title: request.t('previews.meta.title', { title: shared.post.title || request.t('posts.untitled') }), noindex: true } });
  });
}
