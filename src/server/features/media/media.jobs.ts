/** Uploads nobody kept: files no post or draft has shown for a day are removed every hour. */
import type { FastifyInstance } from 'fastify';
import { removeUnusedMedia } from './media.commands.ts';

const UNUSED_FOR_MS = 24 * 60 * 60 * 1000;

export function defineMediaJobs(app: FastifyInstance): void {
  app.jobs.define('media.cleanup', { cron: '41 * * * *', retryLimit: 2, pollSeconds: 60 }, async () => {
    const removed = await removeUnusedMedia(app.db, app.storage, { olderThan: UNUSED_FOR_MS });
    if (removed > 0) app.log.info({ removed }, 'unused media removed');
  });
}
