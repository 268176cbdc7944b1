// Every panel command records `admin.acted` in its own transaction; this subscriber writes the log line. The panel changes
// what every page shows and acts rarely, so each action drops every cached page and site cache in every process instead
// of each screen working out what it touched.
import type { FastifyInstance } from 'fastify';
import type { EventOf } from '../../../shared/events.ts';
import { adminLog } from '../../db/schema/index.ts';
import { pageTags } from '../../platform/page-cache/page-tags.ts';

type AdminActed = EventOf<'admin.acted'>;

export function adminActed(actorId: number, action: string, subject: { type?: string; id?: number; name?: string } = {}, details: Record<string, unknown> = {}): AdminActed {
  return { type: 'admin.acted', actorId, action, subjectType: subject.type ?? null, subjectId: subject.id ?? null, subject: subject.name ?? '', details };
}

export function adminLogSubscribers(app: FastifyInstance): void {
  app.events.subscribe('admin.acted', 'admin-log.record', async (event, { eventId }) => {
    await app.db
      .insert(adminLog)
      .values({ eventId, actorId: event.actorId, action: event.action, subjectType: event.subjectType, subjectId: event.subjectId, subject: event.subject, details: event.details })
      .onConflictDoNothing({ target: adminLog.eventId });
  });
  app.events.subscribe('admin.acted', 'admin.refresh-site', () => app.pageCache.drop([pageTags.site]));
}
