/**
 * The socket follows the session: a guest who signs in through the modal hears their private
 * channels at once, without a reload, and a chat message written to them arrives live.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, joined, launchBrowser, newContext, openPage, visit } from './support/browser.ts';
import { DEMO_AUTHOR, signInAsDemoAuthor, signInByApi } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const READER = { email: 'natalia@demo.pero.local', password: DEMO_AUTHOR.password };
const WRITER = { email: 'olga@demo.pero.local', password: DEMO_AUTHOR.password };

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
    await signInAsDemoAuthor(page, READER);
    await ownChannel;
    const readerId = await page.evaluate(async () => {
      const { version } = JSON.parse(document.querySelector('script[data-page="app"]')!.textContent!) as { version: string };
      const answer = await fetch('/', { headers: { 'X-Inertia': 'true', 'X-Inertia-Version': version } });
      return ((await answer.json()) as { props: { auth: { user: { id: number } } } }).props.auth.user.id;
    });

    const messagesLink = page.locator('aside nav a[href="/m"]').first();
    const unreadChats = async () => Number((await messagesLink.textContent())!.replace('Сообщения', '') || 0);
    const unreadBefore = await unreadChats();

    const writer = await newContext(browser, { viewport: DESKTOP });
    await signInByApi(writer, baseUrl, WRITER);
    const xsrf = decodeURIComponent((await writer.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value);
    const started = await writer.request.post(`${baseUrl}/m/start/${readerId}`, { headers: { 'X-XSRF-TOKEN': xsrf } });
    expect(started.ok()).toBe(true);
    const chat = (await started.json()) as { id: number };
    const sent = await writer.request.post(`${baseUrl}/m/messages/${chat.id}`, { data: { content: 'Наталья, добрый день! Можно вопрос про подготовку к полумарафону?' }, headers: { 'X-XSRF-TOKEN': xsrf } });
    expect(sent.ok()).toBe(true);

    await expect.poll(unreadChats, { timeout: 10_000 }).toBe(unreadBefore + 1);
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(loadedAt);
    expect(refusals).toEqual([]);
    expect(errors).toEqual([]);
    await writer.close();
    await context.close();
  });
});
