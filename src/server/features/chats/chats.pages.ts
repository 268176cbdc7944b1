// A plain XHR gets the paginator alone: the chat list's next page, or the messages before the oldest one shown. A chat
// the viewer is not in answers 404 exactly like a missing one.
import { loadOnlineStatuses } from '../../hydration/presence.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Cursor, PageNumber } from '../../../shared/api/posts.ts';
import { CHAT_LIMITS } from '../../../shared/dto/chat.ts';
import { paginator, readPageRequest, wantsPageData } from '../../lib/paginator.ts';
import { NotFound, Unauthenticated } from '../../platform/errors.ts';
import type { AuthUser } from '../../kernel/sessions.ts';
import { SIGN_IN_PATH } from '../feeds/index.ts';
import { chatUrl, presentChat, presentMessage } from './chats.presenter.ts';
import { chatCount, chatListSkeleton, isChatListKey, isMember, isMessageKey, loadChats, loadMessages, messageCount, messageSkeleton, readByOthersUpTo } from './chats.queries.ts';

const PageQuery = Type.Object({ cursor: Cursor, page: PageNumber });

export default async function chatPagesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const mediaBase = () => app.config.mediaBase;

  /** The signed-in viewer; a guest's page visit goes to sign in, a guest's XHR is 401. */
  function viewerOf(request: FastifyRequest, reply: FastifyReply): AuthUser | null {
    if (request.user) return request.user;
    if (wantsPageData(request)) throw new Unauthenticated();
    void reply.redirect(SIGN_IN_PATH);
    return null;
  }

  api.get('/m', { schema: { querystring: PageQuery } }, async (request, reply) => {
    const viewer = viewerOf(request, reply);
    if (!viewer) return reply;
    const page = readPageRequest(request.query.cursor, isChatListKey, CHAT_LIMITS.chatsPerPage, request.query.page);
    const [skeleton, total] = await Promise.all([chatListSkeleton(app.db, viewer.id, page), chatCount(app.db, viewer.id)]);
    const chats = paginator((await loadChats(app.db, viewer.id, skeleton.ids)).map(presentChat), { skeleton, request: page, total, path: '/m' });
    if (wantsPageData(request)) return chats;
    return reply.page('Chats/Index', { chats }, { meta: { title: request.t('chats.meta.title'), noindex: true } });
  });

  api.get('/m/:id', { schema: { params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }), querystring: PageQuery } }, async (request, reply) => {
    const viewer = viewerOf(request, reply);
    if (!viewer) return reply;
    const chatId = request.params.id;
    if (!(await isMember(app.db, chatId, viewer.id))) throw new NotFound();
    const page = readPageRequest(request.query.cursor, isMessageKey, CHAT_LIMITS.messagesPerPage, request.query.page);
    const [skeleton, total] = await Promise.all([messageSkeleton(app.db, chatId, page), messageCount(app.db, chatId)]);
    // Pages go back in time; each is given in reading order, oldest first.
    const rows = await loadMessages(app.db, [...skeleton.ids].reverse());
    const messages = paginator(
      rows.map((row) => presentMessage(row, mediaBase())),
      { skeleton, request: page, total, path: chatUrl(chatId) },
    );
    if (wantsPageData(request)) return messages;
    const [[chat], readUpTo] = await Promise.all([loadChats(app.db, viewer.id, [chatId]), readByOthersUpTo(app.db, chatId, viewer.id)]);
    const shown = presentChat(chat!);
    const partnerId = shown.is_private ? shown.users[0]?.id : undefined;
    const online = partnerId === undefined ? undefined : (await loadOnlineStatuses(app.db, [partnerId], request.t)).get(partnerId);
    return reply.page(
      'Chats/Show',
      // A partner who hides their status shows none: the string is empty then.
      { chat: shown, messages, read_up_to: readUpTo, online_status: online?.online_status_string || null },
      { meta: { title: `${shown.name || request.t('chats.deletedUser')} · ${request.t('chats.meta.title')}`, noindex: true } },
    );
  });
}
