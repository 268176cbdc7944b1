/**
 * Дмитрий (the second demo account) has a post scheduled for 10:00 site time three days after the seed ran: it waits
 * among his drafts under «Запланированные» and publishes itself then (the minute sweep finds it). One of his drafts
 * has a preview link he shared with a colleague.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { postPreviews, posts } from '../db/schema/index.ts';
import { preparePostContent } from '../features/posts/posts.commands.ts';
import { loadSiteSettings } from '../features/site/site-settings.ts';
import { momentOf, wallTimeAt } from '../../shared/format/zoned-time.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const DAYS_AHEAD = 3;

const paragraph = (id: string, text: string) => ({ id, type: 'paragraph', data: { text }, tunes: {} });

const SCHEDULED_POST = [
  { id: 'sched-title', type: 'header', data: { text: 'Очереди на PostgreSQL: год в продакшене без брокера', level: 2 }, tunes: {} },
  paragraph(
    'sched-1',
    'Год назад мы убрали отдельный брокер сообщений и перенесли фоновые задачи в ту же базу, где живут данные. Рассказываю, что получилось: сколько задач в секунду выдерживает SKIP LOCKED, где мы споткнулись и почему не жалеем. #postgresql #бэкенд',
  ),
  {
    id: 'sched-list',
    type: 'list',
    data: {
      style: 'unordered',
      items: [
        { content: 'отложенные задачи и повторы с нарастающей паузой;', items: [] },
        { content: 'как пережить перезапуск, не потеряв ни одной задачи;', items: [] },
        { content: 'что мониторить, чтобы очередь не росла незаметно.', items: [] },
      ],
    },
    tunes: {},
  },
  paragraph('sched-2', 'Пост выйдет утром: к обеду отвечу на вопросы в комментариях.'),
];

export async function seedDemoScheduling(db: Db, people: readonly number[]): Promise<void> {
  const author = people[1];
  if (author === undefined) return;
  const { timeZone } = await loadSiteSettings(db);
  const day = wallTimeAt(new Date(Date.now() + DAYS_AHEAD * DAY_MS), timeZone).slice(0, 10);
  const content = preparePostContent(SCHEDULED_POST, []);
  await db.insert(posts).values({
    userId: author,
    subsiteId: author,
    slug: content.slug,
    title: content.title,
    blocks: content.blocks,
    excerpt: content.excerpt,
    scheduledAt: momentOf(`${day}T10:00`, timeZone),
  });

  const [draft] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.userId, author), eq(posts.isPublish, false), isNull(posts.scheduledAt), isNull(posts.deletedAt)))
    .orderBy(asc(posts.id))
    .limit(1);
  if (draft) await db.insert(postPreviews).values({ postId: draft.id, token: randomBytes(32).toString('base64url') });
}
