// A community the reader may not manage answers like a missing one.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { calls } from '../../../shared/api/index.ts';
import type { BanEntryDto, CommunityParticipantsDto } from '../../../shared/dto/community.ts';
import { subsiteUrl } from '../../../shared/slugs.ts';
import { loadSubsiteCards } from '../../hydration/subsites.ts';
import { serveCall } from '../../platform/calls.ts';
import { NotFound } from '../../platform/errors.ts';
import type { AuthUser } from '../../kernel/sessions.ts';
import { SIGN_IN_PATH } from '../feeds/index.ts';
import { findCommunityFacts } from './communities.queries.ts';
import { webhooksOf } from '../webhooks/index.ts';
import { telegramState } from '../telegram/index.ts';
import { banInCommunity, banOnSite, createCommunity, deleteCommunity, giveRole, takeRole, unbanInCommunity, unbanOnSite, updateCommunity } from './communities.commands.ts';
import { canBanInCommunity, canCreateCommunity, canEditCommunity, canManageRole, canModerateCommunity } from './communities.policy.ts';
import { communityBySlug, myTopics, participants, searchMembers } from './communities.queries.ts';

/** Per member: creating and deleting topics is rare; a script is stopped at once. */
const TOPIC_WRITES = { max: 10, windowMs: 60 * 60_000 };
/** Per member: settings, roles and bans together; a moderator clearing a raid still fits. */
const MANAGEMENT = { max: 60, windowMs: 60_000 };
/** Per member: the people search follows typing. */
const SEARCHES = { max: 60, windowMs: 10_000 };

const SettingsQuery = Type.Object({ tab: Type.Optional(Type.String({ maxLength: 20 })) });
const OwnerParams = Type.Object({ owner: Type.String({ maxLength: 64 }) });

export default async function communitiesRoutes(app: FastifyInstance) {
  const management = { config: app.limited('communityManagement', MANAGEMENT) };

  async function managed(viewer: AuthUser | null, slug: string) {
    const row = await communityBySlug(app.db, slug);
    const facts = row && (await findCommunityFacts(app.db, row.id, viewer?.id ?? null));
    if (!row || !facts || !canModerateCommunity(viewer, facts)) throw new NotFound();
    return { row, facts };
  }

  async function participantsOf(subsiteId: number, creatorId: number | null): Promise<CommunityParticipantsDto> {
    const { roles, bans } = await participants(app.db, subsiteId);
    const cards = await loadSubsiteCards(app.db, [...roles.map((r) => r.userId), ...bans.map((b) => b.userId), ...(creatorId ? [creatorId] : [])]);
    const result: CommunityParticipantsDto = { admin: [], moder: [], editor: [], banned: [], owner: (creatorId && cards.get(creatorId)) || null };
    for (const { userId, role } of roles) {
      const card = cards.get(userId);
      if (card && userId !== creatorId) result[role].push(card);
    }
    for (const ban of bans) {
      const card = cards.get(ban.userId);
      if (card) result.banned.push({ user: card, reason: ban.reason, created_at: ban.createdAt.toISOString(), date_unbanned: ban.until?.toISOString() ?? null });
    }
    return result;
  }

  app.get('/my-topics', async (request, reply) => {
    const viewer = request.user;
    if (!viewer) return reply.redirect(SIGN_IN_PATH);
    const settings = await app.site.settings.get();
    const topics = (await myTopics(app.db, viewer.id)).map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      url: subsiteUrl(row.slug),
      avatar: row.avatar,
      followers_count: row.followersCount,
    }));
    return reply.page(
      'User/MyThemes',
      { topics, can_create: canCreateCommunity(viewer, settings.communityCreationRating) },
      { meta: { title: request.t('communities.myTopics.title'), noindex: true } },
    );
  });

  app.get('/my-topics/create', async (request, reply) => {
    const viewer = request.user;
    if (!viewer) return reply.redirect(SIGN_IN_PATH);
    if (!canCreateCommunity(viewer, (await app.site.settings.get()).communityCreationRating)) return reply.redirect('/my-topics');
    return reply.page('User/CreateMyThemes', {}, { meta: { title: request.t('communities.form.createTitle'), noindex: true } });
  });

  app.get('/:owner/settings', { schema: { params: OwnerParams, querystring: SettingsQuery } }, async (request: FastifyRequest<{ Params: { owner: string }; Querystring: { tab?: string } }>, reply: FastifyReply) => {
    const viewer = request.user;
    const row = await communityBySlug(app.db, request.params.owner);
    const facts = row && (await findCommunityFacts(app.db, row.id, viewer?.id ?? null));
    if (!row || !facts || !canEditCommunity(viewer, facts)) throw new NotFound();
    const tab = request.query.tab === 'participants' || request.query.tab === 'webhooks' || request.query.tab === 'telegram' ? request.query.tab : 'basic';
    const someone = { userId: -1, role: null };
    return reply.page(
      'User/CommunitySettings/Index',
      {
        community: {
          id: row.id,
          name: row.name,
          slug: row.slug,
          url: subsiteUrl(row.slug),
          avatar: row.avatar,
          description: row.description,
          rules: row.rules,
          whoCanCreatePost: row.whoCanPost,
        },
        tab,
        participants: await participantsOf(row.id, row.creatorId),
        webhooks: tab === 'webhooks' ? await webhooksOf(app.db, row.id) : [],
        telegram: tab === 'telegram' ? await telegramState(app.db, row.id) : null,
        abilities: {
          manage_admins: canManageRole(viewer, facts, 'admin', someone),
          manage_staff: canManageRole(viewer, facts, 'moder', someone),
          ban: canBanInCommunity(viewer, facts, someone),
        },
      },
      { meta: { title: request.t('communities.settings.title'), noindex: true } },
    );
  });

  serveCall(app, calls.communities.create, { config: app.limited('topicWrites', TOPIC_WRITES) }, async (request) => {
    const settings = await app.site.settings.get();
    const created = await createCommunity(app.db, request.user, request.body, settings.communityCreationRating);
    return { ...created, url: subsiteUrl(created.slug) };
  });

  serveCall(app, calls.communities.destroy, { config: app.limited('topicWrites', TOPIC_WRITES) }, async (request, reply) => {
    await deleteCommunity(app.db, request.user, request.params.id);
    return reply.code(204).send();
  });

  serveCall(app, calls.communities.update, management, async (request, reply) => {
    const { row } = await managed(request.user, request.params.owner);
    await updateCommunity(app.db, request.user, row.id, request.body);
    return reply.code(204).send();
  });

  serveCall(app, calls.communities.search, { config: app.limited('communitySearch', SEARCHES) }, async (request) => {
    await managed(request.user, request.params.owner);
    const ids = await searchMembers(app.db, request.query.search.trim());
    const cards = await loadSubsiteCards(app.db, ids);
    return { users: ids.flatMap((id) => cards.get(id) ?? []) };
  });

  serveCall(app, calls.communities.addUser, management, async (request) => {
    const { row } = await managed(request.user, request.params.owner);
    await giveRole(app.db, request.user, row.id, request.body.user_id, request.body.type);
    const card = (await loadSubsiteCards(app.db, [request.body.user_id])).get(request.body.user_id)!;
    return { user: card, type: request.body.type };
  });

  serveCall(app, calls.communities.removeUser, management, async (request, reply) => {
    const { row } = await managed(request.user, request.params.owner);
    await takeRole(app.db, request.user, row.id, request.body.user_id, request.body.type);
    return reply.code(204).send();
  });

  serveCall(app, calls.communities.ban, management, async (request): Promise<BanEntryDto> => {
    const { row } = await managed(request.user, request.params.owner);
    const { until } = await banInCommunity(app.db, request.user, row.id, request.body);
    const card = (await loadSubsiteCards(app.db, [request.body.user_id])).get(request.body.user_id)!;
    return { user: card, reason: request.body.reason.trim(), created_at: new Date().toISOString(), date_unbanned: until?.toISOString() ?? null };
  });

  serveCall(app, calls.communities.unban, management, async (request, reply) => {
    const { row } = await managed(request.user, request.params.owner);
    await unbanInCommunity(app.db, request.user, row.id, request.body.user_id);
    return reply.code(204).send();
  });

  serveCall(app, calls.communities.siteBan, management, async (request) => {
    const { until } = await banOnSite(app.db, request.user, { user_id: request.params.id, ...request.body });
    return { date_unbanned: until?.toISOString() ?? null };
  });

  serveCall(app, calls.communities.siteUnban, management, async (request, reply) => {
    await unbanOnSite(app.db, request.user, request.params.id);
    return reply.code(204).send();
  });
}
