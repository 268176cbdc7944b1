/**
 * Discovery as a reader meets it: a query typed on the wrong keyboard layout still finds a
 * demo post and lands in the recent searches; the header's quick search shows a blog and
 * Enter opens the full results; the pages pass axe-core's WCAG checks.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, newContext, openPage, visit } from './support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('discovery', () => {
  it('finds a demo post from a query typed on the wrong layout, and remembers the query', async () => {
    const context = await newContext(browser, { viewport: DESKTOP });
    const { page, errors } = await openPage(context);
    await visit(page, baseUrl + '/discovery');
    await expect.poll(() => page.getByText('В истории поиска пока ничего нет').isVisible()).toBe(true);
    expect(await violations(page)).toEqual([]);

    // "индексы" with the Latin layout on.
    await page.getByRole('searchbox', { name: 'Поиск по блогам, темам и постам' }).fill('byltrcs');
    await page.waitForURL((url) => url.searchParams.get('q') === 'byltrcs');
    const found = page.getByRole('article').getByRole('link', { name: /Индексы в PostgreSQL/ }).first();
    await expect.poll(() => found.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await violations(page)).toEqual([]);

    // The filter modal narrows to titles; the post is still there.
    await page.getByRole('button', { name: 'Фильтры' }).click();
    await page.getByRole('checkbox', { name: 'Только в заголовках' }).check();
    await page.getByRole('button', { name: 'Применить' }).click();
    await page.waitForURL((url) => url.searchParams.get('scopes') === 'onlyTitle');
    await expect.poll(() => found.isVisible()).toBe(true);

    const recent = await page.evaluate(() => window.localStorage.getItem('discovery-recent'));
    expect(JSON.parse(recent ?? '[]')).toEqual(['byltrcs']);
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
    expect(await violations(page)).toEqual([]);

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
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
