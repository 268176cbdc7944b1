import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp, TEST_ASSET_VERSION } from '../../../tests/support/app.ts';
import { isDatabaseEmpty, seedDemo } from './demo.ts';
import { DEMO_COMMUNITIES, DEMO_PEOPLE } from './demo-data.ts';
import { follows, subsites } from '../db/schema/index.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('the demo seed', () => {
  it('fills an empty site with people and communities that have real pictures', async () => {
    expect(await isDatabaseEmpty(app.db)).toBe(true);
    await seedDemo(app.db, app.storage, app.config.passwordHashing, () => {});
    expect(await isDatabaseEmpty(app.db)).toBe(false);

    const rows = await app.db.select().from(subsites);
    expect(rows.filter((r) => r.type === 'user')).toHaveLength(DEMO_PEOPLE.length);
    expect(rows.filter((r) => r.type === 'community')).toHaveLength(DEMO_COMMUNITIES.length);
    for (const row of rows) {
      expect(row.avatar).not.toBeNull();
      expect(existsSync(path.join(app.config.dataDir, row.avatar!.url.replace(/^\//, '')))).toBe(true);
    }

    const served = await app.inject(rows[0]!.avatar!.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('offers the seeded communities in the sidebar', async () => {
    const res = await app.inject({ url: '/', headers: { 'x-inertia': 'true', 'x-inertia-version': TEST_ASSET_VERSION } });
    const names = res.json().props.categories.map((c: { name: string }) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Технологии', 'Игры', 'Наука']));
  });

  it('has each person follow two communities, with followers counted from the follows', async () => {
    const rows = await app.db.select().from(follows);
    expect(rows).toHaveLength(DEMO_PEOPLE.length * 2);
    const communities = await app.db.select().from(subsites).where(eq(subsites.type, 'community'));
    const followers = communities.reduce((sum, community) => sum + community.followersCount, 0);
    expect(followers).toBe(rows.length);
  });
});
