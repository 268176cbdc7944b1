/**
 * The database goes away under a running app (CI's PostgreSQL pass): its backends are
 * terminated and it refuses new connections, then it comes back. Nothing may crash, every
 * answer meanwhile is a 503 with Retry-After, and the site recovers without a restart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildTestApp } from '../support/app.ts';
import { adminQuery } from '../support/database.ts';
import { errorAnswer } from '../support/errors.ts';
import { createUser } from '../support/factories.ts';
import { sessionHeaders, type SessionHeaders } from '../support/session.ts';
import { inTransaction, queryRows } from '../../src/server/db/client.ts';
import { isDatabaseUnavailable } from '../../src/server/db/driver-errors.ts';

describe.runIf(process.env.DATABASE_URL)('while the database is away', () => {
  let app: FastifyInstance;
  let name: string;
  let signedIn: SessionHeaders;

  const terminateBackends = () => adminQuery(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`);
  const stopDatabase = async () => {
    await adminQuery(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await terminateBackends();
  };
  const startDatabase = () => adminQuery(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);

  beforeAll(async () => {
    app = await buildTestApp();
    [{ name }] = (await queryRows<{ name: string }>(app.db, sql`select current_database() as name`)) as [{ name: string }];
    signedIn = await sessionHeaders(app, (await createUser(app)).id);
    // Render a page once, so the site's settings are cached as they are in a running site.
    expect((await app.inject({ url: '/tag/outage', headers: { accept: 'text/html' } })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await startDatabase();
    await app.close();
  });

  it('a transaction whose connection is cut fails as "unavailable" instead of ending the process', async () => {
    const cut = inTransaction(app.db, async (tx) => {
      await tx.execute(sql`select 1`);
      await terminateBackends();
      await tx.execute(sql`select 1`);
    });
    const error = await cut.then(() => null, (err: unknown) => err);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  describe('with the database stopped', () => {
    beforeAll(stopDatabase);

    it('pages answer 503 with Retry-After and the unavailable page, in Russian', async () => {
      // Another tag than the one rendered before: that page may still be in the guest page cache.
      const res = await app.inject({ url: '/tag/outage-other', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(503);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.body).toContain('Сайт ненадолго недоступен');
    });

    it('calls answer 503 with Retry-After and a message, for guests and members', async () => {
      // Another tag than the one rendered before: its page data may still be kept for a few seconds.
      const guestFeed = () => app.inject({ url: '/tag/outage-calls', headers: { accept: 'application/json' } });
      const memberSearch = () => app.inject({ url: '/tags/search?q=a', headers: { ...signedIn, accept: 'application/json' } });
      for (const call of [guestFeed, memberSearch]) {
        const res = await call();
        expect(res.statusCode).toBe(503);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(res.json()).toEqual(errorAnswer('errors.unavailable'));
      }
    });

    it('readiness fails while liveness holds', async () => {
      const ready = await app.inject('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'unavailable', database: 'down' });
      expect((await app.inject('/healthz')).statusCode).toBe(200);
    });
  });

  it('the site recovers by itself once the database is back', async () => {
    await startDatabase();
    expect((await app.inject('/readyz')).statusCode).toBe(200);
    expect((await app.inject({ url: '/tag/outage', headers: { ...signedIn, accept: 'text/html' } })).statusCode).toBe(200);
  });
});
