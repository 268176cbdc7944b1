/**
 * Demo bookmarks: the demo people save some of each other's published posts — more of the
 * long reads and editorial material — and file part of them into a few collections each,
 * named as readers name them. bookmarks_count is then derived from the rows, as the
 * bookmarks commands would have kept it.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bookmarkCollectionItems, bookmarkCollections, bookmarks, posts, users } from '../db/schema/index.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Rows per INSERT: well under any bind-parameter limit. */
const BATCH = 200;

const COLLECTION_NAMES = [
  'Прочитать позже',
  'Для работы',
  'Посмотреть на выходных',
  'Научпоп',
  'Игры, в которые стоит сыграть',
  'Рецепты и быт',
  'Вдохновение',
  'Полезное про деньги',
];

/** A stable number in [0, 1) for a pair, so every seed of an empty site looks the same. */
function mix(a: number, b: number): number {
  const x = Math.sin(a * 12.9898 + b * 78.233) * 43_758.5453;
  return x - Math.floor(x);
}

export async function seedDemoBookmarks(db: Db): Promise<number> {
  const people = (await db.select({ id: users.id }).from(users).orderBy(users.id)).map((row) => row.id);
  const published = await db
    .select({ id: posts.id, userId: posts.userId, publishedAt: posts.publishedAt, isOfficial: posts.isOfficial })
    .from(posts)
    .where(and(eq(posts.isPublish, true), isNull(posts.deletedAt)));

  const now = Date.now();
  const rows = people.flatMap((userId) =>
    published.flatMap((post) => {
      const odds = post.isOfficial ? 0.3 : 0.12;
      if (post.userId === userId || mix(userId, post.id) >= odds) return [];
      const since = post.publishedAt!.getTime();
      const createdAt = new Date(Math.min(now - 60_000, since + Math.floor(mix(post.id, userId) * 96) * HOUR_MS));
      return [{ userId, targetType: 'post', targetId: post.id, createdAt }];
    }),
  );
  const saved: Array<{ id: number; userId: number; targetId: number; createdAt: Date }> = [];
  for (let start = 0; start < rows.length; start += BATCH) {
    saved.push(
      ...(await db
        .insert(bookmarks)
        .values(rows.slice(start, start + BATCH))
        .returning({ id: bookmarks.id, userId: bookmarks.userId, targetId: bookmarks.targetId, createdAt: bookmarks.createdAt })),
    );
  }

  await seedDemoCollections(db, people, saved);
  await db.execute(sql`
    update ${posts} p set bookmarks_count = c.n
    from (select target_id, count(*)::int as n from ${bookmarks} where target_type = 'post' group by target_id) c
    where c.target_id = p.id`);
  return saved.length;
}

/** Most people keep two or three collections and file about half of their bookmarks. */
async function seedDemoCollections(db: Db, people: number[], saved: Array<{ id: number; userId: number; targetId: number; createdAt: Date }>) {
  for (const [index, userId] of people.entries()) {
    const count = index % 4 === 3 ? 0 : 2 + (index % 2);
    if (count === 0) continue;
    const names = Array.from({ length: count }, (_, k) => COLLECTION_NAMES[(index * 3 + k * 2) % COLLECTION_NAMES.length]!);
    const collections = await db
      .insert(bookmarkCollections)
      .values(names.map((name, k) => ({ userId, name, createdAt: new Date(Date.now() - (count - k) * 24 * HOUR_MS) })))
      .returning({ id: bookmarkCollections.id });
    const items = saved
      .filter((bookmark) => bookmark.userId === userId && mix(bookmark.id, userId) < 0.55)
      .map((bookmark) => ({
        collectionId: collections[bookmark.id % collections.length]!.id,
        bookmarkId: bookmark.id,
        targetType: 'post',
        targetId: bookmark.targetId,
        bookmarkedAt: bookmark.createdAt,
      }));
    if (items.length > 0) await db.insert(bookmarkCollectionItems).values(items);
  }
}
