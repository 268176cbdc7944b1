/** The demo community: people and topics a Russian-speaking reader would recognise as alive. */
export interface DemoPerson {
  name: string;
  email: string;
  description: string;
  role?: 'editor' | 'super_admin';
  /** Wears the verified badge (an official account). */
  official?: true;
  /** Set in their settings, so the demo's Russian notifications agree with it; the editorial blog has none. */
  gender?: 'female' | 'male';
}

export interface DemoCommunity {
  name: string;
  slug: string;
  description: string;
  rules: string;
}

export const DEMO_PASSWORD = 'pero-demo-2026';

export const DEMO_PEOPLE: DemoPerson[] = [
  { name: 'Анна Смирнова', email: 'anna@demo.pero.local', description: 'Пишу о продуктовом дизайне и о том, как делать интерфейсы, которые не раздражают.', role: 'editor', gender: 'female' },
  { name: 'Дмитрий Волков', email: 'dmitry@demo.pero.local', description: 'Бэкенд-разработчик. PostgreSQL, очереди, распределённые системы и немного велосипедов.', gender: 'male' },
  { name: 'Екатерина Орлова', email: 'katya@demo.pero.local', description: 'Путешествую без туроператоров и рассказываю, сколько это стоит на самом деле.', gender: 'female' },
  { name: 'Максим Лебедев', email: 'max@demo.pero.local', description: 'Играю во всё, что выходит на ПК, и пишу честные обзоры без оценок из десяти.', gender: 'male' },
  { name: 'Ольга Кузнецова', email: 'olga@demo.pero.local', description: 'Научный журналист. Объясняю исследования без кликбейта.', gender: 'female' },
  { name: 'Игорь Соколов', email: 'igor@demo.pero.local', description: 'Инвестирую двенадцать лет. Делюсь ошибками чаще, чем успехами.', gender: 'male' },
  { name: 'Мария Новикова', email: 'maria@demo.pero.local', description: 'Готовлю дома, тестирую рецепты по три раза, прежде чем публиковать.', gender: 'female' },
  { name: 'Алексей Морозов', email: 'alexey@demo.pero.local', description: 'Смотрю кино и сериалы, пишу про то, как они сделаны.', gender: 'male' },
  { name: 'Наталья Павлова', email: 'natalia@demo.pero.local', description: 'Бегаю марафоны и тренирую любителей. Про спорт без фанатизма.', gender: 'female' },
  { name: 'Сергей Козлов', email: 'sergey@demo.pero.local', description: 'Основатель небольшой студии разработки. Пишу о найме, деньгах и процессах.', gender: 'male' },
  { name: 'Юлия Васильева', email: 'yulia@demo.pero.local', description: 'Фотограф и немного ретушёр. Разбираю снимки подписчиков.', gender: 'female' },
  { name: 'Редакция Пера', email: 'editorial@demo.pero.local', description: 'Официальный блог редакции: новости платформы и лучшие материалы недели.', role: 'editor', official: true },
  // Runs the site: the demo's control panel opens for this account.
  { name: 'Павел Никитин', email: 'admin@demo.pero.local', description: 'Администратор Пера. Отвечаю за правила, рекламу и за то, чтобы сайт работал.', role: 'super_admin', gender: 'male' },
];

export const DEMO_COMMUNITIES: DemoCommunity[] = [
  { name: 'Технологии', slug: 'technology', description: 'Гаджеты, софт, искусственный интеллект и всё, что меняет повседневную жизнь.', rules: 'Без рекламы и реферальных ссылок. Источники обязательны для новостей.' },
  { name: 'Разработка', slug: 'development', description: 'Языки, фреймворки, архитектура и карьера в разработке.', rules: 'Код оформляйте блоком. Вопросы «сделайте за меня» удаляются.' },
  { name: 'Игры', slug: 'games', description: 'Обзоры, новости и обсуждения игр на всех платформах.', rules: 'Спойлеры прячьте под блок «Скрыть содержимое».' },
  { name: 'Кино и сериалы', slug: 'cinema', description: 'Рецензии, подборки и разговоры о том, что посмотреть вечером.', rules: 'Спойлеры только под скрытым блоком. Пиратские ссылки запрещены.' },
  { name: 'Наука', slug: 'science', description: 'Исследования, открытия и научпоп без лженауки.', rules: 'Ссылайтесь на первоисточники. Лженаука удаляется.' },
  { name: 'Путешествия', slug: 'travel', description: 'Маршруты, бюджеты, лайфхаки и истории из поездок.', rules: 'Указывайте даты поездки: цены быстро меняются.' },
  { name: 'Еда', slug: 'cooking', description: 'Рецепты, рестораны и кулинарные эксперименты.', rules: 'Рецепт — с ингредиентами и граммовками.' },
  { name: 'Новости', slug: 'novosti', description: 'Коротко о главном за день: технологии, экономика, наука и города.', rules: 'Только новости с источником. Мнения — в комментариях.' },
  { name: 'Финансы', slug: 'finance', description: 'Личные финансы, инвестиции и налоги простым языком.', rules: 'Никаких «гарантированных доходов» и схем.' },
];
