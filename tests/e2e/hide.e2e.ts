/**
 * Hiding a post from the feed: the post menu's Hide opens the hide modal; hiding the post
 * removes its card at once with the notice, and the server's rules keep it out of the feed
 * after a reload. Signed in as a demo reader other browser tests do not use.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { DESKTOP, launchBrowser, newContext, openPage, visit } from './support/browser.ts';
import { DEMO_AUTHOR } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');
const READER = { email: 'yulia@demo.pero.local', password: DEMO_AUTHOR.password };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function signIn(context: BrowserContext): Promise<number> {
  await context.request.get(baseUrl + '/');
  const xsrf = decodeURIComponent((await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value);
  const login = await context.request.post(baseUrl + '/login', { data: READER, headers: { 'X-XSRF-TOKEN': xsrf } });
  expect(login.ok()).toBe(true);
  const page = await (await context.request.get(baseUrl + '/new', { headers: { 'X-Inertia': 'true' } })).json();
  return page.props.auth.user.id as number;
}

interface Card {
  id: number;
  title: string;
  user: { id: number };
}

describe('hiding a post', () => {
  it('hides a post from the feed: its card leaves with the notice and stays away after a reload', async () => {
    const context = await newContext(browser, { viewport: DESKTOP });
    const readerId = await signIn(context);
    const feed = await (await context.request.get(baseUrl + '/new', { headers: { accept: 'application/json' } })).json();
    const target = (feed.data as Card[]).find((post) => post.user.id !== readerId && post.title !== '')!;

    const { page, errors } = await openPage(context);
    await visit(page, baseUrl + '/new');
    const card = page.locator('article').filter({ has: page.getByRole('link', { name: target.title, exact: true }) });
    await card.getByRole('button', { name: 'Действия с постом' }).click();
    await page.getByRole('menuitem', { name: 'Скрыть' }).click();
    const dialog = page.getByRole('dialog');
    // The post is the modal's default choice.
    expect(await dialog.getByRole('radio', { name: 'Скрыть этот пост' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Скрыть', exact: true }).click();
    await page.getByText('Пост скрыт', { exact: true }).waitFor();
    await expect.poll(() => card.count()).toBe(0);

    await visit(page, baseUrl + '/new');
    await page.locator('article').first().waitFor();
    expect(await page.locator('article').filter({ has: page.getByRole('link', { name: target.title, exact: true }) }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

interface CardWithOwner extends Card {
  user: { id: number; url: string };
  category: { url: string } | null;
}

describe('blocking from a profile', () => {
  it("blocks and unblocks a blog from its page, and hides and returns a topic's posts from the topic's page, each with its notice", async () => {
    const context = await newContext(browser, { viewport: DESKTOP });
    const readerId = await signIn(context);
    const feed = await (await context.request.get(baseUrl + '/new', { headers: { accept: 'application/json' } })).json();
    const target = (feed.data as CardWithOwner[]).find((post) => post.user.id !== readerId && post.category !== null)!;
    const { page, errors } = await openPage(context);

    await visit(page, baseUrl + target.user.url);
    const header = page.locator('section[aria-labelledby="profile-name"]');
    await header.getByRole('button', { name: /^Заблокировать / }).click();
    await page.getByText('Пользователь заблокирован', { exact: true }).waitFor();
    await header.getByRole('button', { name: 'Разблокировать', exact: true }).click();
    await page.getByText('Пользователь разблокирован', { exact: true }).waitFor();
    await header.getByRole('button', { name: /^Заблокировать / }).waitFor();

    await visit(page, baseUrl + target.category!.url);
    await header.getByRole('button', { name: /^Скрыть посты темы / }).click();
    await page.getByText('Посты из темы скрыты из лент', { exact: true }).waitFor();
    await visit(page, baseUrl + target.category!.url);
    await header.getByRole('button', { name: 'Вернуть в ленты', exact: true }).click();
    await page.getByText('Посты из темы вернутся в ленты', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
