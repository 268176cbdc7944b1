/**
 * A demo series: Дмитрий's three published parts about moving a service to PostgreSQL (the second in the
 * «Разработка» community, the others on his blog) and a fourth still a draft, which only he sees in the series.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { series, seriesPosts, subsites, users } from '../db/schema/index.ts';
import { insertPosts, randomSource, type DemoPost } from './demo-posts.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const TITLE = 'Как мы переезжали на PostgreSQL';
const DESCRIPTION = 'Полгода, три базы и одна бессонная ночь: честный рассказ о переезде сервиса заказов с MySQL на PostgreSQL — от решения до последнего переключения.';

interface Part {
  title: string;
  paragraphs: string[];
  list?: string[];
  inCommunity?: boolean;
  /** Days before now; none leaves the part a draft. */
  daysAgo?: number;
}

const PARTS: Part[] = [
  {
    title: 'Как мы переезжали на PostgreSQL. Часть 1: зачем',
    daysAgo: 21,
    paragraphs: [
      'Сервис заказов жил на MySQL восемь лет. Он работал, но каждый новый отчёт превращался в неделю танцев вокруг временных таблиц, а полнотекстовый поиск по-русски мы так и не сделали нормально.',
      'В этой серии расскажу, как мы решились на переезд, как переносили данные без остановки и что сломалось в самый неподходящий момент.',
      'Сначала о причинах. Их было три, и ни одна сама по себе не заставила бы нас сдвинуться с места.',
    ],
    list: ['Оконные функции и CTE для отчётов, без которых аналитики писали запросы на полэкрана', 'Поиск с русской морфологией прямо в базе', 'JSONB для настроек магазинов вместо пяти таблиц «ключ — значение»'],
  },
  {
    title: 'Как мы переезжали на PostgreSQL. Часть 2: данные без остановки',
    daysAgo: 14,
    inCommunity: true,
    paragraphs: [
      'Остановить сервис на ночь мы не могли: заказы идут круглосуточно. Поэтому данные переносили в три этапа — начальная копия, догоняющая репликация и короткое переключение.',
      'Начальную копию 300 ГБ сделали через COPY, разбив таблицы по диапазонам ключей. Это заняло шесть часов вместо расчётных двух: упёрлись не в диск, а во внешние ключи, которые стоило создавать после загрузки.',
      'Догоняющую репликацию собрали на журнале изменений: каждое изменение в MySQL попадало в очередь, а оттуда — в PostgreSQL. Главное правило: применять изменения строго по порядку внутри одной строки.',
    ],
  },
  {
    title: 'Как мы переезжали на PostgreSQL. Часть 3: ночь переключения',
    daysAgo: 6,
    paragraphs: [
      'Переключение назначили на три часа ночи по Москве — минимум заказов. План был на 15 минут, получилось 52.',
      'Первые 20 минут съела последовательность для идентификаторов: мы забыли передвинуть её за максимальный id, и первые же вставки упали с конфликтом ключа. Теперь это первый пункт нашего чек-листа.',
      'Через месяц после переезда отчёты считаются в шесть раз быстрее, а поиск по заказам наконец понимает, что «заказы» и «заказ» — одно и то же.',
    ],
  },
  {
    title: 'Как мы переезжали на PostgreSQL. Часть 4: что бы мы сделали иначе',
    paragraphs: ['Черновик: собираю уроки переезда — индексы после загрузки, репетиция переключения на копии, мониторинг задержки репликации с первого дня.'],
  },
];

export async function seedDemoSeries(db: Db): Promise<void> {
  const random = randomSource(20_261_129);
  const [author] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'dmitry@demo.pero.local'));
  const [community] = await db.select({ id: subsites.id }).from(subsites).where(eq(subsites.slug, 'development'));
  const now = Date.now();
  const block = (type: string, data: unknown) => ({ id: random.blockId(), type, data, tunes: {} });
  const written: DemoPost[] = PARTS.map((part) => ({
    userId: author!.id,
    subsiteId: part.inCommunity ? community!.id : author!.id,
    blocks: [
      block('header', { text: part.title, level: 2 }),
      ...part.paragraphs.map((text) => block('paragraph', { text })),
      ...(part.list ? [block('list', { style: 'ordered', items: part.list })] : []),
      block('paragraph', { text: 'Продолжение — в следующей части серии. #postgresql #базыданных' }),
    ],
    isPublish: part.daysAgo !== undefined,
    isOfficial: false,
    publishedAt: part.daysAgo === undefined ? null : new Date(now - part.daysAgo * DAY_MS),
  }));
  const ids = await insertPosts(db, written);
  const [row] = await db
    .insert(series)
    .values({ userId: author!.id, title: TITLE, description: DESCRIPTION, postsCount: ids.length, createdAt: new Date(now - 22 * DAY_MS) })
    .returning({ id: series.id });
  await db.insert(seriesPosts).values(ids.map((postId, at) => ({ seriesId: row!.id, postId, position: at + 1 })));
}
