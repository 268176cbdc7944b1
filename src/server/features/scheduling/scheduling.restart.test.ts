// A post scheduled a few seconds ahead publishes itself after the process that scheduled it is gone: the next one,
// with its workers on their own timers, publishes it within 30 s of its time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { openTestDatabase } from '../../../../tests/support/database.ts';
import { createUser } from '../../../../tests/support/factories.ts';
import { pollUntil } from '../../../../tests/support/poll.ts';
import { writePost } from '../../../../tests/support/posts.ts';
import { sessionHeaders } from '../../../../tests/support/session.ts';
import type { Database } from '../../db/client.ts';
import { posts } from '../../db/schema/index.ts';

const WITHIN_MS = 30_000;

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('a scheduled post across a restart', () => {
  it('publishes itself within 30 s of its time in the next process', async () => {
    const first = await buildTestApp({ database });
    const author = await createUser(first);
    const draft = await writePost(first, author.id, { title: 'Пост, который выйдет без нас' });
    const at = new Date(Date.now() + 3_000);
    const scheduled = await first.inject({
      method: 'POST',
      url: `/posts/${draft.id}/schedule`,
      headers: { accept: 'application/json', ...(await sessionHeaders(first, author.id)) },
      payload: { at: at.toISOString() },
    });
    expect(scheduled.statusCode).toBe(200);
    await first.close();

    const second = await buildTestApp({ database, background: true });
    try {
      const published = await pollUntil(async () => {
        const [row] = await second.db.select({ publishedAt: posts.publishedAt }).from(posts).where(eq(posts.id, draft.id));
        return row?.publishedAt ?? null;
      }, at.getTime() + WITHIN_MS - Date.now());
      expect(published).not.toBeNull();
      expect(published!.getTime()).toBeGreaterThanOrEqual(at.getTime() - 1_000);
    } finally {
      await second.close();
    }
  }, 60_000);
});
