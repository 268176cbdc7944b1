/**
 * Signing in as a seeded demo author (README: the demo accounts). The server allows ten
 * sign-ins a minute from one address, so a file signs in once and hands the session on.
 */
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { vi } from 'vitest';
import { lastMailTo, linkIn } from '../../support/mail.ts';
import { newContext, visit } from './browser.ts';

export const DEMO_AUTHOR = { email: 'anna@demo.pero.local', password: 'pero-demo-2026' };
/** Another demo member, for a second signed-in reader. */
export const DEMO_READER = { email: 'dmitry@demo.pero.local', password: DEMO_AUTHOR.password };
/** The demo's super admin, who opens the control panel. */
export const DEMO_SUPER_ADMIN = { email: 'admin@demo.pero.local', password: DEMO_AUTHOR.password };

type DemoAccount = typeof DEMO_AUTHOR;

export async function signInAsDemoAuthor(page: Page, account: DemoAccount = DEMO_AUTHOR) {
  await page.getByRole('button', { name: 'Войти', exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Электронная почта').fill(account.email);
  await dialog.getByLabel('Пароль', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Войти', exact: true }).click();
  await page.getByRole('button', { name: 'Меню профиля' }).waitFor();
}

type SessionState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The demo author's (or another demo account's) cookies, to start signed-in contexts from. */
export async function demoAuthorSession(browser: Browser, baseUrl: string, account: DemoAccount = DEMO_AUTHOR): Promise<SessionState> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await visit(page, baseUrl + '/');
  await signInAsDemoAuthor(page, account);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** Signs a context's cookies in through the API, without a page: the sign-in form is not what such a test is about. */
export async function signInByApi(context: BrowserContext, baseUrl: string, account: DemoAccount): Promise<void> {
  await context.request.get(baseUrl + '/');
  const xsrf = decodeURIComponent((await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value);
  const login = await context.request.post(baseUrl + '/login', { data: account, headers: { 'X-XSRF-TOKEN': xsrf } });
  if (!login.ok()) throw new Error(`sign-in as ${account.email} answered ${login.status()}`);
}

export const NEW_MEMBER_PASSWORD = 'надёжный-пароль-2026';

/** Registers a new account (no picture yet) through the modal and confirms it by the letter: signed in. Answers its address. */
export async function registerAndConfirm(page: Page, baseUrl: string, dataDir: string, name = 'Вера Осторожная'): Promise<string> {
  const email = `member-${randomBytes(4).toString('hex')}@example.test`;
  await visit(page, baseUrl + '/');
  await page.getByRole('button', { name: 'Войти', exact: true }).first().click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('button', { name: 'Регистрация' }).click();
  await modal.getByLabel('Имя').fill(name);
  await modal.getByLabel('Электронная почта').fill(email);
  await modal.getByLabel('Пароль', { exact: true }).fill(NEW_MEMBER_PASSWORD);
  await modal.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await modal.getByText(`Мы отправили письмо на ${email}`).waitFor();
  const link = await vi.waitFor(async () => linkIn(await lastMailTo(dataDir, email), `${baseUrl}/email/verify/`), { timeout: 15_000, interval: 200 });
  await visit(page, link);
  await page.getByRole('button', { name: 'Меню профиля' }).waitFor();
  return email;
}
