/**
 * A series as its readers and its author meet it: a reader opens part 1, follows «Следующая часть» to part 2,
 * which shows its place, and opens the series' page with its parts in order; the author puts a post in the series
 * from the post's menu. The post page with its series box, the series' page and the dialogs have no accessibility violations.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { call, savePost, type PublishedPost } from './support/api.ts';
import { accessibilityViolations, DIALOG } from './support/axe.ts';
import { newContext, openPage, visit, connectBrowser } from './support/browser.ts';
import { newMemberContext } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let author: BrowserContext;
let guest: BrowserContext;
let parts: PublishedPost[];
let seriesUrl: string;
let seriesId: number;
const suffix = Date.now().toString(36);
const SERIES = `Как мы переезжали ${suffix}`;

beforeAll(async () => {
  browser = await connectBrowser();
  ({ context: author } = await newMemberContext(browser));
  guest = await newContext(browser);
  parts = [];
  for (const n of [1, 2, 3]) parts.push(await savePost(author, { title: `Переезд, часть ${n} ${suffix}` }));
  const series = await call<{ id: number; url: string }>(author, 'POST', '/series', { title: SERIES, description: 'Три части о переезде базы.' });
  ({ id: seriesId, url: seriesUrl } = series);
  for (const part of parts.slice(0, 2)) await call(author, 'POST', `/series/${seriesId}/posts`, { post_id: part.id });
});
afterAll(async () => {
  await author.close();
  await guest.close();
  await browser.close();
});

describe('series', () => {
  it('lets the author add a post from its menu', async () => {
    const { page, errors } = await openPage(author);
    await visit(page, baseUrl + parts[2]!.url);
    await page.getByRole('button', { name: 'Действия с постом' }).first().click();
    await page.getByRole('menuitem', { name: 'Серия…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('option', { name: SERIES }).waitFor({ state: 'attached' });
    expect(await accessibilityViolations(page, DIALOG)).toEqual([]);
    await dialog.getByLabel('Серия').selectOption({ label: SERIES });
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByTestId('series-box').getByText('Часть 3 из 3').waitFor();
    expect(errors).toEqual([]);
  });

  it('takes a reader from part 1 to part 2 and to the series’ page', async () => {
    const { page, errors } = await openPage(guest);
    await visit(page, baseUrl + parts[0]!.url);
    const box = page.getByTestId('series-box');
    await box.getByText('Часть 1 из 3').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('link', { name: /Следующая часть/ }).click();
    await page.waitForURL(baseUrl + parts[1]!.url);
    await box.getByText('Часть 2 из 3').waitFor();
    expect(await box.locator('[aria-current="page"]').textContent()).toBe(`Переезд, часть 2 ${suffix}`);
    await page.getByRole('link', { name: /Предыдущая часть/ }).waitFor();

    await box.getByRole('link', { name: `«${SERIES}»` }).click();
    await page.waitForURL(baseUrl + seriesUrl);
    await page.getByRole('heading', { level: 1, name: SERIES }).waitFor();
    await expect.poll(() => page.getByRole('article').allTextContents()).toEqual(parts.map((part, n) => expect.stringContaining(`Переезд, часть ${n + 1} ${suffix}`)));
    expect(await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href')).toBe(`${baseUrl}/rss/series/${seriesId}`);
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('shows its owner the parts to arrange, without accessibility violations', async () => {
    const { page, errors } = await openPage(author);
    await visit(page, baseUrl + seriesUrl);
    await page.getByRole('heading', { name: 'Части серии' }).waitFor();
    await page.getByRole('button', { name: `Опустить «Переезд, часть 1 ${suffix}» ниже` }).click();
    await expect.poll(() => page.getByRole('article').first().textContent()).toContain(`Переезд, часть 2 ${suffix}`);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Изменить' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await accessibilityViolations(page, DIALOG)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
