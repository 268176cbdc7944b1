/**
 * Forms tell people what went wrong where it went wrong: the server's field messages sit
 * under their fields, which are marked invalid and described by them; the password rules
 * are shown before anything is sent; and Editor.js's own notices arrive as our toasts.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { DESKTOP, connectBrowser, newContext, openPage, visit } from './support/browser.ts';
import { DEMO_AUTHOR, signedInContext } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser.close());

/** The browser logs every refused request; those the test provokes are expected. */
const unexpected = (errors: string[]) => errors.filter((error) => !/status of (422|502)/.test(error));

/** The texts the field's aria-describedby points at, in order. */
function description(field: Locator): Promise<string[]> {
  return field.evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? `(missing #${id})`),
  );
}

async function openSignIn(page: Page): Promise<Locator> {
  await visit(page, baseUrl + '/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Войти', exact: true }).first().click();
  const modal = page.getByRole('dialog');
  await modal.waitFor();
  return modal;
}

describe('the sign-in forms', () => {
  it('show a refused sign-in under the field, mark it invalid and clear it once the field changes', async () => {
    const context = await newContext(browser, { viewport: DESKTOP });
    const { page, errors } = await openPage(context);
    const modal = await openSignIn(page);
    const email = modal.getByLabel('Электронная почта');
    // An address no account has: a refusal spends no member's few allowed failures.
    await email.fill('no-such-member@example.test');
    await modal.getByLabel('Пароль', { exact: true }).fill('not-a-password');
    await modal.getByRole('button', { name: 'Войти', exact: true }).click();

    await modal.getByText('Неверный email или пароль').waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await description(email)).toEqual(['Неверный email или пароль']);
    expect(await page.getByTestId('toast-error').count()).toBe(0);

    await email.press('End');
    await email.press('Backspace');
    expect(await email.getAttribute('aria-invalid')).toBeNull();
    expect(await modal.getByText('Неверный email или пароль').count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('show the password rules before registering and the server’s objection under the password', async () => {
    const context = await newContext(browser, { viewport: DESKTOP });
    const { page, errors } = await openPage(context);
    const modal = await openSignIn(page);
    await modal.getByRole('button', { name: 'Регистрация' }).click();
    const password = modal.getByLabel('Пароль', { exact: true });
    const rules = 'Не короче 8 символов, не совпадает с почтой и не из числа самых частых паролей';
    expect(await description(password)).toEqual([rules]);

    await modal.getByLabel('Имя').fill('Проверка Правил');
    await modal.getByLabel('Электронная почта').fill(`rules-${randomBytes(4).toString('hex')}@example.test`);
    await password.fill('qwerty123');
    await modal.getByRole('button', { name: 'Зарегистрироваться' }).click();

    await modal.getByText('Этот пароль слишком распространён, придумайте другой').waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(await description(password)).toEqual(['Этот пароль слишком распространён, придумайте другой', rules]);
    expect(await modal.getByLabel('Имя').getAttribute('aria-invalid')).toBeNull();
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('Editor.js notices', () => {
  it('arrive as our toasts, and Editor.js’s own box never shows', async () => {
    const context = await signedInContext(browser, DEMO_AUTHOR);
    const { page, errors } = await openPage(context);
    await visit(page, baseUrl + '/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Написать' }).first().click();
    const editor = page.getByRole('dialog', { name: 'Новый пост' });
    await editor.locator('.ce-block').first().waitFor();

    // The link block reports a preview it cannot fetch (the server refuses private addresses)
    // through Editor.js's notifier.
    await page.keyboard.type('Заголовок');
    await page.keyboard.press('Enter');
    await page.locator('.ce-block').last().hover();
    await page.locator('.ce-toolbar__plus').click();
    await page.locator('.ce-popover--opened [data-item-name="linkTool"]').click();
    await page.locator('.link-tool__input').click();
    await page.keyboard.type('http://127.0.0.1:1/nothing');
    await page.keyboard.press('Enter');

    await page.getByTestId('toast-error').filter({ hasText: 'Не удалось получить данные ссылки' }).waitFor();
    expect(await page.locator('.cdx-notify').count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
