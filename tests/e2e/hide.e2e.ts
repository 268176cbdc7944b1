/**
 * Hiding a post from the feed: the post menu's Hide opens the hide modal; hiding the post
 * removes its card at once with the notice, and the server's rules keep it out of the feed
 * after a reload. The reader is a new account, whose hidden posts and blocks touch nobody
 * else; the post is the file's own, in a community.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { communityId, me, savePost } from './support/api.ts';
import { connectBrowser, openPage, visit } from './support/browser.ts';
import { DEMO_AUTHOR, newMemberContext, signedInContext } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');
const COMMUNITY = 'technology';
const TITLE = 'Пост, который скроют из ленты';
let browser: Browser;
let authorUrl: string;

beforeAll(async () => {
  browser = await connectBrowser();
  const author = await signedInContext(browser, DEMO_AUTHOR);
  await savePost(author, { title: TITLE, category_id: await communityId(author, COMMUNITY) });
  authorUrl = (await me(author)).url;
  await author.close();
});
afterAll(() => browser.close());

describe('hiding a post', () => {
  it('hides a post from the feed: its card leaves with the notice and stays away after a reload', async () => {
    const { context } = await newMemberContext(browser);
    const { page, errors } = await openPage(context);
    await visit(page, baseUrl + '/new');
    const card = page.locator('article').filter({ has: page.getByRole('link', { name: TITLE, exact: true }) });
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
    expect(await card.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('blocking from a profile', () => {
  it("blocks and unblocks a blog from its page, and hides and returns a topic's posts from the topic's page, each with its notice", async () => {
    const { context } = await newMemberContext(browser);
    const { page, errors } = await openPage(context);

    await visit(page, baseUrl + authorUrl);
    const header = page.locator('section[aria-labelledby="profile-name"]');
    await header.getByRole('button', { name: /^Заблокировать / }).click();
    await page.getByText('Пользователь заблокирован', { exact: true }).waitFor();
    await header.getByRole('button', { name: 'Разблокировать', exact: true }).click();
    await page.getByText('Пользователь разблокирован', { exact: true }).waitFor();
    await header.getByRole('button', { name: /^Заблокировать / }).waitFor();

    await visit(page, `${baseUrl}/${COMMUNITY}`);
    await header.getByRole('button', { name: /^Скрыть посты темы / }).click();
    await page.getByText('Посты из темы скрыты из лент', { exact: true }).waitFor();
    await visit(page, `${baseUrl}/${COMMUNITY}`);
    await header.getByRole('button', { name: 'Вернуть в ленты', exact: true }).click();
    await page.getByText('Посты из темы вернутся в ленты', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
