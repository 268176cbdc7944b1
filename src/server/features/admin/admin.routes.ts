import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { calls } from '../../../shared/api/index.ts';
import { Cursor } from '../../../shared/api/posts.ts';
import { DASHBOARD_SPANS, type DashboardDto } from '../../../shared/dto/admin-ops.ts';
import { paginator, readPageRequest, runningTotal, wantsPageData } from '../../lib/paginator.ts';
import { serveCall } from '../../platform/calls.ts';
import { NotFound } from '../../platform/errors.ts';
import { uploadsDir } from '../../platform/storage/index.ts';
import { isIdKey } from '../../pipeline/cursor.ts';
import { panelAdmin, superAdminPage } from './admin.access.ts';
import { adminLogEntries, adminLogSkeleton } from './admin-log.read.ts';
import { backupEmbedded, backupFileName } from './backup.ts';
import { dailyActivity, directoryBytes, siteTotals } from './dashboard.queries.ts';
import { operationsOverview, queueRecount, recordBackup, retryFailedJob } from './operations.ts';

const LOG_PER_PAGE = 30;
/** Per admin: retrying jobs one by one after an outage; recounts and backups are heavy and rare. */
const RETRIES = { max: 60, windowMs: 60_000 };
const RECOUNTS = { max: 5, windowMs: 10 * 60_000 };
const BACKUPS = { max: 5, windowMs: 10 * 60_000 };

const DashboardQuery = Type.Object({ days: Type.Optional(Type.Union(DASHBOARD_SPANS.map((span) => Type.Literal(span)))) });
const LogQuery = Type.Object({ cursor: Cursor });

export default async function adminRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const page = { onRequest: superAdminPage };

  api.get('/admin-panel', { ...page, schema: { querystring: DashboardQuery } }, async (request, reply) => {
    const span = request.query.days ?? 30;
    const storageKind = app.storage.kind;
    const [days, totals, queues, storageBytes] = await Promise.all([
      dailyActivity(app.db, span),
      siteTotals(app.db),
      app.jobs.queues(),
      // Object storage has no cheap size: listing every object is what it would take.
      storageKind === 'local' ? directoryBytes(uploadsDir(app.config.dataDir)) : null,
    ]);
    const dashboard: DashboardDto = {
      span,
      days,
      totals: totals.totals,
      pending_reports: totals.pendingReports,
      failed_jobs: queues.reduce((sum, queue) => sum + queue.failed, 0),
      database_bytes: totals.databaseBytes,
      storage_bytes: storageBytes,
      storage_kind: storageKind,
    };
    return reply.page('Admin/Dashboard', { dashboard }, { meta: { title: request.t('admin.title'), noindex: true } });
  });

  api.get('/admin-panel/operations', page, async (request, reply) => {
    return reply.page('Admin/Operations', { operations: await operationsOverview(app) }, { meta: { title: request.t('admin.sections.operations'), noindex: true } });
  });

  api.get('/admin-panel/operations/backup', { ...page, config: app.limited('adminBackups', BACKUPS) }, async (request, reply) => {
    if (app.database.kind !== 'pglite') throw new NotFound();
    const archive = Buffer.from(await (await backupEmbedded(app.database)).arrayBuffer());
    await recordBackup(app, panelAdmin(request).id, archive.length);
    return reply
      .header('Content-Type', 'application/gzip')
      .header('Content-Disposition', `attachment; filename="${backupFileName()}"`)
      .header('Cache-Control', 'private, no-store')
      .send(archive);
  });

  serveCall(app, calls.adminOps.retryJob, { config: app.limited('adminJobRetries', RETRIES) }, async (request, reply) => {
    if (!(await retryFailedJob(app, request.user.id, request.params.queue, request.params.id))) throw new NotFound();
    return reply.code(204).send();
  });

  serveCall(app, calls.adminOps.recount, { config: app.limited('adminRecounts', RECOUNTS) }, async (request, reply) => {
    await queueRecount(app, request.user.id);
    return reply.code(204).send();
  });

  api.get('/admin-panel/log', { ...page, schema: { querystring: LogQuery } }, async (request, reply) => {
    const pageRequest = readPageRequest(request.query.cursor, isIdKey, LOG_PER_PAGE);
    const skeleton = await adminLogSkeleton(app.db, pageRequest);
    const entries = paginator(await adminLogEntries(app.db, skeleton.ids), { skeleton, request: pageRequest, total: runningTotal(skeleton, pageRequest), path: '/admin-panel/log' });
    if (wantsPageData(request)) return entries;
    return reply.page('Admin/Log', { entries }, { meta: { title: request.t('admin.sections.log'), noindex: true } });
  });
}
