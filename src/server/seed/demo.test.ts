import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp, TEST_ASSET_VERSION } from '../../../tests/support/app.ts';
import { inertiaHeaders } from '../../../tests/support/posts.ts';
import { validateBlocks, type Block } from '../../shared/blocks/index.ts';
import { follows, posts, postTags, subsites } from '../db/schema/index.ts';
import { isDatabaseEmpty, seedDemo } from './demo.ts';
import { DEMO_COMMUNITIES, DEMO_PEOPLE } from './demo-data.ts';

// One seeded site for every test here: seeding is the slow part.
let app: FastifyInstance;
let emptyBefore: boolean;
let seconds: number;
beforeAll(async () => {
  app = await buildTestApp();
  emptyBefore = await isDatabaseEmpty(app.db);
  const started = performance.now();
  await seedDemo(app.db, app.storage, app.config.passwordHashing, () => {});
  seconds = (performance.now() - started) / 1000;
});
afterAll(() => app.close());

describe('the demo seed', () => {
  it('fills an empty site with people and communities that have real pictures', async () => {
    expect(emptyBefore).toBe(true);
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

describe('demo posts', () => {
  it('seed about 150 valid posts, with the people and communities, in well under 15 seconds', async () => {
    const rows = await app.db.select().from(posts);
    expect(rows.length).toBeGreaterThanOrEqual(140);
    expect(rows.length).toBeLessThanOrEqual(160);
    for (const row of rows) expect(validateBlocks(row.blocks).ok, row.title).toBe(true);
    expect(seconds).toBeLessThan(15);
  });

  it('use every block type, hidden blocks and real local pictures', async () => {
    const blocks = (await app.db.select({ blocks: posts.blocks }).from(posts)).flatMap((row) => row.blocks as Block[]);
    expect(new Set(blocks.map((block) => block.type))).toEqual(new Set(['header', 'paragraph', 'list', 'quote', 'delimiter', 'embed', 'link', 'carousel']));
    expect(blocks.some((block) => block.tunes.Hide)).toBe(true);
    const carousel = blocks.find((block) => block.type === 'carousel');
    const url = carousel!.type === 'carousel' ? carousel!.data.items[0]!.url : '';
    expect(url).toMatch(/^\/uploads\/demo\/posts\/scene-\d+\.webp$/);
    expect(await app.storage.exists(url.replace('/uploads/', ''))).toBe(true);
  });

  it('mix communities, editorial posts, drafts, replies and a spread of dates', async () => {
    const rows = await app.db.select().from(posts);
    const communityIds = new Set((await app.db.select({ id: subsites.id }).from(subsites).where(eq(subsites.type, 'community'))).map((r) => r.id));
    expect(rows.filter((row) => communityIds.has(row.subsiteId)).length).toBeGreaterThan(40);
    expect(rows.filter((row) => row.isOfficial).length).toBeGreaterThanOrEqual(10);
    expect(rows.filter((row) => !row.isPublish).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((row) => row.replyId !== null).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((row) => row.pinnedAt !== null)).toHaveLength(1);
    const dates = rows.flatMap((row) => (row.publishedAt ? [row.publishedAt.getTime()] : []));
    expect(Math.max(...dates) - Math.min(...dates)).toBeGreaterThan(40 * 24 * 60 * 60 * 1000);
    expect(Math.max(...dates)).toBeLessThan(Date.now());
  });

  it('keep the counters the commands keep', async () => {
    const [replies] = await app.db.select({ sum: sql<number>`sum(replies_count)::int` }).from(posts);
    expect(replies!.sum).toBe((await app.db.select().from(posts)).filter((row) => row.replyId !== null && row.isPublish).length);
    const [tech] = await app.db.select({ count: subsites.postsCount }).from(subsites).where(eq(subsites.slug, 'tech'));
    expect(tech!.count).toBeGreaterThan(0);
  });

  it('fill tag pages', async () => {
    const [popular] = await app.db
      .select({ tag: postTags.tag, n: sql<number>`count(*)::int` })
      .from(postTags)
      .groupBy(postTags.tag)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    const res = await app.inject({ url: `/tag/${encodeURIComponent(popular!.tag)}`, headers: inertiaHeaders });
    expect(res.json().props.posts.total).toBeGreaterThan(3);
  });
});
