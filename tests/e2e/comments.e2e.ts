/**
 * Comments on a post page: a member comments, replies, edits the reply and deletes the
 * comment, while another signed-in member's page on the same post sees the comment arrive
 * and its deletion without reloading; the reply's address opens its thread alone,
 * highlighted; a collapsed thread opens; a long comment is cut, off screen too, and opens whole. Every post
 * and comment here is the file's own.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { savePost, writeComment } from './support/api.ts';
import { DESKTOP, joined, connectBrowser, newContext, openPage, visit } from './support/browser.ts';
import { DEMO_AUTHOR, DEMO_READER, newMemberContext, signedInContext } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser.close());

/** The comment whose own text is `text` (not an ancestor that merely contains it). */
const commentWith = (page: Page, text: string): Locator => page.locator('[data-comment-id]', { has: page.locator(':scope > div p', { hasText: text }) }).last();

/** The comment by its id, which stays when its text changes or goes. */
async function pinned(comment: Locator): Promise<Locator> {
  await comment.waitFor();
  return comment.page().locator(`[data-comment-id="${await comment.getAttribute('data-comment-id')}"]`);
}

async function openMenu(comment: Locator, item: string) {
  await comment.locator(':scope > div').first().getByRole('button', { name: 'Действия с комментарием' }).click();
  await comment.page().getByRole('menuitem', { name: item, exact: true }).click();
}

describe('comments', () => {
  it('comment, reply, edit and delete, seen live by another signed-in reader', async () => {
    const member = await signedInContext(browser, DEMO_AUTHOR);
    const reader = await signedInContext(browser, DEMO_READER);
    const guest = await newContext(browser, { viewport: DESKTOP });
    const post = await savePost(member, { title: 'Разбор, который обсуждают' });

    const { page, errors } = await openPage(member);
    const { page: watcher, errors: watcherErrors } = await openPage(reader);
    const listening = joined(watcher, `new-comment-in-post.${post.id}`);
    await Promise.all([visit(page, baseUrl + post.url + '#comments'), visit(watcher, baseUrl + post.url)]);
    await listening;
    await watcher.locator('#comments').getByRole('textbox', { name: 'Текст комментария' }).first().waitFor();

    const stamp = Date.now().toString(36);
    const text = `Отличный разбор, спасибо! ${stamp}`;
    const form = page.locator('#comments').getByRole('textbox', { name: 'Текст комментария' }).first();
    await form.fill(text);
    await page.locator('#comments').getByRole('button', { name: 'Отправить' }).click();
    const root = await pinned(commentWith(page, text));
    // The comment may come by its push a moment before the answer that empties the form.
    await expect.poll(() => form.inputValue()).toBe('');
    await commentWith(watcher, text).waitFor();

    await root.getByRole('button', { name: 'Ответить' }).first().click();
    await root.getByRole('textbox', { name: 'Текст комментария' }).fill(`Дополню: ${stamp}`);
    await root.getByRole('button', { name: 'Отправить' }).click();
    const reply = await pinned(commentWith(page, `Дополню: ${stamp}`));

    await openMenu(reply, 'Редактировать');
    await reply.getByRole('textbox', { name: 'Текст комментария' }).fill(`Исправлено: ${stamp}`);
    await reply.getByRole('button', { name: 'Сохранить' }).click();
    await reply.getByText(`Исправлено: ${stamp}`).waitFor();

    // The reply's address opens its thread alone, scrolled to it and highlighted.
    const { page: single, errors: singleErrors } = await openPage(guest);
    await visit(single, `${baseUrl}${post.url}?comment=${await reply.getAttribute('data-comment-id')}`);
    await single.getByRole('link', { name: /Показать все \d+ коммент/ }).waitFor();
    // 'Read more' beside it leads to the whole discussion too (spec 1 §2).
    expect(await single.getByRole('link', { name: 'Читать дальше', exact: true }).getAttribute('href')).toBe(`${post.url}#comments`);
    await single.locator(`[data-comment-id="${await reply.getAttribute('data-comment-id')}"][data-highlighted="true"]`).waitFor();
    expect(await single.locator('#comments > div [data-comment-id]').count()).toBe(2);
    expect(singleErrors).toEqual([]);

    await openMenu(root, 'Удалить');
    await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
    await root.locator(':scope > div').getByText('Комментарий удалён').waitFor();
    await watcher.getByText('Комментарий удалён').first().waitFor();
    // The reply stays under the deleted comment.
    await reply.getByText(`Исправлено: ${stamp}`).waitFor();

    expect(errors).toEqual([]);
    expect(watcherErrors).toEqual([]);
    await Promise.all([member.close(), reader.close(), guest.close()]);
  });

  it("keeps the «Комментарии N» heading and the post's counter true for every reader: others' comments, replies, deletions", async () => {
    const author = await signedInContext(browser, DEMO_AUTHOR);
    const reader = await signedInContext(browser, DEMO_READER);
    // A post of the signed-in author, who may remove branches under it.
    const post = await savePost(author, { title: 'Пост со счётчиком комментариев' });

    const { page, errors } = await openPage(author);
    const { page: watcher, errors: watcherErrors } = await openPage(reader);
    const listening = [joined(page, `new-comment-in-post.${post.id}`), joined(watcher, `deleted-comment-in-post.${post.id}`)];
    await Promise.all([visit(page, baseUrl + post.url), visit(watcher, baseUrl + post.url)]);
    await Promise.all(listening);

    /** Both pages' heading, and the counter under the post, say `count`. */
    const counted = async (count: number) => {
      for (const each of [page, watcher]) {
        await each.locator('#comments-title').filter({ hasText: new RegExp(`^Комментарии${count > 0 ? count : ''}$`) }).waitFor();
        if (count > 0) await each.locator('article footer a[href="#comments"] span[aria-hidden="true"]').filter({ hasText: new RegExp(`^${count}$`) }).waitFor();
      }
    };
    await counted(0);

    // Another reader's comment.
    const stamp = Date.now().toString(36);
    await watcher.locator('#comments').getByRole('textbox', { name: 'Текст комментария' }).first().fill(`Вопрос к автору ${stamp}`);
    await watcher.locator('#comments').getByRole('button', { name: 'Отправить' }).click();
    await counted(1);

    // A reply, here the author's own.
    const root = await pinned(commentWith(page, `Вопрос к автору ${stamp}`));
    await root.getByRole('button', { name: 'Ответить' }).first().click();
    await root.getByRole('textbox', { name: 'Текст комментария' }).fill(`Отвечаю ${stamp}`);
    await root.getByRole('button', { name: 'Отправить' }).click();
    const reply = await pinned(commentWith(page, `Отвечаю ${stamp}`));
    await counted(2);

    // A deletion: the reply stays as a placeholder, uncounted.
    await openMenu(reply, 'Удалить');
    await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
    await counted(1);

    // A branch deletion: the comment and its replies leave.
    const rootId = await root.getAttribute('data-comment-id');
    await openMenu(root, 'Удалить ветку');
    await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
    await root.waitFor({ state: 'detached' });
    await watcher.locator(`[data-comment-id="${rootId}"]`).waitFor({ state: 'detached' });
    await counted(0);

    expect(errors).toEqual([]);
    expect(watcherErrors).toEqual([]);
    await Promise.all([author.close(), reader.close()]);
  });

  it('says «Комментарий удалён» and «Ветка удалена» when the deletion is done', async () => {
    const author = await signedInContext(browser, DEMO_AUTHOR);
    const post = await savePost(author, { title: 'Пост, где удаляют ветку' });
    const { page, errors } = await openPage(author);
    await visit(page, baseUrl + post.url + '#comments');

    const stamp = Date.now().toString(36);
    await page.locator('#comments').getByRole('textbox', { name: 'Текст комментария' }).first().fill(`Начало ветки ${stamp}`);
    await page.locator('#comments').getByRole('button', { name: 'Отправить' }).click();
    const root = await pinned(commentWith(page, `Начало ветки ${stamp}`));
    await root.getByRole('button', { name: 'Ответить' }).first().click();
    await root.getByRole('textbox', { name: 'Текст комментария' }).fill(`Продолжение ${stamp}`);
    await root.getByRole('button', { name: 'Отправить' }).click();
    const reply = await pinned(commentWith(page, `Продолжение ${stamp}`));

    await openMenu(reply, 'Удалить');
    await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
    await page.getByRole('status').getByText('Комментарий удалён', { exact: true }).waitFor();

    await openMenu(root, 'Удалить ветку');
    await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
    await page.getByRole('status').getByText('Ветка удалена', { exact: true }).waitFor();
    await root.waitFor({ state: 'detached' });

    expect(errors).toEqual([]);
    await author.close();
  });

  it('cuts a long comment, below the fold too, and opens it whole', async () => {
    const member = await signedInContext(browser, DEMO_AUTHOR);
    const post = await savePost(member, { title: 'Пост с длинным комментарием' });
    const lines = Array.from({ length: 16 }, (_, line) => `Строка ${line + 1} длинного комментария.`);
    await writeComment(member, post.id, lines.join('\n'));
    for (let other = 0; other < 6; other++) await writeComment(member, post.id, `Короткий комментарий ${other + 1}.`);
    const guest = await newContext(browser, { viewport: { width: 390, height: 600 } });
    const { page, errors } = await openPage(guest);
    await visit(page, baseUrl + post.url);
    const long = commentWith(page, 'Строка 16');
    await long.scrollIntoViewIfNeeded();
    const open = long.getByRole('button', { name: 'Читать полностью' });
    await open.click();
    await long.getByRole('button', { name: 'Свернуть' }).waitFor();
    expect(await long.getByText('Строка 16 длинного комментария.').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await guest.close();
    await member.close();
  });

  it('opens a collapsed thread of a discussion', async () => {
    const [author, reader] = await Promise.all([signedInContext(browser, DEMO_AUTHOR), signedInContext(browser, DEMO_READER)]);
    const post = await savePost(author, { title: 'Пост с обсуждением в три уровня' });
    const root = await writeComment(reader, post.id, 'С чего всё началось');
    const reply = await writeComment(author, post.id, 'Ответ, на который ответили', root.id);
    await writeComment(reader, post.id, 'Ответ на ответ', reply.id);
    await Promise.all([author.close(), reader.close()]);

    const guest = await newContext(browser, { viewport: DESKTOP });
    const { page, errors } = await openPage(guest);
    await visit(page, baseUrl + post.url);
    // A reply with replies of its own starts collapsed: its toggle names how many there are.
    const toggle = page.locator('#comments').getByRole('button', { name: /^Показать \d+ ответ/ }).first();
    await toggle.waitFor();
    // Pinned by id: once opened, the toggle is gone and the first toggle is another comment's.
    const comment = await pinned(toggle.locator('xpath=ancestor::*[@data-comment-id][1]'));
    expect(await comment.locator('[data-comment-id]').count()).toBe(0);
    await toggle.click();
    await comment.locator('[data-comment-id]').first().waitFor();
    await comment.getByRole('button', { name: 'Скрыть ответы' }).first().waitFor();
    expect(errors).toEqual([]);
    await guest.close();
  });
});

describe('closing a blog to a commenter', () => {
  it("lets the blog's author close comments there to a commenter from the comment's menu", async () => {
    const author = await signedInContext(browser, DEMO_AUTHOR);
    // A post in the author's blog (no community), and a newcomer's comment, which the ban touches alone.
    const post = await savePost(author, { title: 'Пост в блоге автора' });
    const { context: commenter } = await newMemberContext(browser, 'Грубый Комментатор');
    const rude = await writeComment(commenter, post.id, 'Автор ничего не понимает');
    await commenter.close();

    const { page, errors } = await openPage(author);
    await visit(page, `${baseUrl}${post.url}?comment=${rude.id}`);
    await openMenu(page.locator(`[data-comment-id="${rude.id}"]`), 'Закрыть комментарии в блоге');
    const dialog = page.getByRole('dialog', { name: 'Закрыть комментарии в блоге' });
    await dialog.getByLabel('Причина').fill('Грубит в каждом обсуждении');
    await dialog.getByRole('button', { name: 'Забанить' }).click();
    await page.getByText('Автор больше не сможет комментировать ваш блог', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await author.close();
  });
});
