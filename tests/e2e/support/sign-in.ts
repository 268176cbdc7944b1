/**
 * Signing in as a seeded demo author (README: the demo accounts). The server allows ten
 * sign-ins a minute from one address, so a file signs in once and hands the session on.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { visit } from './browser.ts';

export const DEMO_AUTHOR = { email: 'anna@demo.pero.local', password: 'pero-demo-2026' };

export async function signInAsDemoAuthor(page: Page) {
  await page.getByRole('button', { name: 'Войти', exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Электронная почта').fill(DEMO_AUTHOR.email);
  await dialog.getByLabel('Пароль', { exact: true }).fill(DEMO_AUTHOR.password);
  await dialog.getByRole('button', { name: 'Войти', exact: true }).click();
  await page.getByRole('button', { name: 'Меню профиля' }).waitFor();
}

type SessionState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The demo author's cookies, to start signed-in contexts from. */
export async function demoAuthorSession(browser: Browser, baseUrl: string): Promise<SessionState> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await visit(page, baseUrl + '/');
  await signInAsDemoAuthor(page);
  const state = await context.storageState();
  await context.close();
  return state;
}
