// Publication dates are spread so every range of Popular has posts; the counters the rankings read
// are derived from real rows by the reactions, views and follows seeds.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { polls, posts, seriesPosts, subsites } from '../db/schema/index.ts';
import { preparePostContent } from '../features/posts/posts.commands.ts';
import { saveSiteSetting } from '../features/site/site-settings.ts';

const HOUR_MS = 60 * 60 * 1000;
const NEWS_SLUG = 'novosti';

const NEWS: Array<[title: string, text: string]> = [
  ['Минцифры расширило список сервисов, доступных при ограничениях мобильного интернета', 'В «белый список» добавили ещё несколько банков, маркетплейсов и сервисов такси. Операторы обещают применить изменения в течение суток.'],
  ['Центробанк сохранил ключевую ставку', 'Регулятор оставил ставку без изменений и пообещал держать жёсткие условия, пока инфляция не замедлится устойчиво.'],
  ['В Москве открыли первый участок новой линии метро', 'Пассажиры смогут пересесть на кольцевую линию без выхода на улицу. Интервалы в первые недели — около пяти минут.'],
  ['Российские разработчики выпустили открытую языковую модель для русского языка', 'Модель распространяется под свободной лицензией и, по словам авторов, работает на одной потребительской видеокарте.'],
  ['Аэрофлот возобновляет прямые рейсы в Ханой', 'Первые рейсы запланированы на декабрь, билеты уже появились в продаже. Полёт займёт около девяти часов.'],
  ['Учёные МГУ описали новый вид глубоководных рачков', 'Находку сделали во время экспедиции в Охотском море; описание опубликовано в рецензируемом журнале.'],
  ['Госдума приняла закон о защите персональных данных в первом чтении', 'Штрафы для компаний за утечки могут вырасти в несколько раз; поправки ко второму чтению принимают месяц.'],
  ['Сбой в работе мессенджера затронул пользователей по всей стране', 'Проблемы с отправкой сообщений продолжались около двух часов. Компания объяснила их ошибкой при обновлении серверов.'],
  ['В Петербурге стартовал фестиваль документального кино', 'В программе — больше сорока фильмов, половина из них впервые покажут в России. Вход на часть сеансов свободный.'],
  ['Продажи электромобилей в России выросли на треть', 'Аналитики связывают рост с появлением доступных моделей и расширением сети зарядных станций в регионах.'],
  ['Роскосмос назвал дату запуска нового грузового корабля', 'Корабль доставит на станцию топливо, продукты и научное оборудование для экспериментов с растениями.'],
  ['Снегопад в Новосибирске парализовал движение в час пик', 'Коммунальные службы работают в усиленном режиме; в мэрии советуют пересесть на общественный транспорт.'],
];

function newsBlocks(title: string, text: string): unknown[] {
  return [
    { id: 'newsTitle1', type: 'header', data: { text: title, level: 2 }, tunes: {} },
    { id: 'newsText01', type: 'paragraph', data: { text }, tunes: {} },
  ];
}

/** The news community of demo-data.ts gets a post every nine hours, and becomes the news widget's source. */
async function seedNews(db: Db, editorId: number, now: number): Promise<void> {
  const [community] = await db.select({ id: subsites.id }).from(subsites).where(eq(subsites.slug, NEWS_SLUG));
  const newsId = community!.id;
  const rows = NEWS.map(([title, text], index) => {
    const content = preparePostContent(newsBlocks(title, text), []);
    const publishedAt = new Date(now - (index * 9 + 1) * HOUR_MS);
    return {
      userId: editorId,
      subsiteId: newsId,
      slug: content.slug,
      title: content.title,
      blocks: content.blocks,
      excerpt: content.excerpt,
      isPublish: true,
      publishedAt,
      createdAt: publishedAt,
      updatedAt: publishedAt,
    };
  });
  await db.insert(posts).values(rows);
  await saveSiteSetting(db, 'newsCommunities', [newsId]);
}

/** Only posts that are not replies move back, so replies stay after the posts they answer. */
async function spreadDates(db: Db, now: number): Promise<void> {
  await db.execute(sql`
    with fresh as (
      select id, row_number() over (order by id) as n from ${posts}
      where is_publish and reply_id is null and replies_count = 0 and subsite_id <> all(select id from ${subsites} where slug = ${NEWS_SLUG})
      order by id desc limit 4)
    update ${posts} p set published_at = ${new Date(now)}::timestamptz - (fresh.n * interval '35 minutes') from fresh where p.id = fresh.id`);
  await db.execute(sql`
    with older as (
      select id, row_number() over (order by id) as n from ${posts}
      where is_publish and reply_id is null and id % 10 = 3)
    update ${posts} p set published_at = p.published_at - (older.n * interval '23 days') - interval '60 days' from older where p.id = older.id`);
  await db.execute(sql`update ${posts} set created_at = published_at - interval '3 hours', updated_at = published_at where is_publish`);
}

/**
 * Two of the best-rated posts are from over a year ago, so «За всё время» opens with posts the year does not
 * list. Once ratings exist; the reactions keep their dates, as a classic is still liked. Posts whose dates
 * something else set (the fresh ones, series' parts, live polls) and the news stay where they are.
 */
export async function ageDemoClassics(db: Db): Promise<void> {
  await db.execute(sql`
    update ${posts} set published_at = published_at - interval '400 days', created_at = created_at - interval '400 days', updated_at = updated_at - interval '400 days'
    where id in (
      select id from ${posts}
      where is_publish and reply_id is null and published_at < now() - interval '2 days'
        and subsite_id <> all(select id from ${subsites} where slug = ${NEWS_SLUG})
        and id not in (select post_id from ${seriesPosts}) and id not in (select post_id from ${polls})
      order by rating desc, id limit 2)`);
}

export async function seedDemoFeeds(db: Db, editorId: number): Promise<void> {
  const now = Date.now();
  await seedNews(db, editorId, now);
  await spreadDates(db, now);
}
