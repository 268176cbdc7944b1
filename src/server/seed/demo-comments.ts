// Threads are dated after their post, so they read as they would have happened; written in bulk and
// counted as the comments commands count.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { posts } from '../db/schema/index.ts';
import { commentIds, insertComments, recountComments, type PlannedComment } from './demo-discussions.ts';

/** `to`: the index of the comment replied to (0 is the root); `byAuthor`: the post's author answers. */
interface DemoThread {
  root: string;
  replies: Array<{ text: string; to: number; byAuthor?: true }>;
}

const THREADS: DemoThread[] = [
  {
    root: 'Спасибо, очень подробно. Сохранил себе, вернусь, когда дойдут руки попробовать.',
    replies: [
      { text: 'Аналогично. Редкий случай, когда дочитал до конца.', to: 0 },
      { text: 'Если попробуете — напишите, что получилось. Интересно, воспроизводится ли у других.', to: 0 },
      { text: 'Обязательно отпишусь, но не раньше выходных.', to: 2 },
    ],
  },
  {
    root: 'Не соглашусь с выводом. Вы сравниваете лучший сценарий с худшим, а в жизни почти всегда что-то посередине.',
    replies: [
      { text: 'Справедливо, но автор и не обещал среднюю температуру по больнице. Это личный опыт.', to: 0 },
      { text: 'Личный опыт тоже можно подавать честно. Хотя бы оговорку в начале сделать.', to: 1 },
      { text: 'Принято, в следующий раз добавлю раздел «когда это не сработает».', to: 2, byAuthor: true },
      { text: 'Вот за это уважение — не каждый автор так отвечает на критику.', to: 3 },
    ],
  },
  {
    root: 'А есть ссылка на первоисточник? Хочется посмотреть цифры целиком, а не в пересказе.',
    replies: [
      { text: 'Поддерживаю, в тексте не нашёл. Без источника это просто мнение.', to: 0 },
      { text: 'Добавил в конец поста, спасибо, что напомнили.', to: 0, byAuthor: true },
    ],
  },
  {
    root: 'Читаю уже третий пост из серии — пишите ещё. Особенно про ошибки, про успехи и так все рассказывают.',
    replies: [{ text: 'Плюсую. Разбор ошибок полезнее любого чек-листа.', to: 0 }],
  },
  {
    root: 'У меня было ровно наоборот: начал так же, через месяц вернулся к старому способу. Видимо, многое зависит от задач.',
    replies: [
      { text: 'А что именно не подошло? Может, дело в настройке, а не в подходе.', to: 0 },
      { text: 'Слишком много ручной работы на каждый раз. На небольших объёмах не окупается.', to: 1 },
      { text: 'Да, на маленьких объёмах и я бы не стал заморачиваться.', to: 2 },
    ],
  },
  {
    root: 'Картинки в начале поста — огонь. Сами делали?',
    replies: [{ text: 'Сам, на телефон. Ничего особенного, просто повезло со светом.', to: 0, byAuthor: true }],
  },
  {
    root: 'Вопрос не по теме, но вдруг кто знает: куда делся прошлый пост автора? Хотел переслать другу.',
    replies: [],
  },
  {
    root: 'Главное, что вынес: сначала считать, потом делать. Вроде очевидно, а каждый раз забываю.',
    replies: [
      { text: 'Повесить на стену и перечитывать по утрам 🙂', to: 0 },
      { text: 'У нас в команде это правило висит в закрепе чата. Помогает примерно никак.', to: 1 },
    ],
  },
];

const MINUTE_MS = 60_000;

/** The commenters take turns, never answering themselves. */
function voice(people: readonly number[], thread: number, index: number, previous: number | undefined): number {
  const id = people[(thread * 3 + index * 5) % people.length]!;
  return id === previous ? people[(people.indexOf(id) + 1) % people.length]! : id;
}

export async function seedDemoComments(db: Db, people: readonly number[], now = Date.now()): Promise<number> {
  const discussed = await db
    .select({ id: posts.id, userId: posts.userId, publishedAt: posts.publishedAt })
    .from(posts)
    .where(and(eq(posts.isPublish, true), sql`${posts.deletedAt} is null`))
    .orderBy(desc(posts.hotScore), desc(posts.id))
    .limit(14);
  const threadsOf = (postIndex: number) => THREADS.filter((_, index) => (index + postIndex) % 3 !== 0).slice(0, 2 + (postIndex % 4));
  const total = discussed.reduce((sum, _, postIndex) => sum + threadsOf(postIndex).reduce((n, thread) => n + 1 + thread.replies.length, 0), 0);
  const ids = await commentIds(db, total);
  const planned: PlannedComment[] = [];
  for (const [postIndex, post] of discussed.entries()) {
    const start = post.publishedAt!.getTime();
    let minute = 7;
    for (const [threadIndex, thread] of threadsOf(postIndex).entries()) {
      const inThread: PlannedComment[] = [];
      const texts = [{ text: thread.root, to: -1, byAuthor: undefined }, ...thread.replies];
      for (const [index, { text, to, byAuthor }] of texts.entries()) {
        const parent = to >= 0 ? inThread[to] : undefined;
        const userId = byAuthor ? post.userId : voice(people, postIndex + threadIndex, index, parent?.userId);
        minute += 3 + ((index * 7 + threadIndex * 11) % 40);
        const at = new Date(Math.min(start + minute * MINUTE_MS, now - (texts.length - index) * MINUTE_MS));
        const comment = { id: ids[planned.length]!, postId: post.id, userId, parentId: parent?.id ?? null, branchId: parent ? (parent.branchId ?? parent.id) : null, text, at };
        inThread.push(comment);
        planned.push(comment);
      }
    }
  }
  await insertComments(db, planned);
  await recountComments(db);
  return planned.length;
}
