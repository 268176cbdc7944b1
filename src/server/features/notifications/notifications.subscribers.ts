import type { FastifyInstance } from 'fastify';
import type { EventOf } from '../../../shared/events.ts';
import { channels, pushes } from '../../../shared/realtime.ts';
import { recordNotices, type Delivered, type Notice } from './notifications.notify.ts';
import { notificationItems } from './notifications.presenter.ts';
import { deliverNotification } from '../mail-delivery/index.ts';
import { presentNotification } from './notifications.mail.ts';
import { bellFollowersOf, commentFacts, countersOf, forgetComments, forgetPost, postAuthorOf, postBellsOf } from './notifications.queries.ts';

export function notificationsSubscribers(app: FastifyInstance): void {
  const db = app.db;

  const deliver = async (notices: Notice[]) => {
    const delivered = await recordNotices(db, notices);
    if (delivered.length > 0) await push(delivered);
  };

  const push = async (delivered: Delivered[]) => {
    const [items, counters] = await Promise.all([notificationItems(db, delivered.map((row) => row.id), app.config.mediaBase), countersOf(db, delivered.map((row) => row.userId))]);
    const byId = new Map(items.map((item) => [item.id, item]));
    for (const row of delivered) {
      const notification = byId.get(row.id);
      if (notification) app.realtime.publish(channels.user(row.userId), pushes.notification, { notification, ...counters.get(row.userId)! });
    }
  };

  // A new notice leaves the site by mail and push as its kind's switches say; a grouped row
  // gaining one more person does not, so a hundred likes make one letter.
  app.events.subscribe('notification.created', 'notifications.deliver', async (event) => {
    const presented = await presentNotification(db, event.notificationId, app.config);
    if (presented) await deliverNotification(app, presented, `notification:${event.notificationId}`);
  });

  app.events.subscribe('comment.created', 'notifications.comment', async (event) => {
    const notices: Notice[] = [];
    const base = { groupKey: `comment:${event.commentId}`, actorId: event.authorId, postId: event.postId, commentId: event.commentId };
    const [parent, bells] = await Promise.all([event.parentId === null ? undefined : commentFacts(db, event.parentId), postBellsOf(db, event.postId)]);
    if (parent) notices.push({ ...base, userId: parent.userId, kind: 'comment_reply' });
    // The post's author and the members with its bell on hear of every comment under it,
    // each once, unless it is a reply to them (told above).
    for (const userId of new Set([event.postAuthorId, ...bells])) {
      if (userId !== parent?.userId) notices.push({ ...base, userId, kind: 'post_comment' });
    }
    await deliver(notices);
  });

  app.events.subscribe('subsite.followed', 'notifications.follower', (event) =>
    // Only a person is told; a community's follow has no one recipient (the rule drops non-members).
    deliver([{ userId: event.subsiteId, kind: 'new_follower', groupKey: `follower:${event.followerId}`, actorId: event.followerId, postId: null, commentId: null }]),
  );

  const itemNotice = async (event: { target: 'post' | 'comment'; targetId: number; userId: number }, kind: 'like' | 'reaction', data: Notice['data']): Promise<Notice | null> => {
    if (event.target === 'post') {
      const authorId = await postAuthorOf(db, event.targetId);
      if (authorId === undefined) return null;
      const type = kind === 'like' ? 'post_like' : 'post_reaction';
      return { userId: authorId, kind: type, groupKey: `${type}:${event.targetId}`, actorId: event.userId, postId: event.targetId, commentId: null, data };
    }
    const comment = await commentFacts(db, event.targetId);
    if (!comment) return null;
    const type = kind === 'like' ? 'comment_like' : 'comment_reaction';
    return { userId: comment.userId, kind: type, groupKey: `${type}:${event.targetId}`, actorId: event.userId, postId: comment.postId, commentId: event.targetId, data };
  };

  // A like tells its author; a dislike or an unlike tells nobody.
  app.events.subscribe('like.changed', 'notifications.like', async (event) => {
    if (event.value !== 1) return;
    const notice = await itemNotice(event, 'like', { value: 1 });
    if (notice) await deliver([notice]);
  });

  app.events.subscribe('reaction.changed', 'notifications.reaction', async (event) => {
    if (event.reactionId === null) return;
    const notice = await itemNotice(event, 'reaction', { reactionId: event.reactionId });
    if (notice) await deliver([notice]);
  });

  app.events.subscribe('post.published', 'notifications.new-post', async (event: EventOf<'post.published'>) => {
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

  // Counters that moved without a new notice reach the member's open pages as they are now.
  const pushCounters = async (userIds: number[]) => {
    for (const [userId, counters] of await countersOf(db, userIds)) app.realtime.publish(channels.user(userId), pushes.notificationCounters, counters);
  };
  app.events.subscribe('notifications.read', 'realtime.notification-counters', (event) => pushCounters([event.userId]));
  app.events.subscribe('comment.deleted', 'notifications.forget-comments', async (event) => pushCounters(await forgetComments(db, [event.commentId, ...event.removed])));
  app.events.subscribe('post.deleted', 'notifications.forget-post', async (event) => pushCounters(await forgetPost(db, event.postId)));
}
