/**
 * Demo edit history: Дмитрий publishes a post in «Разработка» through the editor's own command, then corrects a
 * figure and a wrong name the next day and adds an «UPD:» today, so the post says «изменено» and its history has two
 * real diffs. The times are moved back afterwards, as if it had happened over three days.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { postRevisions, posts } from '../db/schema/index.ts';
import { savePost } from '../features/posts/posts.commands.ts';
import { createSession, hashToken, resolveSession, revokeSession } from '../kernel/sessions.ts';
import type { Storage } from '../platform/storage/index.ts';

const HOUR_MS = 3_600_000;

let nextBlock = 0;
const paragraph = (text: string) => ({ id: `history-${++nextBlock}`, type: 'paragraph', data: { text }, tunes: {} });
const header = (text: string) => ({ id: `history-${++nextBlock}`, type: 'header', data: { text, level: 2 }, tunes: {} });
const list = (items: string[]) => ({ id: `history-${++nextBlock}`, type: 'list', data: { style: 'unordered', items }, tunes: {} });

const TITLE = 'Переехали с MySQL на PostgreSQL: итоги первого месяца';
const INTRO = 'Месяц назад мы перевели основную базу сервиса заказов с MySQL 5.7 на PostgreSQL 16. Рассказываю, что получилось, что нет и сколько это стоило.';
const NUMBERS = (speedup: string) => `Главное: отчёты для бухгалтерии теперь строятся ${speedup} быстрее, а ночной импорт прайсов укладывается в 12 минут вместо 40.`;
const TOOLS = (tool: string) => `Данные переносили ${tool}, схему правили руками: автоматический перенос типов ошибся в датах и в денежных полях.`;
const LESSONS = ['Частичные индексы заменили нам половину кеша.', 'JSONB удобен, но не для всего подряд.', 'Репетиция переезда на копии базы окупилась с лихвой.'];
const UPD = 'UPD: спасибо за вопросы в комментариях. Скрипты переноса выложили на GitHub, ссылка в профиле. Про репликацию напишу отдельно.';

export async function seedDemoHistory(db: Db, storage: Storage, people: readonly number[], communities: readonly number[]): Promise<void> {
  const dmitry = people[1];
  const dev = communities[1];
  if (dmitry === undefined || dev === undefined) return;
  // The editor's command wants a signed-in author; the session is ended at once, so no demo account shows it.
  const token = await createSession(db, dmitry);
  const author = await resolveSession(db, token);
  if (!author) return;
  const context = { db, storage, dataDir: '', ownMediaBases: [] };
  const save = (id: number | null, blocks: unknown[]) => savePost(context, author, { id, blocks, category_id: dev, is_publish: true });

  const first = await save(null, [header(TITLE), paragraph(INTRO), paragraph(NUMBERS('в три раза')), paragraph(TOOLS('через pgloader')), list(LESSONS)]);
  await save(first.id, [header(TITLE), paragraph(INTRO), paragraph(NUMBERS('в два с половиной раза')), paragraph(TOOLS('самописным скриптом на Go')), list(LESSONS)]);
  await save(first.id, [header(TITLE), paragraph(INTRO), paragraph(NUMBERS('в два с половиной раза')), paragraph(TOOLS('самописным скриптом на Go')), list(LESSONS), paragraph(UPD)]);
  await revokeSession(db, hashToken(token));

  const ago = (hours: number) => new Date(Date.now() - hours * HOUR_MS);
  const times = [ago(75), ago(52), ago(5)];
  for (const [index, at] of times.entries()) {
    await db.update(postRevisions).set({ createdAt: at }).where(and(eq(postRevisions.postId, first.id), eq(postRevisions.number, index + 1)));
  }
  await db.update(posts).set({ publishedAt: times[0], createdAt: times[0], editedAt: times[2], updatedAt: times[2] }).where(eq(posts.id, first.id));
}
