// A few thousand comments under the most read posts, so paging and the thread view have something
// real to show. Ids are taken from the sequence first, so a reply names its parent in the same
// statement; the counters are derived afterwards in SQL exactly as the commands count.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import { comments, itemReactions, posts } from '../db/schema/index.ts';
import { randomSource } from './demo-posts.ts';

/** Comments per discussed post: a few very long threads, then shorter ones. */
const SIZES = [900, 520, 340, 200, 160, 120, 110, 90, 80, 70, 60, 50, 45, 40, 35, 30, 30, 25, 25, 20];
/** Rows per INSERT (arrays through unnest, so no bind-parameter limit is near). */
const BATCH = 1000;
const MINUTE_MS = 60_000;
/** Replies stop going deeper here: a conversation this deep is two people going back and forth. */
const MAX_DEPTH = 14;

const OPENINGS = [
  'Интересный взгляд.',
  'Не совсем согласен.',
  'Спасибо, полезно.',
  'А можно подробнее?',
  'У меня похожий опыт.',
  'Тут всё зависит от контекста.',
  'Вот это поворот.',
  'Хороший вопрос.',
  'Поддержу.',
  'Есть нюанс.',
  'Ровно наоборот.',
  'Согласен наполовину.',
];
const THOUGHTS = [
  'Мы в команде пробовали так же, через полгода откатились обратно.',
  'Главное — не пытаться сделать всё сразу, иначе ничего не доводится до конца.',
  'Цифры в посте выглядят правдоподобно, но хотелось бы увидеть методику.',
  'Когда-то думал так же, пока не столкнулся с этим на практике.',
  'Мне кажется, автор недооценивает, сколько времени уходит на поддержку.',
  'На маленьких объёмах это работает, на больших начинаются сюрпризы.',
  'Сохранил, перечитаю на выходных внимательнее.',
  'Самое ценное в посте — честный разбор ошибок.',
  'У коллег в соседнем отделе ровно такая история, один в один.',
  'Попробую на своём проекте и отпишусь, что получилось.',
  'Это работает, только если все участники договорились заранее.',
  'Вопрос в том, кто будет за это платить в итоге.',
  'Хорошо, что кто-то наконец написал об этом без пафоса.',
  'Лет пять назад это было бы откровением, сейчас скорее норма.',
  'Не хватает примера из жизни, а так всё логично.',
  'Прочитал комментарии — они не менее полезны, чем сам пост.',
];
const REPLIES = [
  'Справедливо.',
  'Тоже об этом подумал.',
  'Не уверен, что это так.',
  'Именно!',
  'А источник есть?',
  'Спорно, но аргумент понятен.',
  'Это отдельная большая тема.',
  'Плюсую.',
  'Вот тут не соглашусь.',
  'Кстати, да.',
];

/** A demo comment to write: parents come before their replies. */
export interface PlannedComment {
  id: number;
  postId: number;
  userId: number;
  parentId: number | null;
  branchId: number | null;
  text: string;
  at: Date;
}

interface Planned extends PlannedComment {
  depth: number;
}

export async function commentIds(db: Db, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await queryRows<{ id: number }>(db, sql`select nextval(pg_get_serial_sequence('comments', 'id'))::int as id from generate_series(1, ${count})`);
  return rows.map((row) => row.id);
}

/** Writes the comments in bulk, in order: each batch only names ids of earlier batches or its own earlier rows. */
export async function insertComments(db: Db, planned: readonly PlannedComment[]): Promise<void> {
  for (let from = 0; from < planned.length; from += BATCH) {
    const rows = planned.slice(from, from + BATCH);
    const column = <T>(pick: (row: PlannedComment) => T) => sql.param(rows.map(pick));
    await db.execute(sql`
      insert into ${comments} (id, post_id, user_id, parent_id, branch_id, text, created_at, updated_at)
      overriding system value
      select id, post_id, user_id, parent_id, branch_id, text, at, at
      from unnest(${column((r) => r.id)}::int[], ${column((r) => r.postId)}::int[], ${column((r) => r.userId)}::int[],
                  ${column((r) => r.parentId)}::int[], ${column((r) => r.branchId)}::int[], ${column((r) => r.text)}::text[],
                  ${column((r) => r.at.toISOString())}::timestamptz[]) as t(id, post_id, user_id, parent_id, branch_id, text, at)`);
  }
}

/** The counters the comments commands keep, derived from the rows: replies per comment, live comments per post. */
export async function recountComments(db: Db): Promise<void> {
  await db.execute(sql`
    update ${comments} c set replies_count = r.n
    from (select parent_id, count(*)::int as n from ${comments} where parent_id is not null group by parent_id) r
    where r.parent_id = c.id`);
  await db.execute(sql`
    update ${posts} p set comments_count = n.n
    from (select post_id, count(*)::int as n from ${comments} where deleted_at is null group by post_id) n
    where n.post_id = p.id`);
}

export async function seedDemoDiscussions(db: Db, people: readonly number[], now = Date.now()): Promise<number> {
  const random = randomSource(20_261_125);
  const discussed = await db
    .select({ id: posts.id, userId: posts.userId, publishedAt: posts.publishedAt })
    .from(posts)
    .where(and(eq(posts.isPublish, true), isNull(posts.deletedAt)))
    .orderBy(desc(posts.views), desc(posts.id))
    .limit(SIZES.length);
  const ids = await commentIds(db, discussed.reduce((sum, _, index) => sum + SIZES[index]!, 0));

  const planned: Planned[] = [];
  for (const [postIndex, post] of discussed.entries()) {
    const size = SIZES[postIndex]!;
    const start = post.publishedAt!.getTime();
    const inPost: Planned[] = [];
    for (let index = 0; index < size; index++) {
      // Later comments mostly answer recent ones, which makes the long back-and-forth threads.
      const recent = inPost.slice(-12).filter((comment) => comment.depth < MAX_DEPTH);
      const parent = inPost.length > 3 && recent.length > 0 && random.chance(0.72) ? random.pick(recent) : undefined;
      let userId = random.pick(people);
      if (userId === parent?.userId) userId = people[(people.indexOf(userId) + 1) % people.length]!;
      const text = parent
        ? random.chance(0.5)
          ? random.pick(REPLIES)
          : `${random.pick(REPLIES)} ${random.pick(THOUGHTS)}`
        : `${random.pick(OPENINGS)} ${random.pick(THOUGHTS)}${random.chance(0.3) ? `\n\n${random.pick(THOUGHTS)}` : ''}`;
      // From the post's publication to a few minutes ago, denser at first, so the newest run into the last days.
      const share = ((index + 1) / (size + 1)) ** 1.6;
      const at = new Date(Math.min(now - MINUTE_MS, start + 7 * MINUTE_MS + share * (now - start)));
      const comment: Planned = {
        id: ids[planned.length]!,
        postId: post.id,
        userId,
        parentId: parent?.id ?? null,
        branchId: parent ? (parent.branchId ?? parent.id) : null,
        depth: parent ? parent.depth + 1 : 0,
        text,
        at,
      };
      inPost.push(comment);
      planned.push(comment);
    }
  }
  await insertComments(db, planned);

  // A few demo people like comments; a few comments get many likes.
  const likes: Array<{ userId: number; commentId: number; at: string }> = [];
  for (const comment of planned) {
    const fans = Math.floor(random.next() ** 3 * people.length * 0.8);
    for (const userId of people.slice(0, fans)) if (userId !== comment.userId) likes.push({ userId, commentId: comment.id, at: comment.at.toISOString() });
  }
  const column = <T>(pick: (like: (typeof likes)[number]) => T) => sql.param(likes.map(pick));
  await db.execute(sql`
    insert into ${itemReactions} (user_id, target_type, target_id, value, liked_at)
    select user_id, 'comment', comment_id, 1, at
    from unnest(${column((like) => like.userId)}::int[], ${column((like) => like.commentId)}::int[], ${column((like) => like.at)}::timestamptz[]) as t(user_id, comment_id, at)`);
  await db.execute(sql`
    update ${comments} c set reaction_sum = l.n
    from (select target_id, count(*)::int as n from ${itemReactions} where target_type = 'comment' and value = 1 group by target_id) l
    where l.target_id = c.id`);
  await recountComments(db);
  return planned.length;
}
