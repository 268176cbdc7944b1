import type { FastifyInstance } from 'fastify';
import type { OutboundOptions } from '../../lib/safe-fetch.ts';
import { ownMediaBases } from '../../platform/storage/index.ts';
import { botApi } from './telegram.bot-api.ts';
import { syncPost } from './telegram.crosspost.ts';
import { runImport } from './telegram.import.ts';

export function defineTelegramJobs(app: FastifyInstance, outbound: OutboundOptions = {}): void {
  const { config } = app;
  const deps = { db: app.db, api: botApi(config.telegramApiUrl, outbound), sessionSecret: config.sessionSecret, appUrl: config.appUrl };
  // A refusal is recorded on the link and not retried; Telegram unreachable or 429 throws, and the queue retries with
  // doubling delays (30 s … 8 min) before the event is given up.
  app.jobs.define('telegram.sync', { retryLimit: 5, retryDelaySeconds: 30, pollSeconds: 2 }, ({ subsiteId, postId }) => syncPost(deps, subsiteId, postId));
  const importing = {
    db: app.db,
    storage: app.storage,
    dataDir: config.dataDir,
    mediaBase: config.mediaBase,
    saving: { db: app.db, storage: app.storage, dataDir: config.dataDir, ownMediaBases: ownMediaBases(config), outbound },
  };
  app.jobs.define('telegram.import', { retryLimit: 0, pollSeconds: 5 }, ({ importId }) =>
    runImport(importing, importId, (err, messageId) => app.log.warn({ err, importId, messageId }, 'telegram import: message not imported')),
  );
}
