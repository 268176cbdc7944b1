/**
 * Advertisements and static pages from the control panel, in the browser: the demo super
 * admin adds an advertisement under posts and sees it in its frame on a post page, then
 * creates a static page whose script runs under the site's policy and opens it from the
 * footer. axe checks both panel screens and their dialogs.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newContext, openPage, visit } from './support/browser.ts';
import { DEMO_SUPER_ADMIN, signInByApi } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, { viewport: DESKTOP });
  await signInByApi(context, baseUrl, DEMO_SUPER_ADMIN);
});
afterAll(() => browser.close());

/** Every WCAG 2.2 AA violation of the panel screen (or its open dialog) as `rule: elements`, so a failure names what to fix. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include('#content').include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('the control panel’s advertisements and pages', () => {
  it('adds an advertisement under posts, which a post page shows in its frame', async () => {
    const { page, errors } = await openPage(context);
    await visit(page, baseUrl + '/admin-panel/advertisements');
    // The demo's house advertisement is listed, showing.
    await page.getByTestId('advertisement-row').filter({ hasText: 'Пишите на Пере' }).getByText('Показывается').waitFor();
    expect(await violations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Добавить рекламу' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новая реклама' });
    await dialog.getByLabel('Название').fill('Курс для авторов');
    await dialog.getByLabel('Место').selectOption('under_post');
    await dialog.getByLabel('HTML').fill('<p id="course" style="margin:0;padding:24px;background:#ffe9b3;color:#222">Курс для авторов: пишите лучше за месяц</p>');
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Добавить' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('advertisement-row').filter({ hasText: 'Курс для авторов' }).waitFor();

    const feed = await (await context.request.get(baseUrl + '/new', { headers: { accept: 'application/json' } })).json();
    await visit(page, baseUrl + (feed.data[0].url as string));
    const slot = page.locator('[data-slot="under_post"] iframe');
    await expect(slot.count()).resolves.toBe(1);
    await page.frameLocator('[data-slot="under_post"] iframe').getByText('Курс для авторов: пишите лучше за месяц').waitFor();
    // The frame grows to its content once it reports its height.
    await page.waitForFunction(() => (document.querySelector('[data-slot="under_post"] iframe')?.getBoundingClientRect().height ?? 0) > 40);
    // Sandboxed in an origin of its own: the ad's code cannot reach the page.
    expect(await slot.getAttribute('sandbox')).not.toContain('allow-same-origin');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('creates a static page, whose script runs, and opens it from the footer', async () => {
    const { page, errors } = await openPage(context);
    await visit(page, baseUrl + '/admin-panel/pages');
    expect(await violations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Добавить страницу' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новая страница' });
    await dialog.getByLabel('Заголовок').fill('Контакты');
    // A retried run finds the first run's page: each run writes its own address.
    const slug = `contacts-${Date.now().toString(36)}`;
    await dialog.getByLabel('Адрес').fill(slug);
    await dialog.getByLabel('Описание').fill('Как связаться с редакцией Пера');
    await dialog.getByLabel('HTML страницы').fill('<p>Пишите редакции: <a href="mailto:hello@pero.local">hello@pero.local</a></p><p id="stamp"></p>');
    await dialog.getByLabel('Скрипты').fill('<script>document.getElementById("stamp").textContent = "Скрипт страницы выполнен"</script>');
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Добавить' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('static-page-row').filter({ hasText: 'Контакты' }).waitFor();

    await visit(page, baseUrl + '/new');
    await page.locator('footer').getByRole('link', { name: 'Контакты' }).first().click();
    await page.waitForURL(`${baseUrl}/pages/${slug}`);
    await page.getByRole('heading', { level: 1, name: 'Контакты' }).waitFor();
    await page.getByText('Скрипт страницы выполнен').waitFor();
    expect(await page.title()).toBe('Контакты — Перо');

    // Moving on within the app leaves nothing of the page's scripts; coming back through the
    // history (no new document) runs them again.
    await page.getByRole('link', { name: 'Популярное' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Контакты' }).waitFor({ state: 'detached' });
    expect(await page.locator('[data-page-scripts]').count()).toBe(0);
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Контакты' }).waitFor();
    await page.getByText('Скрипт страницы выполнен').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
