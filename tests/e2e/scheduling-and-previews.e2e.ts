/**
 * Scheduled publishing and preview links as an author uses them: a draft written in the editor is scheduled there,
 * waits among the drafts under «Запланированные» with its time, and is cancelled from that list; a draft's secret link
 * made in the editor shows it to a guest, marked for no indexing, until the author revokes it.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { accessibilityViolations, DIALOG } from './support/axe.ts';
import { connectBrowser, newContext, openPage, visit } from './support/browser.ts';
import { openNewPost } from './support/editor.ts';
import { DEMO_AUTHOR, signedInContext } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser.close());

/** A new post with a title and a line of text, saved as a draft. */
async function writeDraft(page: Page, title: string): Promise<Locator> {
  await visit(page, baseUrl + '/');
  const editor = await openNewPost(page);
  await page.keyboard.type(title);
  await page.keyboard.press('Enter');
  await page.keyboard.type('Черновик, который ещё не вышел.');
  await expect.poll(() => editor.getByTestId('save-status').textContent()).toBe('Сохранено');
  return editor;
}

describe('scheduled publishing', () => {
  it('is set in the editor, shown among the drafts with its time, and cancelled from there', async () => {
    const context = await signedInContext(browser, DEMO_AUTHOR);
    const { page, errors } = await openPage(context);
    const title = `Анонс встречи ${Date.now().toString(36)}`;
    const editor = await writeDraft(page, title);

    await editor.getByRole('button', { name: 'Запланировать' }).click();
    const dialog = page.getByRole('dialog', { name: 'Запланировать публикацию' });
    await dialog.getByText(/Часовой пояс сайта: Europe\/Moscow/).waitFor();
    // A time in the past is refused under the field.
    await dialog.getByLabel('Дата и время').fill('2020-01-01T10:00');
    await dialog.getByRole('button', { name: 'Запланировать' }).click();
    await dialog.getByText('Выберите время в будущем').waitFor();
    expect(await accessibilityViolations(page, DIALOG)).toEqual([]);

    const nextYear = new Date().getFullYear() + 1;
    await dialog.getByLabel('Дата и время').fill(`${nextYear}-01-15T10:30`);
    await dialog.getByRole('button', { name: 'Запланировать' }).click();

    await page.waitForURL((address) => address.pathname.endsWith('/drafts'));
    const section = page.getByRole('region', { name: 'Запланированные' });
    const item = section.locator('div', { has: page.getByRole('link', { name: title }) }).last();
    await item.getByText(`Опубликуется 15 января ${nextYear} г. в 10:30`).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    await item.getByRole('button', { name: 'Изменить время' }).click();
    const again = page.getByRole('dialog', { name: 'Запланировать публикацию' });
    expect(await again.getByLabel('Дата и время').inputValue()).toBe(`${nextYear}-01-15T10:30`);
    await again.getByRole('button', { name: 'Отменить публикацию' }).click();
    await page.getByText('Публикация отменена, пост остался в черновиках').waitFor();
    await expect.poll(() => section.getByRole('link', { name: title }).count()).toBe(0);
    // Still a draft, now among the others.
    await page.getByRole('link', { name: title }).waitFor();
    // The browser logs the refused past time's 422 itself.
    expect(errors.filter((error) => !/status of 422/.test(error))).toEqual([]);
    await context.close();
  });
});

describe('preview links', () => {
  it('show a draft to a guest, marked noindex, until the author revokes the link', async () => {
    const context = await signedInContext(browser, DEMO_AUTHOR);
    const { page, errors } = await openPage(context);
    const title = `Черновик для коллег ${Date.now().toString(36)}`;
    const editor = await writeDraft(page, title);

    await editor.getByRole('button', { name: 'Ссылка на черновик' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ссылка на черновик' });
    await dialog.getByRole('button', { name: 'Создать ссылку' }).click();
    const link = await dialog.getByTestId('preview-link').inputValue();
    expect(link).toMatch(/\/preview\/[A-Za-z0-9_-]{43}$/);
    expect(await accessibilityViolations(page, DIALOG)).toEqual([]);

    const guest = await newContext(browser);
    const { page: reader, errors: readerErrors } = await openPage(guest);
    const answer = await visit(reader, link);
    expect(answer!.headers()['x-robots-tag']).toBe('noindex');
    await reader.getByRole('heading', { level: 1, name: title }).waitFor();
    await reader.getByTestId('preview-banner').waitFor();
    expect(await reader.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    // Nothing to react to or answer on a draft.
    expect(await reader.getByRole('button', { name: /Лайк|Комментировать|Ответить/ }).count()).toBe(0);
    expect(await accessibilityViolations(reader)).toEqual([]);
    expect(readerErrors).toEqual([]);

    await dialog.getByRole('button', { name: 'Отозвать ссылку' }).click();
    await dialog.getByRole('button', { name: 'Создать ссылку' }).waitFor();
    const gone = await guest.request.get(link);
    expect(gone.status()).toBe(404);
    expect(errors).toEqual([]);
    await guest.close();
    await context.close();
  });
});
