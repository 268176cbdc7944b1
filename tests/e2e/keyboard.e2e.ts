/**
 * What axe-core cannot see: where focus goes when a dialog closes, the tab order of the
 * sign-in form and the search field's focus state.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, connectBrowser, newContext, offline, openPage, visitSettled } from './support/browser.ts';
import { DEMO_AUTHOR, signedInContext } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser.close());

const guest = async () => offline(await newContext(browser, { viewport: DESKTOP }));
const author = async () => offline(await signedInContext(browser, DEMO_AUTHOR));
const open = (page: Page, path: string) => visitSettled(page, baseUrl + path);

describe('the keyboard', () => {
  // Radix moves focus back in a task after the dialog has left the page, hence the polls.
  const focusedName = (page: Page) =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
    });

  it('gets focus back on the button that opened the sign-in modal, however it was closed', async () => {
    const context = await guest();
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
    const context = await author();
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
    const context = await guest();
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
    const context = await guest();
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
