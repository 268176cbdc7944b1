import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { createUser } from '../../../../tests/support/factories.ts';
import { createCommunity } from '../../../../tests/support/posts.ts';
import { commands } from '../../cli/commands.ts';
import { subsites } from '../../db/schema/index.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function setRatings(ratings: Record<number, number>) {
  for (const [id, rating] of Object.entries(ratings)) await app.db.update(subsites).set({ rating }).where(eq(subsites.id, Number(id)));
}

async function places(ids: number[]) {
  const rows = await app.db.select({ id: subsites.id, place: subsites.ratingPlace, old: subsites.oldRatingPlace }).from(subsites).where(inArray(subsites.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, [row.place, row.old]]));
}

describe('rating places', () => {
  it('rank blogs and communities apart by rating, keep the previous place, and leave the unrated without one', async () => {
    const [a, b, c] = [await createUser(app), await createUser(app), await createUser(app)];
    const community = await createCommunity(app, { creatorId: a.id });
    await setRatings({ [a.id]: 5, [b.id]: 9, [c.id]: 0, [community.id]: 3 });

    // The job runs on its schedule through the queue; here it is sent and run at once.
    await app.jobs.send('ratings.places', {});
    await app.jobs.runDue();
    expect(await places([a.id, b.id, c.id, community.id])).toEqual({ [b.id]: [1, null], [a.id]: [2, null], [c.id]: [null, null], [community.id]: [1, null] });

    await setRatings({ [c.id]: 20 });
    expect(await commands.ratings!(app.database, [], app.config)).toBe('Rating places recomputed: 3 moved.');
    expect(await places([a.id, b.id, c.id])).toEqual({ [c.id]: [1, null], [b.id]: [2, 1], [a.id]: [3, 2] });

    // Nothing moved: the previous places stay as they were.
    expect(await commands.ratings!(app.database, [], app.config)).toBe('Rating places recomputed: 0 moved.');
    expect((await places([b.id]))[b.id]).toEqual([2, 1]);
  });
});
