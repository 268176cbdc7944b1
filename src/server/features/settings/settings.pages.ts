// The sidebar's `{user url}/settings/{page}` addresses redirect, so every setting has a single address. Guests are sent to
// sign in; another member's `{url}/settings/…` is a missing page.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { MessageCode } from '../../../shared/i18n/messages.ts';
import { NotFound } from '../../platform/errors.ts';
import { SIGN_IN_PATH } from '../feeds/index.ts';
import type { AuthUser } from '../../kernel/sessions.ts';
import { blockedSubsites, keywordsOf, profileSettings } from './settings.queries.ts';

const OWN_SETTINGS: Readonly<Record<string, string>> = {
  profile: '/settings/profile',
  main: '/settings/main',
  notifications: '/settings/notifications',
  // The block lists (users and words) live on the feed settings page.
  blocklist: '/settings/feed#blocklist',
};

const OwnParams = Type.Object({ owner: Type.String({ maxLength: 64 }), page: Type.String({ maxLength: 32 }) });

export default async function settingsPagesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  function member(request: FastifyRequest, reply: FastifyReply): AuthUser | null {
    if (request.user) return request.user;
    void reply.redirect(SIGN_IN_PATH);
    return null;
  }

  const meta = (request: FastifyRequest, title: MessageCode) => ({ meta: { title: request.t(title), noindex: true } });

  api.get('/settings', async (request, reply) => {
    if (!member(request, reply)) return reply;
    return reply.page('User/Settings/Index', {}, meta(request, 'settings.title'));
  });

  api.get('/settings/profile', async (request, reply) => {
    const user = member(request, reply);
    if (!user) return reply;
    const settings = await profileSettings(app.db, user.id, new Date());
    return reply.page('User/Settings/Profile', { settings }, meta(request, 'settings.profile.title'));
  });

  api.get('/settings/feed', async (request, reply) => {
    const user = member(request, reply);
    if (!user) return reply;
    const [keywords, blocked] = await Promise.all([keywordsOf(app.db, user.id), blockedSubsites(app.db, user.id)]);
    return reply.page('User/Settings/Feed', { keywords, blocked }, meta(request, 'settings.feed.title'));
  });

  api.get('/account', async (request, reply) => {
    if (!member(request, reply)) return reply;
    return reply.page('User/MobileProfile', {}, meta(request, 'settings.account.title'));
  });

  api.get('/:owner/settings/:page', { schema: { params: OwnParams } }, async (request, reply) => {
    if (!Object.hasOwn(OWN_SETTINGS, request.params.page)) throw new NotFound();
    const user = member(request, reply);
    if (!user) return reply;
    if (user.slug !== request.params.owner) throw new NotFound();
    return reply.redirect(OWN_SETTINGS[request.params.page]!);
  });
}
