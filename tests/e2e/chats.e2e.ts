/**
 * Chats in two browsers: A starts a chat from B's page and writes; B, on the chat list, sees the
 * badge and the chat come up live, opens it and answers in two lines (Shift+Enter) while A
 * sees B typing, the answer arriving and the read ticks; A's chat list then leads with it.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { me } from './support/api.ts';
import { DESKTOP, joined, connectBrowser, newContext, openPage, visit } from './support/browser.ts';
import { newMemberContext } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser.close());

/** New accounts: no chats yet, and nobody else writes to them. */
const A = { name: 'Антон Пишущий' };
const B = { name: 'Борис Отвечающий' };

const messagesBadge = (page: Page) => page.locator('aside nav a[href="/m"]').first();
const composer = (page: Page) => page.locator('textarea[data-composer]');
const bubble = (page: Page, text: string) => page.locator('[data-message-id]', { hasText: text });

describe('chats', () => {
  it('A writes to B, B sees it live and answers in two lines, A sees the answer and the read ticks', async () => {
    const { context: contextA } = await newMemberContext(browser, A.name);
    const { context: contextB } = await newMemberContext(browser, B.name);
    const { id: idB, url: urlB } = await me(contextB);
    const { page: listB, errors: errorsB } = await openPage(contextB);

    // B waits on the chat list, joined to their own channel.
    const listening = joined(listB, `user.${idB}`);
    await visit(listB, baseUrl + '/m');
    await listening;
    expect(await messagesBadge(listB).textContent()).toBe('Сообщения');

    // A opens B's page and presses "Написать": the chat is created and opens.
    const { page: pageA, errors: errorsA } = await openPage(contextA);
    const inChatA = joined(pageA, 'chat.');
    await visit(pageA, baseUrl + urlB);
    await pageA.locator('main').getByRole('button', { name: 'Написать', exact: true }).click();
    await pageA.waitForURL(/\/m\/\d+$/);
    await inChatA;
    const chat = { id: Number(new URL(pageA.url()).pathname.split('/').pop()), url: new URL(pageA.url()).pathname };
    await expect.poll(() => pageA.locator('h1').textContent()).toBe(B.name);
    expect(await pageA.locator('[data-send]').isDisabled()).toBe(true);
    await composer(pageA).fill('   ');
    expect(await pageA.locator('[data-send]').isDisabled()).toBe(true);
    await composer(pageA).fill('Сергей, привет! Есть минутка обсудить найм?');
    await composer(pageA).press('Enter');
    await bubble(pageA, 'Есть минутка').waitFor();
    await expect.poll(() => composer(pageA).inputValue()).toBe('');

    // B's badge and list follow without a reload: the new chat leads with one unread message.
    await expect.poll(() => messagesBadge(listB).textContent()).toBe('Сообщения1');
    const first = listB.locator('[data-chat-list] li').first();
    await expect.poll(() => first.textContent()).toContain(A.name);
    expect(await first.locator('[data-unread]').getAttribute('data-unread')).toBe('1');

    // B opens the chat: it is marked read, so A's message gets its second tick live.
    const { page: pageB, errors: errorsB2 } = await openPage(contextB);
    const inChatB = joined(pageB, `chat.${chat.id}`);
    await visit(pageB, baseUrl + chat.url);
    await inChatB;
    await bubble(pageB, 'Есть минутка').waitFor();
    await expect.poll(() => bubble(pageA, 'Есть минутка').locator('[data-read]').getAttribute('data-read')).toBe('true');
    await expect.poll(() => messagesBadge(pageB).textContent()).toBe('Сообщения');

    // B answers in two lines; A sees B typing, then the answer, as sent.
    await composer(pageB).click();
    await pageB.keyboard.type('Привет! Да, конечно.');
    await expect.poll(() => pageA.locator('[data-typing]').textContent()).toBe(`${B.name} печатает…`);
    await pageB.keyboard.press('Shift+Enter');
    await pageB.keyboard.type('Давай в четыре?');
    expect(await composer(pageB).inputValue()).toBe('Привет! Да, конечно.\nДавай в четыре?');
    await pageB.keyboard.press('Enter');
    const answer = bubble(pageA, 'Давай в четыре?');
    await answer.waitFor({ timeout: 5000 });
    expect(await answer.locator('p').innerText()).toBe('Привет! Да, конечно.\nДавай в четыре?');
    await expect.poll(() => pageA.locator('[data-typing]').textContent()).toBe('');
    // A has the chat open, so the answer is read at once: B's message shows two ticks.
    await expect.poll(() => bubble(pageB, 'Давай в четыре?').locator('[data-read]').getAttribute('data-read')).toBe('true');

    // A's chat list leads with this chat and its last message.
    await visit(pageA, baseUrl + '/m');
    const top = pageA.locator('[data-chat-list] li').first();
    expect(await top.textContent()).toContain(B.name);
    expect(await top.textContent()).toContain('Давай в четыре?');

    expect(errorsA).toEqual([]);
    expect(errorsB).toEqual([]);
    expect(errorsB2).toEqual([]);
    await contextA.close();
    await contextB.close();
  });

  it('sends a guest to sign in', async () => {
    const context = await newContext(browser, { viewport: DESKTOP });
    const { page, errors } = await openPage(context);
    const response = await visit(page, baseUrl + '/m');
    const url = new URL(page.url());
    expect(url.pathname + url.search).toBe('/?login');
    expect(response?.status()).toBe(200);
    expect(errors).toEqual([]);
    await context.close();
  });
});
