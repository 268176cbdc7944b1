import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { queryRows } from '../../db/client.ts';
import { sql } from 'drizzle-orm';
import { Jobs } from './jobs.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** A queue of its own on the app's database, as another process would have. */
async function process(run: () => Promise<void>): Promise<Jobs> {
  const jobs = new Jobs(app.database, app.log, false);
  // The same schedule as the app's own definition, which a definition without one would remove.
  jobs.define('maintenance.hourly', { cron: '17 * * * *', retryLimit: 2, retryDelaySeconds: 60 }, run);
  await jobs.start();
  return jobs;
}

const stateOf = async (name: string) =>
  queryRows<{ state: string; start_after: Date }>(app.db, sql`select state, start_after from pgboss.job where name = ${name} order by created_on`);

describe('jobs', () => {
  it('retry a failed job after a back-off, and then complete it', async () => {
    let calls = 0;
    const jobs = await process(async () => {
      calls++;
      if (calls === 1) throw new Error('the mail server is down');
    });
    try {
      await jobs.send('maintenance.hourly', {});
      expect(await jobs.runDue()).toBe(1);
      const [failed] = await stateOf('maintenance.hourly');
      expect(failed!.state).toBe('retry');
      expect(new Date(failed!.start_after).getTime()).toBeGreaterThan(Date.now());

      // Not due yet: nothing runs.
      expect(await jobs.runDue()).toBe(0);
      await app.db.execute(sql`update pgboss.job set start_after = now() - interval '1 second' where name = 'maintenance.hourly' and state = 'retry'`);
      expect(await jobs.runDue()).toBe(1);
      expect(calls).toBe(2);
      expect((await stateOf('maintenance.hourly')).map((job) => job.state)).toEqual(['completed']);
    } finally {
      await jobs.stop();
      await app.db.execute(sql`delete from pgboss.job where name = 'maintenance.hourly'`);
    }
  });

  it('survive a restart: a job sent by a stopped process runs in the next one', async () => {
    const first = await process(async () => {
      throw new Error('this process never gets to run it');
    });
    await first.send('maintenance.hourly', {});
    await first.stop();

    let ran = 0;
    const second = await process(async () => void ran++);
    try {
      await second.runDue();
      expect(ran).toBe(1);
    } finally {
      await second.stop();
      await app.db.execute(sql`delete from pgboss.job where name = 'maintenance.hourly'`);
    }
  });

  it('queue a job sent twice with one key once', async () => {
    let ran = 0;
    const jobs = await process(async () => void ran++);
    try {
      await jobs.send('maintenance.hourly', {}, { key: 'event:42' });
      await jobs.send('maintenance.hourly', {}, { key: 'event:42' });
      await jobs.runDue();
      expect(ran).toBe(1);
    } finally {
      await jobs.stop();
    }
  });

  it('keep the hourly maintenance, media and export clean-ups, rating places, digest sweep and webhook log trim on their schedules, each at its own minute, and the scheduled posts sweep every minute', async () => {
    const schedules = await queryRows<{ name: string; cron: string }>(app.db, sql`select name, cron from pgboss.schedule order by name`);
    expect(schedules).toEqual([
      { name: 'account.exports-cleanup', cron: '47 * * * *' },
      { name: 'mail.digest-sweep', cron: '23 * * * *' },
      { name: 'maintenance.hourly', cron: '17 * * * *' },
      { name: 'media.cleanup', cron: '41 * * * *' },
      { name: 'posts.scheduled-sweep', cron: '* * * * *' },
      { name: 'ratings.places', cron: '*/10 * * * *' },
      { name: 'webhooks.log-cleanup', cron: '53 4 * * *' },
    ]);
  });
});
