/**
 * The socket follows the session: a guest who signs in through the modal hears their private
 * channels at once, without a reload, and a chat message written to them arrives live.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { call, me } from './support/api.ts';
import { DESKTOP, joined, connectBrowser, newContext, openPage, visit } from './support/browser.ts';
import { DEMO_READER, newMemberContext, signInThroughModal, signedInContext, type Account } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
/** A new account, so no chat but this test's reaches it. */
let reader: Account;

beforeAll(async () => {
  browser = await connectBrowser();
  const registration = await newMemberContext(browser, 'Наталья Бегущая');
  reader = registration.account;
  await registration.context.close();
});
afterAll(() => browser.close());

describe('real time after signing in through the modal', () => {
  it('joins the reader’s own channel and shows a chat message written to them without a reload', async () => {
    const context = await newContext(browser, { viewport: DESKTOP });
    const { page, errors } = await openPage(context);
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (/refused/.test(message.text())) refusals.push(message.text());
    });
    await visit(page, baseUrl + '/');
    const loadedAt = await page.evaluate(() => performance.timeOrigin);

    const ownChannel = joined(page, 'user.');
    await signInThroughModal(page, reader);
    await page.getByRole('button', { name: 'Меню профиля' }).waitFor();
    await ownChannel;
    const readerId = (await me(context)).id;

    const messagesLink = page.locator('aside nav a[href="/m"]').first();
    const unreadChats = async () => Number((await messagesLink.textContent())!.replace('Сообщения', '') || 0);
    expect(await unreadChats()).toBe(0);

    const writer = await signedInContext(browser, DEMO_READER);
    const chat = await call<{ id: number }>(writer, 'POST', `/m/start/${readerId}`);
    await call(writer, 'POST', `/m/messages/${chat.id}`, { content: 'Наталья, добрый день! Можно вопрос про подготовку к полумарафону?' });

    await expect.poll(unreadChats).toBe(1);
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(loadedAt);
    expect(refusals).toEqual([]);
    expect(errors).toEqual([]);
    await writer.close();
    await context.close();
  });
});
