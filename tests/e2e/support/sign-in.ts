/**
 * Signed-in browser contexts, through the JSON calls the sign-in and registration modals make:
 * only the tests of those modals go through them. The demo accounts are the README's; a test
 * that changes what others could see of an account (its name, follows, bell, chats) uses a
 * new account of its own.
 */
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { inject, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../../src/server/seed/demo-data.ts';
import { lastMailTo, linkIn } from '../../support/mail.ts';
import { call, follow } from './api.ts';
import { DESKTOP, newContext } from './browser.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

export interface Account {
  email: string;
  password: string;
}

/** A demo member by the name of their address (README: the demo accounts). */
export const demoAccount = (name: string): Account => ({ email: `${name}@demo.pero.local`, password: DEMO_PASSWORD });

export const DEMO_AUTHOR = demoAccount('anna');
/** Another demo member, for a second signed-in reader. */
export const DEMO_READER = demoAccount('dmitry');
/** The demo's super admin, who opens the control panel. */
export const DEMO_SUPER_ADMIN = demoAccount('admin');

/** A desktop browser context (its own address, so its own sign-in budget) signed in as `account`. */
export async function signedInContext(browser: Browser, account: Account, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await newContext(browser, { viewport: DESKTOP, ...options });
  const answer = await call<{ status: string }>(context, 'POST', '/login', account);
  if (answer.status !== 'success') throw new Error(`sign-in as ${account.email} answered ${answer.status}`);
  return context;
}

/** Fills the sign-in modal and sends it, as a person does: only for tests of that modal and what follows it. */
export async function signInThroughModal(page: Page, account: Account) {
  // After a sign-out the page is new, and its button does nothing until the page is hydrated.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Войти', exact: true }).first().click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel('Электронная почта').fill(account.email);
  await modal.getByLabel('Пароль', { exact: true }).fill(account.password);
  await modal.getByRole('button', { name: 'Войти', exact: true }).click();
}

const NEW_MEMBER_PASSWORD = 'надёжный-пароль-2026';

/** Registers a new account (no picture yet) and follows its confirmation letter's link, which signs `context` in. */
async function register(context: BrowserContext, name = 'Вера Осторожная'): Promise<Account> {
  const account = { email: `member-${randomBytes(4).toString('hex')}@example.test`, password: NEW_MEMBER_PASSWORD };
  await call(context, 'POST', '/register', { name, ...account });
  // Letters are queued jobs: the link arrives shortly after the answer.
  const link = await vi.waitFor(async () => linkIn(await lastMailTo(dataDir, account.email), `${baseUrl}/email/verify/`), { timeout: 15_000, interval: 200 });
  await follow(context, link);
  return account;
}

/** A desktop browser context signed in as a new account of its own. */
export async function newMemberContext(browser: Browser, name?: string, options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; account: Account }> {
  const context = await newContext(browser, { viewport: DESKTOP, ...options });
  return { context, account: await register(context, name) };
}
