import { digestFrequency } from '../mail-delivery/index.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { calls } from '../../../shared/api/index.ts';
import { Cursor } from '../../../shared/api/posts.ts';
import { NOTIFICATION_LIMITS, notificationSettingList, type NotificationSettings } from '../../../shared/dto/notification.ts';
import type { Paginator } from '../../../shared/dto/paginator.ts';
import type { NotificationDto } from '../../../shared/dto/notification.ts';
import { users } from '../../db/schema/index.ts';
import { paginator, readPageRequest, wantsPageData } from '../../lib/paginator.ts';
import { isTimeKey } from '../../pipeline/cursor.ts';
import { serveCall } from '../../platform/calls.ts';
import { NotFound } from '../../platform/errors.ts';
import { SIGN_IN_PATH } from '../feeds/index.ts';
import { notificationItems } from './notifications.presenter.ts';
import { countersOf, markAllRead, markAllSeen, markRead, notificationSkeleton } from './notifications.queries.ts';

/** Per member: opening the bell, clicking items and saving switches are a few a minute at most. */
const WRITES = { max: 120, windowMs: 60_000 };

export default async function notificationsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const limited = { config: app.limited('notifications', WRITES) };

  async function list(request: FastifyRequest, userId: number, cursor: string | undefined, path: string): Promise<Paginator<NotificationDto>> {
    const page = readPageRequest(cursor, isTimeKey, NOTIFICATION_LIMITS.perPage);
    const skeleton = await notificationSkeleton(app.db, userId, page);
    const data = await notificationItems(app.db, skeleton.ids, app.config.mediaBase);
    // No count over the member's notifications per page: the end is told by next_page_url.
    const total = (page.page - 1) * page.perPage + skeleton.ids.length + (skeleton.nextKey ? 1 : 0);
    return paginator(data, { skeleton, request: page, total, path });
  }

  const counters = async (userId: number) => (await countersOf(app.db, [userId])).get(userId)!;

  serveCall(app, calls.notifications.list, async (request) => list(request, request.user.id, request.query.cursor, '/notifications'));

  serveCall(app, calls.notifications.sawAll, limited, async (request) => {
    await markAllSeen(app.db, request.user.id);
    return counters(request.user.id);
  });

  serveCall(app, calls.notifications.readAll, limited, async (request) => {
    await markAllRead(app.db, request.user.id);
    return counters(request.user.id);
  });

  serveCall(app, calls.notifications.read, limited, async (request) => {
    if (!(await markRead(app.db, request.user.id, request.params.id))) throw new NotFound();
    return counters(request.user.id);
  });

  serveCall(app, calls.notifications.saveSettings, limited, async (request) => {
    const changes = Object.fromEntries(request.body.notifications.map(({ name, status }) => [name, status]));
    const [row] = await app.db
      .update(users)
      .set({ notificationSettings: sql`${users.notificationSettings} || ${JSON.stringify(changes)}::jsonb` })
      .where(eq(users.id, request.user.id))
      .returning({ settings: users.notificationSettings });
    return { notifications: notificationSettingList(row!.settings) };
  });

  const OwnerParams = Type.Object({ owner: Type.String({ maxLength: 100 }) });
  api.get('/:owner/notifications', { schema: { params: OwnerParams, querystring: Type.Object({ cursor: Cursor }) } }, async (request, reply) => {
    const viewer = request.user;
    if (!viewer) {
      if (wantsPageData(request)) throw new NotFound();
      return reply.redirect(SIGN_IN_PATH);
    }
    // Someone else's notifications page does not exist.
    if (viewer.slug !== request.params.owner) throw new NotFound();
    const notifications = await list(request, viewer.id, request.query.cursor, `/${viewer.slug}/notifications`);
    if (wantsPageData(request)) return notifications;
    return reply.page('User/Notifications', { notifications }, { meta: { title: request.t('notifications.title'), noindex: true } });
  });

  api.get('/settings/notifications', async (request, reply) => {
    const viewer = request.user;
    if (!viewer) return reply.redirect(SIGN_IN_PATH);
    const [[row], digest] = await Promise.all([
      app.db.select({ settings: users.notificationSettings }).from(users).where(eq(users.id, viewer.id)),
      digestFrequency(app.db, viewer.id),
    ]);
    const settings: NotificationSettings = row?.settings ?? {};
    return reply.page('User/Settings/Notifications', { notifications: notificationSettingList(settings), digest }, { meta: { title: request.t('notifications.settings.title'), noindex: true } });
  });
}
