/**
 * Account safety in the browser: a new account turns two-factor sign-in on from
 * /settings/security (password, QR code and key, a first code, the recovery codes shown
 * once), signs out and signs in again with the password and then a code from the app, and
 * deletes the account with the password and a recovery code; the
 * Basic and Security pages pass axe-core in both themes. A provider is linked through the
 * popup against the local OpenID Connect server the setup starts.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { generate } from 'otplib';
import { accessibilityViolations } from './support/axe.ts';
import { connectBrowser, openPage, visit } from './support/browser.ts';
import { newMemberContext, signInThroughModal } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser.close());

const accountMenu = (page: Page) => page.getByRole('button', { name: 'Меню профиля' });

describe('two-factor sign-in', () => {
  it('is turned on from the Security page and then asked for after the password', async () => {
    const { context, account } = await newMemberContext(browser);
    const { page, errors } = await openPage(context);

    await visit(page, baseUrl + '/settings/security');
    await page.getByRole('heading', { name: 'Безопасность', level: 1 }).waitFor();
    await page.getByText('Это устройство').waitFor();
    await page.getByRole('button', { name: 'Включить' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Пароль', { exact: true }).fill(account.password);
    await dialog.getByRole('button', { name: 'Продолжить' }).click();
    await dialog.getByRole('img', { name: 'QR-код для приложения-аутентификатора' }).waitFor();
    const secret = (await dialog.getByTestId('two-factor-secret').textContent())!.trim();
    await dialog.getByLabel('Код из приложения').fill(await generate({ secret }));
    await dialog.getByRole('button', { name: 'Подтвердить' }).click();
    const codes = page.getByRole('dialog').getByTestId('recovery-codes').getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    const recoveryCode = (await codes.first().textContent())!.trim();
    await page.getByRole('button', { name: 'Я сохранил коды' }).click();
    await page.getByText('Включён. Осталось резервных кодов: 10.').waitFor();

    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: 'Выйти' }).click();
    await page.getByRole('button', { name: 'Войти', exact: true }).first().waitFor();

    await signInThroughModal(page, account);
    const modal = page.getByRole('dialog');
    // The enrolment's code is spent; the app's next one signs in.
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    await modal.getByLabel('Код или резервный код').fill(code);
    await modal.getByRole('button', { name: 'Войти', exact: true }).click();
    await accountMenu(page).waitFor();

    // Deleting the account asks for a code as well as the password.
    await visit(page, baseUrl + '/settings/security');
    await page.getByRole('button', { name: 'Удалить аккаунт' }).click();
    const deletion = page.getByRole('form', { name: 'Удаление аккаунта' });
    await deletion.getByLabel('Пароль', { exact: true }).fill(account.password);
    await deletion.getByLabel('Код из приложения или резервный код').fill(recoveryCode);
    await deletion.getByRole('button', { name: 'Удалить навсегда' }).click();
    await page.waitForURL(baseUrl + '/');
    await page.getByRole('button', { name: 'Войти', exact: true }).first().waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('linked accounts', () => {
  it('links the OpenID provider through its popup from the Basic settings page', async () => {
    const { context } = await newMemberContext(browser);
    const { page, errors } = await openPage(context);
    await visit(page, baseUrl + '/settings/main');
    const row = page.locator('[data-provider="oidc"]');
    await row.getByText('Не привязан').waitFor();
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Привязать OpenID' }).click();
    // The popup visits the provider, comes back to the callback, tells this page and closes.
    await (await popup).waitForEvent('close');
    await page.getByText('Аккаунт успешно привязан').waitFor();
    await row.getByText('Привязан: Вера в Keycloak').waitFor();
    await page.getByRole('button', { name: 'Отвязать OpenID' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('axe-core, in both themes,', () => {
  it('finds nothing on the Basic and Security settings pages', async () => {
    const { context } = await newMemberContext(browser);
    const { page } = await openPage(context);
    await visit(page, baseUrl + '/settings/main');
    await page.waitForLoadState('networkidle');
    const main = await accessibilityViolations(page);
    await visit(page, baseUrl + '/settings/security');
    await page.waitForLoadState('networkidle');
    expect({ main, security: await accessibilityViolations(page) }).toEqual({ main: [], security: [] });
    await context.close();
  });
});
