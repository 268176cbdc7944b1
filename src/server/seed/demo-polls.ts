/**
 * Demo polls: two posts asking the readers something, one answered with one choice and shown to
 * all, one with several choices whose results wait for a vote; most demo people have voted. The
 * counts are derived from the vote rows, as the vote command keeps them.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { pollOptions, polls, pollVotes, posts, postTags, subsites, users } from '../db/schema/index.ts';
import { preparePostContent } from '../features/posts/posts.commands.ts';
import { syncPostPolls } from '../features/polls/index.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

interface DemoPoll {
  author: string;
  community: string;
  hoursAgo: number;
  title: string;
  text: string;
  question: string;
  options: string[];
  multiple: boolean;
  results: 'always' | 'after_vote';
  endsInDays: number;
  /** Each voter's choice from a stable number in [0, 1): indexes into `options`. */
  choose(x: number): number[];
}

const DEMO_POLLS: DemoPoll[] = [
  {
    author: 'dmitry@demo.pero.local',
    community: 'development',
    hoursAgo: 7,
    title: 'Где вы держите свои пет-проекты?',
    text: 'Собираю статистику для следующего поста про дешёвый хостинг. Считаем то, где проект живёт прямо сейчас, а не где хотелось бы. #хостинг',
    question: 'Где сейчас работает ваш пет-проект?',
    options: ['VPS за 300–500 ₽ в месяц', 'Бесплатный тариф облака', 'Домашний сервер или Raspberry Pi', 'Нигде: он так и не вышел из localhost'],
    multiple: false,
    results: 'always',
    endsInDays: 5,
    choose: (x) => [x < 0.3 ? 0 : x < 0.6 ? 1 : x < 0.85 ? 2 : 3],
  },
  {
    author: 'maria@demo.pero.local',
    community: 'cooking',
    hoursAgo: 30,
    title: 'Что приготовить для следующей серии рецептов',
    text: 'Выбирайте, какие рецепты я протестирую в декабре. Можно отметить несколько — результаты покажу после голосования, чтобы не влиять на выбор.',
    question: 'Какие рецепты протестировать в декабре?',
    options: ['Домашний хлеб на закваске', 'Пельмени трёх видов', 'Новогодние пряники', 'Быстрые ужины за 20 минут', 'Заготовки на неделю'],
    multiple: true,
    results: 'after_vote',
    endsInDays: 14,
    choose: (x) => [x < 0.5 ? 2 : 0, ...(x > 0.3 ? [3] : []), ...(x > 0.8 ? [1] : [])],
  },
];

/** A stable number in [0, 1) for a pair, so every seed of an empty site looks the same. */
function mix(a: number, b: number): number {
  const x = Math.sin(a * 12.9898 + b * 78.233) * 43_758.5453;
  return x - Math.floor(x);
}

export async function seedDemoPolls(db: Db): Promise<void> {
  const people = await db.select({ id: users.id, email: users.email }).from(users).orderBy(users.id);
  const now = Date.now();
  for (const [index, poll] of DEMO_POLLS.entries()) {
    const author = people.find((person) => person.email === poll.author)!;
    const [community] = await db.select({ id: subsites.id }).from(subsites).where(eq(subsites.slug, poll.community));
    const block = {
      id: `demopoll${index + 1}`,
      type: 'poll',
      data: {
        question: poll.question,
        options: poll.options.map((text, i) => ({ id: `o${i + 1}`, text })),
        multiple: poll.multiple,
        results: poll.results,
        ends_at: new Date(now + poll.endsInDays * DAY_MS).toISOString(),
      },
      tunes: { ShowInFeed: true },
    };
    const content = preparePostContent([{ type: 'header', data: { text: poll.title, level: 2 } }, { type: 'paragraph', data: { text: poll.text } }, block], []);
    const publishedAt = new Date(now - poll.hoursAgo * HOUR_MS);
    const [post] = await db
      .insert(posts)
      .values({ userId: author.id, subsiteId: community!.id, slug: content.slug, title: content.title, blocks: content.blocks, excerpt: content.excerpt, isPublish: true, publishedAt, createdAt: publishedAt, updatedAt: publishedAt })
      .returning({ id: posts.id });
    if (content.tags.length > 0) await db.insert(postTags).values(content.tags.map((tag) => ({ postId: post!.id, tag })));
    await syncPostPolls(db, post!.id, content.blocks);

    const [row] = await db.select({ id: polls.id }).from(polls).where(eq(polls.postId, post!.id));
    const votes = people
      .filter((person) => person.id !== author.id && mix(person.id, index + 7) < 0.85)
      .flatMap((person) => [...new Set(poll.choose(mix(index + 3, person.id)))].map((option) => ({ pollId: row!.id, userId: person.id, optionId: `o${option + 1}`, postId: post!.id })));
    if (votes.length > 0) await db.insert(pollVotes).values(votes);
    for (const optionId of new Set(votes.map((vote) => vote.optionId))) {
      const votesCount = votes.filter((vote) => vote.optionId === optionId).length;
      await db
        .update(pollOptions)
        .set({ votesCount })
        .where(and(eq(pollOptions.pollId, row!.id), eq(pollOptions.optionId, optionId)));
    }
    await db
      .update(polls)
      .set({ votersCount: new Set(votes.map((vote) => vote.userId)).size })
      .where(eq(polls.id, row!.id));
  }
}
