/** `app.jobs`: features define their jobs while the app is built; the queue starts when it is ready. */
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { Jobs } from './jobs.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

export interface JobsPluginOptions {
  database: Database;
  /** Poll and run jobs in this process (off in tests, which call runDue()). */
  workers: boolean;
}

export default fp<JobsPluginOptions>(
  async (app, { database, workers }) => {
    const jobs = new Jobs(database, app.log, workers);
    app.decorate('jobs', jobs);
    app.addHook('onReady', () => jobs.start());
    app.addHook('onClose', () => jobs.stop());
  },
  { name: 'jobs' },
);
