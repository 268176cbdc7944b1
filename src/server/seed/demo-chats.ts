/**
 * Demo chats: the demo author Anna talks with a few other demo people and in one group, so
 * /m shows a living list — some chats with unread messages for her, one she wrote last that
 * the partner has not read yet — and the others' lists are not empty either. Counters and
 * read marks are derived from the rows, as the chats commands would have kept them.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { chatMembers, chats, messages } from '../db/schema/index.ts';
import { DEMO_PEOPLE } from './demo-data.ts';

const MINUTE_MS = 60_000;

/** A person by the start of their demo address (anna, dmitry …). */
type Who = string;

interface DemoChat {
  /** A group's name; a private chat has none. */
  name?: string;
  members: Who[];
  /** Minutes before now of the last line; earlier lines go back `step` minutes each. */
  endsAgo: number;
  step: number;
  lines: Array<[Who, string]>;
  /** How many of the last lines each member has not read yet (default none). */
  unread?: Partial<Record<Who, number>>;
}

const CHATS: DemoChat[] = [
  {
    members: ['anna', 'dmitry'],
    endsAgo: 4,
    step: 3,
    lines: [
      ['anna', 'Дима, привет! Прочитала твой пост про очереди на PostgreSQL — очень вовремя, мы как раз выбираем.'],
      ['dmitry', 'Привет! Рад, что пригодилось. А что у вас за нагрузка?'],
      ['anna', 'Пара тысяч задач в минуту в пике, в основном письма и пересчёт рейтингов.'],
      ['dmitry', 'Для такого SKIP LOCKED хватит с запасом.\nОтдельный брокер я бы не тащил, пока не упрётесь.'],
      ['dmitry', 'Если хочешь, скину конфиг, который у нас в проде крутится.'],
      ['dmitry', 'И ещё: не забудьте индекс по времени запуска, без него очередь на миллионе строк становится грустной.'],
    ],
    unread: { anna: 3 },
  },
  {
    members: ['katya', 'anna'],
    endsAgo: 35,
    step: 6,
    lines: [
      ['katya', 'Аня, ты была в Казани прошлой осенью? Планирую поездку на выходные.'],
      ['anna', 'Была! Обязательно сходи в Старо-Татарскую слободу утром, пока нет толп.'],
      ['katya', 'Записала. А где жили?'],
      ['anna', 'Снимали квартиру у Кремля, вышло дешевле гостиницы раза в полтора.'],
      ['katya', 'Спасибо! Напишу потом отчёт, с цифрами, как я люблю.'],
    ],
    unread: { anna: 1 },
  },
  {
    name: 'Авторы Пера',
    members: ['editorial', 'anna', 'maria', 'yulia', 'sergey'],
    endsAgo: 90,
    step: 11,
    lines: [
      ['editorial', 'Коллеги, на следующей неделе собираем подборку лучших материалов месяца. Предлагайте свои тексты до четверга.'],
      ['maria', 'Можно мой рецепт хлеба на закваске? Он собрал больше всего сохранений.'],
      ['editorial', 'Конечно, добавили в список.'],
      ['yulia', 'Я могу сделать обложку для подборки, если нужно.'],
      ['sergey', 'Предлагаю свой текст про найм джунов — там в комментариях хорошая дискуссия.'],
      ['editorial', 'Отлично, спасибо всем! Черновик подборки пришлём в пятницу.'],
    ],
    unread: { anna: 2, maria: 1, yulia: 1 },
  },
  {
    members: ['anna', 'max'],
    endsAgo: 240,
    step: 9,
    lines: [
      ['max', 'Привет! Видел твой разбор интерфейса нового лаунчера. Согласен почти со всем.'],
      ['anna', 'Спасибо! А с чем не согласен?'],
      ['max', 'С настройками графики — мне как раз нравится, что всё на одном экране.'],
      ['anna', 'Справедливо. Наверное, я просто не люблю длинные списки без поиска.'],
      ['anna', 'Кстати, напишешь обзор, когда выйдет патч? Интересно твоё мнение.'],
    ],
    // Max has not opened the chat since: Anna's last message shows one tick.
    unread: { max: 1 },
  },
  {
    members: ['olga', 'anna'],
    endsAgo: 60 * 26,
    step: 14,
    lines: [
      ['olga', 'Аня, можно попросить тебя посмотреть макет нашей рассылки? Хочется, чтобы её дочитывали.'],
      ['anna', 'Давай! Пришли ссылку.'],
      ['olga', 'Вот: три блока, в каждом по исследованию и короткому выводу.'],
      ['anna', 'Выводы я бы подняла наверх, а ссылки на статьи оставила внизу блока. И шрифт крупнее, 17–18 пикселей.'],
      ['olga', 'Сделала, стало намного лучше. Спасибо!'],
    ],
  },
  {
    members: ['igor', 'natalia'],
    endsAgo: 60 * 5,
    step: 20,
    lines: [
      ['igor', 'Наталья, добрый день! Вы тренируете тех, кто начинает с нуля в сорок?'],
      ['natalia', 'Добрый! Конечно, таких у меня половина группы. Начнём с ходьбы и лёгкого бега.'],
      ['igor', 'Звучит выполнимо. Когда можно начать?'],
    ],
    unread: { natalia: 1 },
  },
];

export async function seedDemoChats(db: Db, people: number[]): Promise<number> {
  const idOf = (who: Who) => {
    const index = DEMO_PEOPLE.findIndex((person) => person.email.startsWith(`${who}@`));
    if (index < 0) throw new Error(`No demo person ${who}`);
    return people[index]!;
  };
  const now = Date.now();
  let written = 0;
  for (const chat of CHATS) {
    const memberIds = chat.members.map(idOf);
    const [low, high] = [...memberIds].sort((a, b) => a - b);
    const [row] = await db
      .insert(chats)
      .values(chat.name ? { isPrivate: false, name: chat.name } : { isPrivate: true, pairLow: low!, pairHigh: high! })
      .returning({ id: chats.id });
    const chatId = row!.id;
    const count = chat.lines.length;
    const inserted = await db
      .insert(messages)
      .values(
        chat.lines.map(([who, content], index) => ({
          chatId,
          userId: idOf(who),
          content,
          createdAt: new Date(now - (chat.endsAgo + (count - 1 - index) * chat.step) * MINUTE_MS),
        })),
      )
      .returning({ id: messages.id, userId: messages.userId, createdAt: messages.createdAt });
    written += inserted.length;
    const last = inserted.at(-1)!;
    await db.update(chats).set({ lastMessageId: last.id }).where(sql`${chats.id} = ${chatId}`);
    await db.insert(chatMembers).values(
      chat.members.map((who) => {
        const unread = chat.unread?.[who] ?? 0;
        const readUpTo = inserted[count - 1 - unread]!;
        return {
          chatId,
          userId: idOf(who),
          unreadCount: unread,
          sortAt: last.createdAt,
          lastReadMessageId: readUpTo.id,
          readAt: readUpTo.createdAt,
        };
      }),
    );
  }
  return written;
}
