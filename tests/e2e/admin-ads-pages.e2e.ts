/**
 * Advertisements and static pages from the control panel, in the browser: the demo super
 * admin adds an advertisement under posts and sees it in its frame on a post page; a phone, whose
 * layout hides the right column, loads none of that column's advertisements; then the admin
 * creates a static page whose script runs under the site's policy and opens it from the
 * footer. axe checks both panel screens and their dialogs. Both are site-wide, so the file
 * deletes them at its end: other files' post pages and footers go back to the seed's.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page, ViewportSize } from 'playwright-core';
import { call, savePost, type PublishedPost } from './support/api.ts';
import { accessibilityViolations } from './support/axe.ts';
import { connectBrowser, DESKTOP, newContext, openPage, PHONE, visit, visitSettled } from './support/browser.ts';
import { DEMO_SUPER_ADMIN, signedInContext } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let post: PublishedPost;
/** The addresses of what the tests added, deleted afterwards however the tests ended. */
const added: string[] = [];

beforeAll(async () => {
  browser = await connectBrowser();
  context = await signedInContext(browser, DEMO_SUPER_ADMIN);
  post = await savePost(context, { title: 'Пост, под которым будет реклама' });
});
afterAll(async () => {
  for (const path of added) await call(context, 'DELETE', path);
  await browser.close();
});

/** The panel screen's own violations, or its open dialog's. */
const violations = (page: Page) => accessibilityViolations(page, ['#content', '[role="dialog"]']);

/** Presses the dialog's «Добавить» and remembers the address of what the panel's call at `path` created. */
async function add(dialog: Locator, path: string) {
  const created = dialog.page().waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === path);
  await dialog.getByRole('button', { name: 'Добавить' }).click();
  added.push(`${path}/${((await (await created).json()) as { id: number }).id}`);
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
    await add(dialog, '/admin-panel/advertisements');
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('advertisement-row').filter({ hasText: 'Курс для авторов' }).waitFor();

    // The site's kept advertisements drop when the addition's event is told, a moment after the answer on a busy machine.
    const slot = page.locator('[data-slot="under_post"] iframe');
    await expect
      .poll(async () => {
        await visit(page, baseUrl + post.url);
        return slot.count();
      })
      .toBe(1);
    // The frame loads as the reader scrolls near it, at the post's end.
    await slot.scrollIntoViewIfNeeded();
    await page.frameLocator('[data-slot="under_post"] iframe').getByText('Курс для авторов: пишите лучше за месяц').waitFor();
    // The frame grows to its content once it reports its height.
    await page.waitForFunction(() => (document.querySelector('[data-slot="under_post"] iframe')?.getBoundingClientRect().height ?? 0) > 40);
    // Sandboxed in an origin of its own: the ad's code cannot reach the page.
    expect(await slot.getAttribute('sandbox')).not.toContain('allow-same-origin');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('loads the right column’s advertisement where the column shows, and not on a phone, which hides it', async () => {
    const framesLoaded = async (viewport: ViewportSize) => {
      const guest = await newContext(browser, { viewport });
      const { page, errors } = await openPage(guest);
      let frames = 0;
      page.on('request', (request) => {
        if (/\/advertisements\/\d+\/frame/.test(new URL(request.url()).pathname)) frames += 1;
      });
      await visitSettled(page, baseUrl + '/popular');
      expect(errors).toEqual([]);
      await guest.close();
      return frames;
    };
    expect(await framesLoaded(PHONE)).toBe(0);
    expect(await framesLoaded(DESKTOP)).toBeGreaterThan(0);
  });

  it('creates a static page, whose script runs, and opens it from the footer', async () => {
    const { page, errors } = await openPage(context);
    await visit(page, baseUrl + '/admin-panel/pages');
    expect(await violations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Добавить страницу' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новая страница' });
    await dialog.getByLabel('Заголовок').fill('Контакты');
    // An address no demo page has.
    const slug = `contacts-${Date.now().toString(36)}`;
    await dialog.getByLabel('Адрес').fill(slug);
    await dialog.getByLabel('Описание').fill('Как связаться с редакцией Пера');
    await dialog.getByLabel('HTML страницы').fill('<p>Пишите редакции: <a href="mailto:hello@pero.local">hello@pero.local</a></p><p id="stamp"></p>');
    await dialog.getByLabel('Скрипты').fill('<script>document.getElementById("stamp").textContent = "Скрипт страницы выполнен"</script>');
    expect(await violations(page)).toEqual([]);
    await add(dialog, '/admin-panel/pages');
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('static-page-row').filter({ hasText: 'Контакты' }).waitFor();

    await visit(page, baseUrl + '/new');
    await page.locator('footer').getByRole('link', { name: 'Контакты' }).first().click();
    await page.waitForURL(`${baseUrl}/pages/${slug}`);
    await page.getByRole('heading', { level: 1, name: 'Контакты' }).waitFor();
    await page.getByText('Скрипт страницы выполнен').waitFor();
    // The site's name after the dash is admin-settings.e2e.ts's to change and check.
    expect(await page.title()).toMatch(/^Контакты — /);

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
