/**
 * The control panel's Users and Content screens in the browser, as the demo super admin: both
 * screens and the role dialog pass axe-core in both themes; a member found by nickname is banned
 * on the whole site with the ban modal and unbanned from the row's menu; the file's own post's
 * menu offers the moderation actions; the verified badge is given and taken from the row's menu.
 * Acts only on «Мария Новикова», whom no other browser test uses.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { savePost } from './support/api.ts';
import { DIALOG, accessibilityViolations } from './support/axe.ts';
import { connectBrowser, openPage, visit } from './support/browser.ts';
import { DEMO_SUPER_ADMIN, signedInContext } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');
const POST_TITLE = 'Пост для меню модерации';
let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
  const admin = await signedInContext(browser, DEMO_SUPER_ADMIN);
  await savePost(admin, { title: POST_TITLE });
  await admin.close();
});
afterAll(() => browser.close());

const signedIn = () => signedInContext(browser, DEMO_SUPER_ADMIN);

async function violations(page: Page, scope?: string[]): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  return accessibilityViolations(page, scope);
}

describe('the control panel: users and content', () => {
  it('bans a member on the whole site from the Users screen and lifts the ban', async () => {
    const context = await signedIn();
    const { page, errors } = await openPage(context);
    await visit(page, baseUrl + '/admin-panel/users');
    await page.getByRole('searchbox', { name: 'Имя, никнейм или почта' }).fill('maria@demo');
    await page.getByRole('button', { name: 'Найти' }).click();
    await page.waitForURL(/q=maria/);
    const row = page.getByTestId('admin-user').filter({ hasText: 'Мария Новикова' });
    await row.waitFor();
    expect(await page.getByTestId('admin-user').count()).toBe(1);

    await row.getByRole('button', { name: /Действия с пользователем/ }).click();
    await page.getByRole('menuitem', { name: 'Забанить на сайте' }).click();
    const modal = page.getByTestId('ban-modal');
    await modal.getByLabel('Причина').fill('Проверка бана из панели');
    await modal.getByRole('button', { name: 'Забанить' }).click();
    await row.getByText(/Забанен до/).waitFor();

    await row.getByRole('button', { name: /Действия с пользователем/ }).click();
    await page.getByRole('menuitem', { name: 'Разбанить' }).click();
    await page.getByText('Пользователь разбанен').waitFor();
    expect(await row.getByText(/Забанен/).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("gives the verified badge from the Users screen, shows it on the member's page, and takes it back", async () => {
    const context = await signedIn();
    const { page, errors } = await openPage(context);
    await visit(page, baseUrl + '/admin-panel/users?q=maria%40demo');
    const row = page.getByTestId('admin-user').filter({ hasText: 'Мария Новикова' });
    await row.getByRole('button', { name: /Действия с пользователем/ }).click();
    await page.getByRole('menuitem', { name: 'Сделать официальным аккаунтом' }).click();
    await page.getByText('Аккаунт отмечен как официальный').waitFor();
    await row.getByText('Официальный аккаунт').waitFor({ state: 'attached' });

    const profile = await context.newPage();
    await visit(profile, baseUrl + (await row.getByRole('link', { name: 'Мария Новикова' }).getAttribute('href'))!);
    await profile.getByRole('main').getByText('Официальный аккаунт').first().waitFor({ state: 'attached' });
    await profile.close();

    await row.getByRole('button', { name: /Действия с пользователем/ }).click();
    await page.getByRole('menuitem', { name: 'Снять отметку официального аккаунта' }).click();
    await page.getByText('Отметка официального аккаунта снята').waitFor();
    expect(await row.getByText('Официальный аккаунт').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  // A full scan in both themes costs seconds of CPU: one test per screen keeps each within its time on a busy machine.
  it('leaves axe-core nothing to find on the Users screen and the role dialog, in both themes', async () => {
    const context = await signedIn();
    const { page } = await openPage(context);
    await visit(page, baseUrl + '/admin-panel/users');
    await page.getByTestId('admin-user').first().waitFor();
    const users = await violations(page);
    await page.getByTestId('admin-user').filter({ hasText: 'Мария Новикова' }).getByRole('button', { name: /Действия с пользователем/ }).click();
    await page.getByRole('menuitem', { name: 'Изменить роль' }).click();
    await page.getByTestId('role-dialog').waitFor();
    const role = await violations(page, DIALOG);

    expect({ users, role }).toEqual({ users: [], role: [] });
    await context.close();
  });

  it('leaves axe-core nothing to find on the Content screen, posts and comments, in both themes', async () => {
    const context = await signedIn();
    const { page } = await openPage(context);
    await visit(page, baseUrl + '/admin-panel/content');
    const post = page.getByTestId('admin-post').filter({ hasText: POST_TITLE });
    await post.waitFor();
    const posts = await violations(page);
    await post.getByRole('button', { name: /Действия с постом/ }).click();
    // The rows come from the post's controls answer, which the menu asks for as it opens.
    await expect.poll(() => page.getByRole('menuitem').allInnerTexts()).toEqual(expect.arrayContaining(['Снять с публикации', 'Удалить']));
    await page.keyboard.press('Escape');
    await visit(page, baseUrl + '/admin-panel/content?tab=comments');
    await page.getByTestId('admin-comment').first().waitFor();
    const comments = await violations(page);

    expect({ posts, comments }).toEqual({ posts: [], comments: [] });
    await context.close();
  });
});
