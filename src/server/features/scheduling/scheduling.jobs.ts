// Each schedule queues a job for its time; a sweep every minute publishes whatever is overdue, so a job lost with a
// process, or queued for a time since moved, cannot strand a post. Either one may find the other was first.
import type { FastifyInstance } from 'fastify';
import { ownMediaBases } from '../../platform/storage/index.ts';
import type { OutboundOptions } from '../../lib/safe-fetch.ts';
import { publishScheduled, type PublishContext } from './scheduling.commands.ts';
import { overdueScheduled } from './scheduling.queries.ts';

/** Workers look for a due job this often, so a post publishes within seconds of its time, after a restart too. */
const PUBLISH_POLL_SECONDS = 5;
const SWEEP_BATCH = 100;

export function defineSchedulingJobs(app: FastifyInstance, outbound: OutboundOptions | undefined): void {
  const context: PublishContext = {
    db: app.db,
    storage: app.storage,
    dataDir: app.config.dataDir,
    ownMediaBases: ownMediaBases(app.config),
    mediaBase: app.config.mediaBase,
    outbound,
  };
  const publish = (postId: number) => publishScheduled(context, postId, (err) => app.log.warn({ err, postId }, 'a scheduled post could not be published; it stays a draft'));

  app.jobs.define('posts.publish-scheduled', { retryLimit: 3, retryDelaySeconds: 30, pollSeconds: PUBLISH_POLL_SECONDS }, async ({ postId }) => {
    await publish(postId);
  });

  app.jobs.define('posts.scheduled-sweep', { cron: '* * * * *', retryLimit: 0, pollSeconds: 30 }, async () => {
    for (const postId of await overdueScheduled(app.db, SWEEP_BATCH)) await publish(postId);
  });
}

/** Keyed by the post and its time: moving the schedule queues a new job, and sending one time twice queues it once. */
export async function queuePublication(app: FastifyInstance, postId: number, at: Date): Promise<void> {
  await app.jobs.send('posts.publish-scheduled', { postId }, { key: `${postId}@${at.toISOString()}`, startAt: at });
}
