import type { FastifyInstance } from 'fastify';
import type { NotificationDto } from '../../../shared/dto/notification.ts';
import type { EventOf, ItemFacts } from '../../../shared/events.ts';
import { channels, pushes } from '../../../shared/realtime.ts';
import { recordNotices, type Delivered, type Notice } from './notifications.notify.ts';
import { notificationItems } from './notifications.presenter.ts';
import { deliverNotification } from '../mail-delivery/index.ts';
import { deliveredWords } from './notifications.mail.ts';
import { webhookKeepers } from '../webhooks/index.ts';
import { telegramKeepers } from '../telegram/index.ts';
import { bellFollowersOf, countersOf, forgetComments, forgetPost, languageOf, postBellsOf } from './notifications.queries.ts';

export function notificationsSubscribers(app: FastifyInstance): void {
  const db = app.db;

  /** Presents the rows once and tells their recipients' open pages; answers what it presented. */
  const push = async (delivered: readonly Omit<Delivered, 'created'>[]): Promise<Map<number, NotificationDto>> => {
    const [items, counters] = await Promise.all([notificationItems(db, delivered.map((row) => row.id), app.config.mediaBase), countersOf(db, delivered.map((row) => row.userId))]);
    const byId = new Map(items.map((item) => [item.id, item]));
    for (const row of delivered) {
      const notification = byId.get(row.id);
      if (notification) app.realtime.publish(channels.user(row.userId), pushes.notification, { notification, ...counters.get(row.userId)! });
    }
    return byId;
  };

  // A new row reaches the open pages with its mail and push (notification.created, below); a grouped row gaining one
  // more person only moves the open pages, so a hundred likes make one letter.
  const deliver = async (notices: Notice[]) => {
    const grouped = (await recordNotices(db, notices)).filter((row) => !row.created);
    if (grouped.length > 0) await push(grouped);
  };

  // Presented once for the open pages, the mail and the push alike; the mail and the push go as its kind's switches say.
  app.events.subscribe('notification.created', 'notifications.deliver', async (event) => {
    const [presented, language] = await Promise.all([push([{ id: event.notificationId, userId: event.userId }]), languageOf(db, event.userId)]);
    const item = presented.get(event.notificationId);
    if (item && language) await deliverNotification(app, deliveredWords(item, { userId: event.userId, language }, app.config.appUrl), `notification:${event.notificationId}`);
  });

  app.events.subscribe('comment.created', 'notifications.comment', async (event) => {
    const notices: Notice[] = [];
    const base = { groupKey: `comment:${event.commentId}`, actorId: event.authorId, postId: event.postId, commentId: event.commentId };
    const replyTo = event.parentAuthorId;
    if (replyTo !== null) notices.push({ ...base, userId: replyTo, kind: 'comment_reply' });
    // The post's author and the members with its bell on hear of every comment under it,
    // each once, unless it is a reply to them (told above).
    for (const userId of new Set([event.postAuthorId, ...(await postBellsOf(db, event.postId))])) {
      if (userId !== replyTo) notices.push({ ...base, userId, kind: 'post_comment' });
    }
    await deliver(notices);
  });

  app.events.subscribe('subsite.followed', 'notifications.follower', (event) =>
    // Only a person is told; a community's follow has no one recipient (the rule drops non-members).
    deliver([{ userId: event.subsiteId, kind: 'new_follower', groupKey: `follower:${event.followerId}`, actorId: event.followerId, postId: null, commentId: null }]),
  );

  const itemNotice = (event: ItemFacts & { userId: number }, kind: 'like' | 'reaction', data: Notice['data']): Notice => {
    const type = `${event.target}_${kind}` as const;
    const commentId = event.target === 'comment' ? event.targetId : null;
    return { userId: event.authorId, kind: type, groupKey: `${type}:${event.targetId}`, actorId: event.userId, postId: event.postId, commentId, data };
  };

  // A like tells its author; a dislike or an unlike tells nobody.
  app.events.subscribe('like.changed', 'notifications.like', async (event) => {
    if (event.value === 1) await deliver([itemNotice(event, 'like', { value: 1 })]);
  });

  app.events.subscribe('reaction.changed', 'notifications.reaction', async (event) => {
    if (event.reactionId !== null) await deliver([itemNotice(event, 'reaction', { reactionId: event.reactionId })]);
  });

  // An imported post was news on its old site long ago: its followers here are not told of it.
  app.events.subscribe('post.published', 'notifications.new-post', async (event: EventOf<'post.published'>) => {
    if (event.imported) return;
    const followers = await bellFollowersOf(db, [event.ownerId, event.authorId]);
    await deliver(followers.map((userId) => ({ userId, kind: 'new_post', groupKey: `post:${event.postId}`, actorId: event.authorId, postId: event.postId, commentId: null })));
  });

  // Each unpublishing is its own notice (the event's id keeps a re-delivery from repeating it).
  app.events.subscribe('post.unpublished', 'notifications.unpublished', (event, { eventId }) =>
    deliver([
      {
        userId: event.authorId,
        kind: 'post_unpublished',
        groupKey: `unpublished:${event.postId}:${eventId}`,
        actorId: event.moderatorId,
        postId: event.postId,
        commentId: null,
        data: { reason: event.reason.slice(0, 1000) },
        system: true,
      },
    ]),
  );

  // The site tells whoever manages a switched-off webhook or Telegram link; each switching-off is its own notice.
  const switchedOffNotice = (kind: 'webhook_disabled' | 'telegram_disabled', groupKey: string, keepers: { userIds: number[]; link: string }, reason: string) =>
    deliver(
      keepers.userIds.map((userId) => ({
        userId,
        kind,
        groupKey,
        actorId: userId,
        postId: null,
        commentId: null,
        data: { reason, link: keepers.link },
        system: true,
        selfAddressed: true,
      })),
    );
  app.events.subscribe('webhook.disabled', 'notifications.webhook-disabled', async (event, { eventId }) => {
    const keepers = await webhookKeepers(db, event.webhookId);
    if (keepers) await switchedOffNotice('webhook_disabled', `webhook-disabled:${event.webhookId}:${eventId}`, keepers, keepers.url);
  });
  app.events.subscribe('telegram.disabled', 'notifications.telegram-disabled', async (event, { eventId }) => {
    const keepers = await telegramKeepers(db, event.subsiteId);
    if (keepers) await switchedOffNotice('telegram_disabled', `telegram-disabled:${event.subsiteId}:${eventId}`, keepers, event.error);
  });

  // Counters that moved without a new notice reach the member's open pages as they are now.
  const pushCounters = async (userIds: number[]) => {
    for (const [userId, counters] of await countersOf(db, userIds)) app.realtime.publish(channels.user(userId), pushes.notificationCounters, counters);
  };
  app.events.subscribe('notifications.read', 'realtime.notification-counters', (event) => pushCounters([event.userId]));
  app.events.subscribe('comment.deleted', 'notifications.forget-comments', async (event) => pushCounters(await forgetComments(db, [event.commentId, ...event.removed])));
  app.events.subscribe('post.deleted', 'notifications.forget-post', async (event) => pushCounters(await forgetPost(db, event.postId)));
}
