/**
 * The author's statistics: the page of the demo author's blog with two months of history, its charts turned into
 * tables, the period switched, and a post's statistics dialog by day and for its first hours; no accessibility
 * violations on either, in both themes.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { accessibilityViolations, DIALOG } from './support/axe.ts';
import { connectBrowser, openPage, visit } from './support/browser.ts';
import { DEMO_AUTHOR, signedInContext } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let author: BrowserContext;

beforeAll(async () => {
  browser = await connectBrowser();
  author = await signedInContext(browser, DEMO_AUTHOR);
});
afterAll(() => browser.close());

describe('author statistics', () => {
  it('shows the blog by day as a chart or a table, by period, and opens a best post with its statistics', async () => {
    const { page, errors } = await openPage(author);
    await visit(page, `${baseUrl}/stats`);
    await page.getByRole('heading', { level: 1, name: 'Статистика' }).waitFor();
    const views = page.getByRole('figure', { name: 'Просмотры по дням' });
    await views.getByRole('img', { name: 'Просмотры по дням' }).waitFor();
    await views.getByRole('button', { name: 'Таблица' }).click();
    const table = views.getByRole('table', { name: 'Просмотры по дням' });
    // A header row and one row a day of the default month.
    await expect.poll(() => table.getByRole('row').count()).toBe(31);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('group', { name: 'Показатель' }).getByRole('button', { name: 'Лайки' }).click();
    await page.getByRole('figure', { name: 'Лайки по дням' }).waitFor();
    await page.getByRole('navigation', { name: 'Период' }).getByRole('link', { name: '7 дней' }).click();
    await page.waitForURL(/days=7/);
    // A new visit draws the page afresh: the metric and the view are back to their first ones.
    const week = page.getByRole('figure', { name: 'Просмотры по дням' });
    await week.getByRole('button', { name: 'Таблица', pressed: false }).click();
    await expect.poll(() => week.getByRole('table').getByRole('row').count()).toBe(8);
    expect(await page.getByRole('link', { name: 'Скачать CSV' }).getAttribute('href')).toMatch(/^\/subsites\/\d+\/statistics\.csv\?days=7$/);

    await page.getByRole('navigation', { name: 'Период' }).getByRole('link', { name: '90 дней' }).click();
    await page.waitForURL(/days=90/);
    const best = page.getByRole('table', { name: 'Лучшие посты периода' });
    await best.getByRole('link').first().click();
    await page.getByRole('button', { name: 'Действия с постом' }).first().click();
    await page.getByRole('menuitem', { name: 'Статистика' }).click();
    const dialog = page.getByRole('dialog', { name: 'Статистика поста' });
    await dialog.getByRole('figure', { name: 'Просмотры по дням' }).waitFor();
    await dialog.getByRole('heading', { name: 'Глубина чтения' }).waitFor();
    await dialog.getByRole('heading', { name: 'Откуда пришли читатели' }).waitFor();
    await dialog.getByRole('button', { name: 'Первые 48 часов по часам' }).click();
    await dialog.getByRole('figure', { name: 'Просмотры по часам' }).getByRole('button', { name: 'Таблица' }).click();
    await expect.poll(() => dialog.getByRole('table', { name: 'Просмотры по часам' }).getByRole('row').count()).toBeGreaterThan(24);
    expect(await accessibilityViolations(page, DIALOG)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
