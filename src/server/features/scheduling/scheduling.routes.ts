import type { FastifyInstance } from 'fastify';
import { calls } from '../../../shared/api/index.ts';
import { serveCall } from '../../platform/calls.ts';
import { cancelSchedule, scheduleOf, schedulePost } from './scheduling.commands.ts';
import { queuePublication } from './scheduling.jobs.ts';

/** Per user: setting, moving and cancelling schedules by hand. */
const SCHEDULE_CHANGES = { max: 30, windowMs: 60_000 };

export default async function schedulingRoutes(app: FastifyInstance) {
  const changes = { config: app.limited('postSchedules', SCHEDULE_CHANGES) };

  serveCall(app, calls.scheduling.show, async (request) => {
    const at = await scheduleOf(app.db, request.user, request.params.id);
    return { scheduled_at: at?.toISOString() ?? null };
  });

  serveCall(app, calls.scheduling.set, changes, async (request) => {
    const at = await schedulePost(app.db, request.user, request.params.id, request.body.at);
    // After the commit: should queuing fail, the sweep still publishes the post in time.
    await queuePublication(app, request.params.id, at).catch((err: unknown) => request.log.error({ err }, 'the scheduled post was not queued; the sweep will publish it'));
    return { scheduled_at: at.toISOString() };
  });

  serveCall(app, calls.scheduling.cancel, changes, async (request) => {
    await cancelSchedule(app.db, request.user, request.params.id);
    return { scheduled_at: null };
  });
}
