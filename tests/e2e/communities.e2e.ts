/**
 * Communities: a member creates a topic, appoints a moderator from its settings hub, the
 * moderator bans a commenter from the comment's menu, and the banned member finds the ban
 * notice where the comment form was.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { savePost, writeComment } from './support/api.ts';
import { DIALOG, accessibilityViolations } from './support/axe.ts';
import { connectBrowser, openPage, visit } from './support/browser.ts';
import { DEMO_AUTHOR, DEMO_READER, newMemberContext, signedInContext } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser.close());

/** Each page's violations, by name. */
async function violationsOn(page: Page, paths: Record<string, string>): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const [name, path] of Object.entries(paths)) {
    await visit(page, baseUrl + path);
    await page.locator('main h1').first().waitFor();
    found[name] = await accessibilityViolations(page);
  }
  return found;
}

describe('communities', () => {
  it('create a topic, appoint a moderator, who bans a commenter from the comment menu', async () => {
    const owner = await signedInContext(browser, DEMO_AUTHOR);
    const moderator = await signedInContext(browser, DEMO_READER);
    const { context: commenter } = await newMemberContext(browser, 'Спорщик Из Комментариев');
    const stamp = Date.now().toString(36).slice(-5);

    // The owner creates the topic; the name's counter counts down to 30.
    const { page, errors } = await openPage(owner);
    await visit(page, baseUrl + '/my-topics/create');
    const name = `Северные города ${stamp}`;
    await page.getByLabel('Название').fill(name);
    await expect.poll(() => page.getByTestId('name-remaining').textContent()).toBe(`Осталось ${30 - name.length} символов`);
    await page.getByLabel('Описание').fill('Мурманск, Архангельск и Норильск: маршруты и цены');
    const created = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/my-topics');
    await page.getByRole('button', { name: 'Создать', exact: true }).click();
    const topicId = ((await (await created).json()) as { id: number }).id;
    await page.getByText('Тема создана').waitFor();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const slug = new URL(page.url()).pathname.slice(1);

    // Appoints Dmitry a moderator from the Participants tab.
    await visit(page, `${baseUrl}/${slug}/settings?tab=participants`);
    await page.getByRole('searchbox', { name: 'Найти участника' }).fill('Дмитрий');
    await page.getByRole('button', { name: 'Найти', exact: true }).click();
    await page.getByTestId('participant-results').getByRole('button', { name: 'Модератор', exact: true }).first().click();
    await page.getByText('Роль выдана').waitFor();
    await page.getByTestId('participants-moder').getByText('Дмитрий Волков').waitFor();

    // A post in the topic, and a newcomer's comment under it.
    const published = await savePost(owner, { title: `Поезд до Мурманска ${stamp}`, text: 'Сколько стоит и что взять с собой.', category_id: topicId });
    const comment = `Всё это враньё, не ездите ${stamp}`;
    await writeComment(commenter, published.id, comment);

    // The moderator bans the newcomer from the comment's menu.
    const { page: moderation, errors: moderationErrors } = await openPage(moderator);
    await visit(moderation, baseUrl + published.url);
    const item = moderation.locator('[data-comment-id]', { has: moderation.locator(':scope > div p', { hasText: comment }) }).last();
    await item.locator(':scope > div').first().getByRole('button', { name: 'Действия с комментарием' }).click();
    await moderation.getByRole('menuitem', { name: 'Забанить в теме', exact: true }).click();
    const modal = moderation.getByRole('dialog', { name: 'Бан в теме' });
    await modal.getByLabel('Причина').fill('Оскорбления в комментариях');
    await modal.getByLabel('Забанить навсегда').check();
    await expect.poll(() => modal.getByLabel('Дней').isDisabled()).toBe(true);
    await modal.getByRole('button', { name: 'Забанить', exact: true }).click();
    await moderation.getByText('Пользователь забанен').waitFor();

    // The newcomer finds the notice where the comment form was.
    const { page: banned, errors: bannedErrors } = await openPage(commenter);
    await visit(banned, baseUrl + published.url);
    const notice = banned.locator('[data-comment-ban="community"]');
    await notice.waitFor();
    expect(await notice.textContent()).toContain(name);
    expect(await notice.textContent()).toContain('Оскорбления в комментариях');
    expect(await banned.locator('#comments').getByRole('textbox', { name: 'Текст комментария' }).count()).toBe(0);

    expect([...errors, ...moderationErrors, ...bannedErrors]).toEqual([]);
    await Promise.all([owner.close(), moderator.close(), commenter.close()]);
  });

  it('axe-core finds nothing on my topics and the new topic form, in both themes', async () => {
    const context = await signedInContext(browser, DEMO_AUTHOR);
    const { page, errors } = await openPage(context);
    expect(await violationsOn(page, { myTopics: '/my-topics', create: '/my-topics/create' })).toEqual({ myTopics: [], create: [] });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('axe-core finds nothing on both settings tabs and in the ban modal, in both themes', async () => {
    const context = await signedInContext(browser, DEMO_AUTHOR);
    const { page, errors } = await openPage(context);
    const found = await violationsOn(page, { basic: '/technology/settings', participants: '/technology/settings?tab=participants' });
    await page.getByRole('searchbox', { name: 'Найти участника' }).fill('Юлия');
    await page.getByRole('button', { name: 'Найти', exact: true }).click();
    await page.getByTestId('participant-results').getByRole('button', { name: 'Забанить' }).first().click();
    await page.getByRole('dialog', { name: 'Бан в теме' }).waitFor();
    found.banModal = await accessibilityViolations(page, DIALOG);
    expect(found).toEqual({ basic: [], participants: [], banModal: [] });
    expect(errors).toEqual([]);
    await context.close();
  });
});
