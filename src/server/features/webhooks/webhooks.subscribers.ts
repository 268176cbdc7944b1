// Domain events become deliveries here, after the commit; the sending is a job's, so a slow receiver holds up nothing.
import type { FastifyInstance } from 'fastify';
import type { EventOf } from '../../../shared/events.ts';
import type { WebhookEvent } from '../../../shared/dto/webhook.ts';
import { recordDeliveries, subscribedWebhooks } from './webhooks.commands.ts';
import { publicComment, publicPost, publicSubsite, reportFacts } from './webhooks.presenter.ts';
import { queueAttempt } from './webhooks.jobs.ts';

export function webhooksSubscribers(app: FastifyInstance): void {
  const { db } = app;
  const appUrl = app.config.appUrl;

  /** `data` is read only when some webhook wants the event; null means the thing is no longer public: nothing is sent. */
  async function fanOut(eventId: number, event: WebhookEvent, subsiteId: number | null, data: () => Promise<object | null>) {
    const targets = await subscribedWebhooks(db, subsiteId, event);
    if (targets.length === 0) return;
    const payload = await data();
    if (payload === null) return;
    const deliveries = await recordDeliveries(db, eventId, event, targets.map((target) => target.id), payload);
    for (const delivery of deliveries) await queueAttempt(app, delivery.id, 1);
  }

  const postData = async (postId: number) => {
    const post = await publicPost(db, appUrl, postId);
    return post && { post };
  };
  app.events.subscribe('post.published', 'webhooks.post-published', (event, { eventId }) => fanOut(eventId, 'post.published', event.ownerId, () => postData(event.postId)));
  app.events.subscribe('post.updated', 'webhooks.post-updated', (event, { eventId }) => fanOut(eventId, 'post.updated', event.ownerId, () => postData(event.postId)));
  app.events.subscribe('post.deleted', 'webhooks.post-deleted', async (event, { eventId }) => {
    // A draft was never public: its deletion is nobody's news.
    if (!event.wasPublished) return;
    await fanOut(eventId, 'post.deleted', event.ownerId, async () => ({ post: { id: event.postId, community: await publicSubsite(db, appUrl, event.ownerId, 'community') } }));
  });
  app.events.subscribe('comment.created', 'webhooks.comment-created', (event, { eventId }) =>
    fanOut(eventId, 'comment.created', event.ownerId, async () => {
      const comment = await publicComment(db, appUrl, event.commentId);
      return comment && { comment };
    }),
  );
  app.events.subscribe('subsite.followed', 'webhooks.member-joined', (event: EventOf<'subsite.followed'>, { eventId }) =>
    fanOut(eventId, 'member.joined', event.subsiteId, async () => {
      const community = await publicSubsite(db, appUrl, event.subsiteId, 'community');
      const member = community && (await publicSubsite(db, appUrl, event.followerId, 'user'));
      return member ? { community, member } : null;
    }),
  );
  app.events.subscribe('complaint.filed', 'webhooks.report-filed', (event, { eventId }) =>
    fanOut(eventId, 'report.filed', event.subsiteId, async () => {
      const report = await reportFacts(db, event.complaintId);
      return report && { report: { ...report, community: event.subsiteId === null ? null : await publicSubsite(db, appUrl, event.subsiteId, 'community') } };
    }),
  );
}
