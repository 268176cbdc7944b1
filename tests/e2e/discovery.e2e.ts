/**
 * Discovery as a reader meets it: a query typed on the wrong keyboard layout still finds a
 * post and lands in the recent searches; the header's quick search shows a blog and Enter
 * opens the full results; the pages pass axe-core's WCAG checks in both themes. The side column's
 * widgets list the top blogs and the best comments on a wide screen; a phone, whose layout hides the
 * column, does not fetch them.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { savePost } from './support/api.ts';
import { accessibilityViolations } from './support/axe.ts';
import { DESKTOP, PHONE, connectBrowser, newContext, openPage, visit } from './support/browser.ts';
import { DEMO_AUTHOR, signedInContext } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');
/** A word no other post has, and the same keys pressed with the Latin layout on. */
const WORD = { russian: 'Пингвинарий', onLatinLayout: 'gbyudbyfhbq' };
let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
  const author = await signedInContext(browser, DEMO_AUTHOR);
  await savePost(author, { title: `${WORD.russian} на крыше`, text: 'Как устроен зимний вольер.' });
  await author.close();
});
afterAll(() => browser.close());

describe('discovery', () => {
  it('finds a post from a query typed on the wrong layout, and remembers the query', async () => {
    const context = await newContext(browser, { viewport: DESKTOP });
    const { page, errors } = await openPage(context);
    await visit(page, baseUrl + '/discovery');
    await expect.poll(() => page.getByText('В истории поиска пока ничего нет').isVisible()).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('searchbox', { name: 'Поиск по блогам, темам и постам' }).fill(WORD.onLatinLayout);
    await page.waitForURL((url) => url.searchParams.get('q') === WORD.onLatinLayout);
    const found = page.getByRole('article').getByRole('link', { name: `${WORD.russian} на крыше` }).first();
    await expect.poll(() => found.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);

    // The filter modal narrows to titles; the post is still there.
    await page.getByRole('button', { name: 'Фильтры' }).click();
    await page.getByRole('checkbox', { name: 'Только в заголовках' }).check();
    await page.getByRole('button', { name: 'Применить' }).click();
    await page.waitForURL((url) => url.searchParams.get('scopes') === 'onlyTitle');
    await expect.poll(() => found.isVisible()).toBe(true);

    const recent = await page.evaluate(() => window.localStorage.getItem('discovery-recent'));
    expect(JSON.parse(recent ?? '[]')).toEqual([WORD.onLatinLayout]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a blog in the quick search, and Enter opens the results', async () => {
    const context = await newContext(browser, { viewport: DESKTOP });
    const { page, errors } = await openPage(context);
    await visit(page, baseUrl + '/popular');
    const field = page.getByRole('banner').getByRole('searchbox');
    await field.click();
    const panel = page.getByTestId('quick-search');
    await expect.poll(() => panel.getByText('Недавние запросы').isVisible()).toBe(true);

    // "Анна" typed in Latin letters.
    await field.fill('anna');
    const blog = panel.getByRole('link', { name: /Анна Смирнова/ });
    await expect.poll(() => blog.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);

    // The keyboard reaches the results, and Escape closes the panel.
    await field.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain('Перейти к результатам');
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.isVisible()).toBe(false);

    await field.press('Enter');
    await page.waitForURL((url) => url.pathname === '/discovery' && url.searchParams.get('q') === 'anna');
    await expect.poll(() => page.getByRole('heading', { name: 'Блоги' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('numbers the top of blogs and passes axe', async () => {
    const context = await newContext(browser, { viewport: DESKTOP });
    const { page, errors } = await openPage(context);
    await visit(page, baseUrl + '/discovery/blogs');
    await expect.poll(() => page.getByRole('heading', { name: 'Топ блогов', level: 1 }).isVisible()).toBe(true);
    expect(await page.getByRole('listitem').filter({ hasText: /подписчик/ }).count()).toBeGreaterThan(3);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fills the side column’s widgets on a wide screen, and a phone, which hides the column, fetches neither', async () => {
    const widgetCalls = (url: string) => /\/discovery\/blogs\?|\/comments\/popular\?/.test(url);
    for (const viewport of [DESKTOP, PHONE]) {
      const context = await newContext(browser, { viewport });
      const { page, errors } = await openPage(context);
      const asked: string[] = [];
      page.on('request', (request) => {
        if (widgetCalls(request.url())) asked.push(request.url());
      });
      await visit(page, baseUrl + '/popular');
      const topBlogs = page.getByRole('region', { name: 'Топ блогов' });
      if (viewport === DESKTOP) {
        await topBlogs.getByRole('listitem').first().waitFor();
        await page.locator('[data-widget="best-comments"] li').first().waitFor();
        expect(asked).toHaveLength(2);
      } else {
        // The page's own requests are done once it is hydrated and the network has settled.
        await page.waitForLoadState('networkidle');
        expect(await topBlogs.isVisible()).toBe(false);
        expect(asked).toEqual([]);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
