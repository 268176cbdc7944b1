/**
 * The whole account life cycle through the sign-in modal, with the real mail the server
 * writes to DATA_DIR/mail: register, confirm by the emailed link, sign out, reset the
 * password by the emailed link, sign in with the new one.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, connectBrowser, newContext, openPage, visit } from './support/browser.ts';
import { lastMailTo, linkIn } from '../support/mail.ts';
import { signInThroughModal } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');

const dataDir = inject('dataDir');
/** Letters are queued jobs: the link arrives shortly after the answer that asked for it. */
const letterLink = (email: string, prefix: string) =>
  vi.waitFor(async () => linkIn(await lastMailTo(dataDir, email), prefix), { timeout: 15_000, interval: 200 });
let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser.close());

const accountMenu = (page: Page) => page.getByRole('button', { name: 'Меню профиля' });

describe('an account, from registration to a new password', () => {
  it('registers, confirms by mail, signs out, resets the password and signs in again', async () => {
    const email = `reader-${randomBytes(4).toString('hex')}@example.test`;
    const context = await newContext(browser, { viewport: DESKTOP });
    const { page, errors } = await openPage(context);
    await visit(page, baseUrl + '/');

    // Register through the modal.
    await page.getByRole('button', { name: 'Войти', exact: true }).first().click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('button', { name: 'Регистрация' }).click();
    const submit = modal.getByRole('button', { name: 'Зарегистрироваться' });
    expect(await submit.isDisabled()).toBe(true);
    await modal.getByLabel('Имя').fill('Иван Читатель');
    await modal.getByLabel('Электронная почта').fill(email);
    await modal.getByLabel('Пароль', { exact: true }).fill('первый-пароль-2026');
    await submit.click();
    await modal.getByText(`Мы отправили письмо на ${email}`).waitFor();

    // Follow the confirmation link from the letter: confirmed and signed in.
    const confirmation = await letterLink(email, `${baseUrl}/email/verify/`);
    await visit(page, confirmation);
    await accountMenu(page).waitFor();

    // Sign out from the account menu.
    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: 'Выйти' }).click();
    await page.getByRole('button', { name: 'Войти', exact: true }).first().waitFor();

    // Forgot the password: the letter's link opens the modal on the reset form.
    await page.getByRole('button', { name: 'Войти', exact: true }).first().click();
    await modal.getByRole('button', { name: 'Забыли пароль?' }).click();
    await modal.getByLabel('Электронная почта').fill(email);
    await modal.getByRole('button', { name: 'Отправить ссылку' }).click();
    await modal.getByText('Письмо отправлено').first().waitFor();
    await page.keyboard.press('Escape');

    const resetLink = await letterLink(email, `${baseUrl}/?password-reset=`);
    await visit(page, resetLink);
    await modal.getByLabel('Новый пароль').fill('второй-пароль-2026');
    await modal.getByLabel('Повторите пароль').fill('второй-пароль-2026');
    await modal.getByRole('button', { name: 'Сохранить пароль' }).click();
    await page.getByText('Пароль изменён').first().waitFor();
    expect(new URL(page.url()).search).toBe('');

    // The old password no longer works; the new one does.
    await modal.getByLabel('Пароль', { exact: true }).fill('первый-пароль-2026');
    await modal.getByRole('button', { name: 'Войти', exact: true }).click();
    await page.getByText('Неверный email или пароль').first().waitFor();
    await page.keyboard.press('Escape');
    await signInThroughModal(page, { email, password: 'второй-пароль-2026' });
    await accountMenu(page).waitFor();

    expect(errors.filter((e) => !/status of 422/.test(e))).toEqual([]);
    await context.close();
  });
});
