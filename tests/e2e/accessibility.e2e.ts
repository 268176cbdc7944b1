/**
 * WCAG 2.2 AA as axe-core checks it, on the pages and dialogs a reader and a writer meet
 * first, in both themes; then what axe cannot see: where focus goes when a dialog closes,
 * the tab order of the sign-in form and the search field's focus state.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newContext, openPage, visit } from './support/browser.ts';
import { demoAuthorSession, registerAndConfirm } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
let browser: Browser;
let author: Awaited<ReturnType<typeof demoAuthorSession>>;

beforeAll(async () => {
  browser = await launchBrowser();
  author = await demoAuthorSession(browser, baseUrl);
});
afterAll(() => browser.close());

type Theme = 'light' | 'dark';

/** Embedded players would reach the internet; the frames stay, empty, and keep their titles. */
async function offlineContext(theme: Theme, signedIn = false): Promise<BrowserContext> {
  const context = await newContext(browser, { viewport: DESKTOP, storageState: signedIn ? author : undefined });
  await context.addCookies([{ name: 'theme', value: theme, url: baseUrl }]);
  await context.route((url) => url.origin !== baseUrl, (route) => route.abort());
  return context;
}

/** Every violation as `rule: elements`, so a failure names what to fix. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    // Experimental in axe, so off unless named: a control's spoken name must contain its visible text (WCAG 2.5.3).
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function open(page: Page, path: string) {
  await visit(page, baseUrl + path);
  await page.waitForLoadState('networkidle');
}

/** The seeded post with a gallery and an embedded player, found through its tag page. */
async function visitPostWithEmbed(page: Page) {
  await open(page, '/tag/разработка');
  await page.getByRole('link', { name: /перешли на PostgreSQL/ }).first().click();
  await page.locator('iframe').first().waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}

describe.each<Theme>(['light', 'dark'])('axe-core in the %s theme', (theme) => {
  it('finds nothing on the home, post, tag, user, community and 404 pages', async () => {
    const context = await offlineContext(theme);
    const { page } = await openPage(context);
    const found: Record<string, string[]> = {};

    await open(page, '/');
    found.home = await violations(page);
    await visitPostWithEmbed(page);
    found.post = await violations(page);
    await open(page, '/tag/разработка');
    found.tag = await violations(page);
    await open(page, '/anna_smirnova');
    found.user = await violations(page);
    await open(page, '/technology');
    found.community = await violations(page);
    const missing = await page.goto(baseUrl + '/no-such-author/404-no-such-post');
    expect(missing?.status()).toBe(404);
    found.notFound = await violations(page);

    expect(found).toEqual({ home: [], post: [], tag: [], user: [], community: [], notFound: [] });
    await context.close();
  });

  it('finds nothing in the sign-in modal, with and without field errors', async () => {
    const context = await offlineContext(theme);
    const { page } = await openPage(context);
    await open(page, '/');
    await page.getByRole('button', { name: 'Войти', exact: true }).first().click();
    const modal = page.getByRole('dialog', { name: 'Вход' });
    await modal.waitFor();
    const empty = await violations(page);

    // Another account than the one signed in below: each allows only a few failures.
    await modal.getByLabel('Электронная почта').fill('dmitry@demo.pero.local');
    await modal.getByLabel('Пароль', { exact: true }).fill('not-his-password');
    await modal.getByRole('button', { name: 'Войти', exact: true }).click();
    await modal.getByText('Неверный email или пароль').waitFor();
    const withErrors = await violations(page);

    expect({ empty, withErrors }).toEqual({ empty: [], withErrors: [] });
    await context.close();
  });

  it('finds nothing on the drafts page and in the editor of a signed-in author', async () => {
    const context = await offlineContext(theme, true);
    const { page } = await openPage(context);
    await open(page, '/');
    await page.getByRole('button', { name: 'Меню профиля' }).click();
    await page.getByRole('menuitem', { name: /Черновики/ }).click();
    await page.waitForURL('**/drafts');
    await page.waitForLoadState('networkidle');
    const drafts = await violations(page);

    await page.getByRole('button', { name: 'Написать' }).first().click();
    await page.getByRole('dialog', { name: 'Новый пост' }).locator('.ce-block').first().waitFor();
    const editor = await violations(page);

    expect({ drafts, editor }).toEqual({ drafts: [], editor: [] });
    await context.close();
  });

  // A newcomer has no picture yet: the owner picker shows the initial in its place.
  it("finds nothing in the editor of a newcomer without a picture", async () => {
    const context = await offlineContext(theme);
    const { page } = await openPage(context);
    await registerAndConfirm(page, baseUrl, dataDir, 'Новенький Автор');
    await page.getByRole('button', { name: 'Написать' }).first().click();
    const editor = page.getByRole('dialog', { name: 'Новый пост' });
    await editor.locator('.ce-block').first().waitFor();
    await editor.getByRole('button', { name: 'Где опубликовать: Новенький Автор' }).waitFor();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});

describe('the keyboard', () => {
  // Radix moves focus back in a task after the dialog has left the page, hence the polls.
  const focusedName = (page: Page) =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
    });

  it('gets focus back on the button that opened the sign-in modal, however it was closed', async () => {
    const context = await offlineContext('light');
    const { page, errors } = await openPage(context);
    await open(page, '/');

    const signInButton = page.getByRole('button', { name: 'Войти', exact: true }).first();
    await signInButton.focus();
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog');
    await modal.waitFor();
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe('Войти');

    // A guest's Write opens the sign-in modal through the editor's context, not a trigger.
    await page.getByRole('button', { name: 'Написать' }).first().click();
    await modal.getByRole('button', { name: 'Регистрация' }).click();
    await modal.getByRole('button', { name: 'Закрыть' }).click();
    await modal.waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe('Написать');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gets focus back on Write when the editor closes, also after it was minimized', async () => {
    const context = await offlineContext('light', true);
    const { page, errors } = await openPage(context);
    await open(page, '/');
    await page.getByRole('button', { name: 'Написать' }).first().click();
    const editor = page.getByRole('dialog', { name: 'Новый пост' });
    await editor.locator('.ce-block').first().waitFor();
    await editor.getByRole('button', { name: 'Свернуть' }).click();
    await page.getByTestId('editor-minimized').getByRole('button', { name: 'Открыть редактор' }).first().click();
    await editor.locator('.ce-block').first().waitFor();
    await editor.getByRole('button', { name: 'Закрыть' }).click();
    await editor.waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe('Написать');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("reaches 'Forgot password?' right after the password field", async () => {
    const context = await offlineContext('light');
    const { page } = await openPage(context);
    await open(page, '/');
    await page.getByRole('button', { name: 'Войти', exact: true }).first().click();
    const modal = page.getByRole('dialog');
    await modal.getByLabel('Электронная почта').focus();

    const order: string[] = [];
    for (let step = 0; step < 3; step++) {
      await page.keyboard.press('Tab');
      order.push(await focusedName(page));
    }
    // The eye button belongs to the password field it reveals.
    expect(order).toEqual(['', 'Показать пароль', 'Забыли пароль?']);
    await context.close();
  });

  it('shows where the focus is in the search field', async () => {
    const context = await offlineContext('light');
    const { page } = await openPage(context);
    await open(page, '/');
    const search = page.getByRole('searchbox', { name: 'Поиск по сайту' });
    const ring = () => search.evaluate((input) => getComputedStyle(input).boxShadow);
    const unfocused = await ring();
    await search.focus();
    await expect.poll(ring).not.toBe(unfocused);
    await context.close();
  });
});
