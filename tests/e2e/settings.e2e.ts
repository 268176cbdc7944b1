/**
 * The settings pages in a browser: a member renames their blog and changes its nickname (the
 * old address then leads to the new one), and blocks a word from a post's title, after which
 * that post is gone from Popular. The member is a new account: a rename changes how a member
 * shows everywhere, and other files list and sign in as the demo members meanwhile.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { me, readJson } from './support/api.ts';
import { connectBrowser, openPage, visit } from './support/browser.ts';
import { newMemberContext } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser.close());

interface Card {
  id: number;
  title: string;
  user: { id: number };
}

/** The longest word of a title: a whole word the keyword filter will match. */
const wordOf = (title: string) => [...title.matchAll(/[\p{L}]+/gu)].map((match) => match[0]).sort((a, b) => b.length - a.length)[0]!;

describe('settings', () => {
  it('renames the blog and changes its nickname; the old address leads to the new one', async () => {
    const { context } = await newMemberContext(browser, 'Игорь Новичков');
    const member = await me(context);
    const { page, errors } = await openPage(context);
    await visit(page, baseUrl + '/settings/profile');

    const nameForm = page.locator('form').filter({ has: page.getByLabel('Имя', { exact: true }) });
    await page.getByLabel('Имя', { exact: true }).fill('Игорь Сокол');
    await page.getByText('Осталось символов: 19').waitFor();
    await nameForm.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Имя изменено').waitFor();
    await expect.poll(() => page.getByLabel('Имя', { exact: true }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Изменить' }).click();
    const dialog = page.getByRole('dialog', { name: 'Никнейм' });
    const slug = `sokol_${member.id}`;
    await dialog.getByRole('textbox').fill(slug);
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Никнейм изменён').waitFor();
    await page.getByText(`@${slug}`).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Изменить' }).isDisabled()).toBe(true);

    await visit(page, `${baseUrl}/${member.slug}`);
    expect(new URL(page.url()).pathname).toBe(`/${slug}`);
    await page.getByRole('heading', { name: 'Игорь Сокол' }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('blocks a word, and the post with it leaves Popular', async () => {
    const { context } = await newMemberContext(browser, 'Игорь Новичков');
    const member = await me(context);
    const feed = await readJson<{ data: Card[] }>(context, '/popular');
    const target = feed.data.find((post) => post.user.id !== member.id && post.title !== '')!;
    const keyword = wordOf(target.title).toLowerCase();

    const { page, errors } = await openPage(context);
    const card = page.locator('article').filter({ has: page.getByRole('link', { name: target.title, exact: true }) });
    await visit(page, baseUrl + '/popular');
    await card.first().waitFor();

    await visit(page, baseUrl + '/settings/feed');
    await page.getByPlaceholder('Слово, фраза или #хештег').fill(keyword);
    await page.getByRole('button', { name: 'Добавить', exact: true }).click();
    await page.getByTestId('blocked-keywords').getByText(keyword, { exact: true }).waitFor();
    // A second time is refused with the spec's message.
    await page.getByPlaceholder('Слово, фраза или #хештег').fill(keyword.toUpperCase());
    await page.getByRole('button', { name: 'Добавить', exact: true }).click();
    await page.getByText('Хештег или слово уже в чёрном списке').waitFor();

    await visit(page, baseUrl + '/popular');
    await page.locator('article').first().waitFor();
    expect(await card.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
