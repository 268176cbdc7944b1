import type { FastifyInstance } from 'fastify';
import type { OutboundOptions } from '../../lib/safe-fetch.ts';
import { ownMediaBases } from '../../platform/storage/index.ts';
import { runImport, type ImportContext } from './imports.run.ts';

export function queueImport(app: FastifyInstance, importId: number): Promise<void> {
  return app.jobs.send('imports.run', { importId }, { key: `import:${importId}` });
}

export function defineImportJobs(app: FastifyInstance, outbound: OutboundOptions | undefined): void {
  const context: ImportContext = {
    db: app.db,
    storage: app.storage,
    dataDir: app.config.dataDir,
    ownMediaBases: ownMediaBases(app.config),
    passwordHashing: app.config.passwordHashing,
    outbound,
  };
  // A run cut short by a stopped process is resumed by the retry: mapped items are passed over.
  app.jobs.define('imports.run', { retryLimit: 2, retryDelaySeconds: 30, pollSeconds: 2 }, ({ importId }) => runImport(context, importId));
}
