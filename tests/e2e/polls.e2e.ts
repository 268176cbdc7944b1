/**
 * Polls as people meet them: an author adds a poll in the editor and publishes it; a reader votes
 * on the post's page and sees the results, while the author's open page follows without a reload;
 * the author closes it and the reader's page follows; the reader's feed card shows the counts with
 * their choice marked. The poll passes axe in both themes.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { me } from './support/api.ts';
import { accessibilityViolations } from './support/axe.ts';
import { joined, connectBrowser, openPage, visit, PHONE } from './support/browser.ts';
import { addBlock, openNewPost, publish, startNextBlock } from './support/editor.ts';
import { DEMO_AUTHOR, DEMO_READER, signedInContext } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser.close());

describe('polls', () => {
  it('is written in the editor, voted on in the post, followed live, and shown in the feed card', async () => {
    const title = `Опрос о кофе ${Date.now().toString(36)}`;
    const author = await signedInContext(browser, DEMO_AUTHOR);
    const { page: writing, errors: authorErrors } = await openPage(author);
    await visit(writing, baseUrl + '/');
    const editor = await openNewPost(writing);
    await writing.keyboard.type(title);
    await startNextBlock(writing, editor);
    await addBlock(writing, 'Опрос');
    const poll = editor.locator('.pero-poll');
    await poll.getByLabel('О чём спросить читателей?').fill('Сколько чашек кофе в день?');
    await poll.getByLabel('Вариант 1', { exact: true }).fill('Ни одной');
    await poll.getByLabel('Вариант 2', { exact: true }).fill('Одна-две');
    await poll.getByRole('button', { name: 'Добавить вариант' }).click();
    await poll.getByLabel('Вариант 3', { exact: true }).fill('Больше трёх');
    await publish(writing, editor, title);
    const url = new URL(writing.url()).pathname;
    const id = Number(/\/(\d+)-/.exec(url)![1]);

    const authorsPoll = writing.getByRole('region', { name: 'Сколько чашек кофе в день?' });
    await authorsPoll.getByText('Пока никто не голосовал').waitFor();

    const reader = await signedInContext(browser, DEMO_READER);
    const { page, errors } = await openPage(reader);
    const listening = joined(writing, `likes.post.${id}`);
    await writing.reload();
    await listening;
    await visit(page, baseUrl + url);
    const section = page.getByRole('region', { name: 'Сколько чашек кофе в день?' });
    await section.getByRole('radio', { name: /Одна-две/ }).check();
    expect(await accessibilityViolations(page, ['section[aria-labelledby^="poll-"]'])).toEqual([]);
    await section.getByRole('button', { name: 'Проголосовать' }).click();
    await section.getByText('Ваш выбор').waitFor();
    await expect.poll(() => section.getByRole('listitem').allTextContents()).toEqual(['Ни одной0%', 'Одна-двеВаш выбор100%', 'Больше трёх0%']);
    expect(await accessibilityViolations(page, ['section[aria-labelledby^="poll-"]'])).toEqual([]);

    // The author's page, open all along, counts the vote; the author closes the poll there.
    await authorsPoll.getByText('1 голос').waitFor();
    await authorsPoll.getByRole('button', { name: 'Завершить опрос' }).click();
    await writing.getByRole('dialog', { name: 'Завершить опрос?' }).getByRole('button', { name: 'Завершить', exact: true }).click();
    await authorsPoll.getByText('Опрос завершён').waitFor();
    await section.getByText('Опрос завершён').waitFor();
    expect(await section.getByRole('button', { name: 'Изменить голос' }).count()).toBe(0);

    // The author's blog, as the reader sees it: the card shows the results and the reader's choice.
    await page.setViewportSize(PHONE);
    await visit(page, baseUrl + (await me(author)).url);
    const card = page.getByRole('article').filter({ hasText: title });
    const cardPoll = card.getByRole('region', { name: 'Сколько чашек кофе в день?' });
    await cardPoll.getByText('Ваш выбор').waitFor();
    expect(await cardPoll.getByText('100%').count()).toBe(1);
    expect(await accessibilityViolations(page, ['article section[aria-labelledby^="poll-"]'])).toEqual([]);

    expect(errors).toEqual([]);
    expect(authorErrors).toEqual([]);
    await Promise.all([author.close(), reader.close()]);
  });
});
