/**
 * Demo site content from the control panel: a house advertisement in the right column that
 * invites readers to write, and two static pages listed in the footer, «О проекте» and
 * «Правила сайта».
 */
import type { Db } from '../db/client.ts';
import { advertisements, staticPages } from '../db/schema/index.ts';

const HOUSE_AD_HTML = `<a class="promo" href="/pages/about">
  <span class="promo__mark">Перо</span>
  <strong class="promo__title">Пишите на Пере</strong>
  <span class="promo__text">Статья, заметка или вопрос сообществу — у каждого текста здесь найдутся читатели.</span>
  <span class="promo__button">Как всё устроено</span>
</a>`;

const HOUSE_AD_CSS = `.promo{display:flex;flex-direction:column;gap:8px;padding:18px;border-radius:12px;text-decoration:none;
  font:15px/1.4 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Noto Sans","Helvetica Neue",Arial,sans-serif;color:#1a1c21;
  background:linear-gradient(135deg,#e8efff 0%,#f6f0ff 100%)}
.promo__mark{font-size:12px;font-weight:600;letter-spacing:.04em;text-transform:uppercase;color:#2a5fe6}
.promo__title{font-size:19px;line-height:1.25}
.promo__text{color:#4a4f5a}
.promo__button{align-self:flex-start;margin-top:4px;padding:8px 14px;border-radius:8px;background:#2a5fe6;color:#fff;font-weight:600;font-size:14px}
.promo:hover .promo__button{background:#1f4fcc}
.dark .promo{color:#eceef2;background:linear-gradient(135deg,#1f2a4d 0%,#2a2140 100%)}
.dark .promo__mark{color:#9db8ff}
.dark .promo__text{color:#b8bdc8}`;

const ABOUT = `<p><strong>Перо</strong> — открытая площадка для авторов и читателей. Здесь пишут о технологиях, кино, путешествиях, науке и обо всём, что интересно людям, которые любят длинные тексты и живые обсуждения.</p>
<h2>Как это работает</h2>
<ul>
  <li>Каждый участник ведёт свой блог и может публиковаться в сообществах по темам.</li>
  <li>Лента «Популярное» собирается из реакций читателей, «Свежее» показывает всё по порядку.</li>
  <li>Редакция отмечает лучшие материалы — их можно найти в разделе «Редакция».</li>
</ul>
<h2>Кто нас делает</h2>
<p>Перо — проект с открытым исходным кодом. Его может запустить у себя любое сообщество: нужен только Node.js.</p>
<p>Пишите нам через личные сообщения редакции — мы читаем всё.</p>`;

const RULES = `<p>Мы хотим, чтобы на Пере было интересно и спокойно. Несколько правил помогают этому.</p>
<h2>Можно</h2>
<ul>
  <li>Спорить с мнением, а не с человеком.</li>
  <li>Публиковать свои тексты, переводы с указанием источника и подборки.</li>
  <li>Создавать сообщества по интересам и приглашать в них авторов.</li>
</ul>
<h2>Нельзя</h2>
<ol>
  <li>Оскорблять участников и переходить на личности.</li>
  <li>Публиковать рекламу без согласования с администрацией.</li>
  <li>Выдавать чужие тексты за свои.</li>
  <li>Нарушать законы Российской Федерации.</li>
</ol>
<p>За нарушения модераторы могут снять публикацию или ограничить участие в сообществе. Пожаловаться на пост или комментарий можно через меню «⋯».</p>`;

export async function seedDemoSitePages(db: Db): Promise<void> {
  await db.insert(advertisements).values({ title: 'Пишите на Пере (своя реклама)', position: 'rightbar', htmlContent: HOUSE_AD_HTML, cssContent: HOUSE_AD_CSS });
  await db.insert(staticPages).values([
    { slug: 'about', title: 'О проекте', description: 'Что такое Перо, как устроены ленты и сообщества и кто делает проект.', body: ABOUT, inFooter: true, sortOrder: 1 },
    { slug: 'rules', title: 'Правила сайта', description: 'Что можно и чего нельзя делать на Пере.', body: RULES, inFooter: true, sortOrder: 2 },
  ]);
}
