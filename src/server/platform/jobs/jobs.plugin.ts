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
