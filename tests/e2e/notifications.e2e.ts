/**
 * Notifications in two browsers: A has a comment under a post; B replies to it. A's bell
 * counter rises live, the popover shows the reply, clicking it opens the post at the reply,
 * highlighted, and 'Mark all as read' clears the unread dots. Then axe-core on the page, the
 * open popover and the settings, in both themes.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { call, me, propsOf, savePost, writeComment, type PublishedPost } from './support/api.ts';
import { DIALOG, accessibilityViolations } from './support/axe.ts';
import { joined, connectBrowser, openPage, visit } from './support/browser.ts';
import { newMemberContext } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
/** New accounts: nobody else's writes reach their bells. */
let contextA: BrowserContext;
let contextB: BrowserContext;
let idA: number;
/** B's post, under which the two talk. */
let post: PublishedPost;
const B = { name: 'Юлия Отвечающая' };

beforeAll(async () => {
  browser = await connectBrowser();
  ({ context: contextA } = await newMemberContext(browser, 'Ольга Спрашивающая'));
  ({ context: contextB } = await newMemberContext(browser, B.name));
  idA = (await me(contextA)).id;
  // Notifications name B with the verb in B's gender.
  await call(contextB, 'POST', '/settings/profile/gender', { gender: 'female' });
  post = await savePost(contextB, { title: 'Двойное слепое исследование' });
});
afterAll(() => browser.close());

/** Everything A was notified of so far is seen: the bell starts quiet. */
const seeAll = () => call(contextA, 'POST', '/notifications/sawAll');

const bell = (page: Page) => page.getByTestId('notification-bell');

describe('notifications', () => {
  it('B replies to A’s comment: A’s bell rises live, the popover shows it, the click jumps to the reply, Mark all as read clears the dots', async () => {
    const comment = await writeComment(contextA, post.id, 'Интересно, а как это проверяли?');
    // B also likes it: a notification A will have seen but not read.
    await call(contextB, 'POST', '/like', { likeable: 'comment', id: comment.id, value: 1 });
    // The like's notification is made as its event is delivered, after the answer: seen only once it exists.
    await expect.poll(async () => (await propsOf(contextA, '/')).notSawNotifications).toBeGreaterThan(0);
    await seeAll();

    const { page, errors } = await openPage(contextA);
    const listening = joined(page, `user.${idA}`);
    await visit(page, baseUrl + '/');
    await listening;
    expect(await bell(page).getAttribute('aria-label')).toBe('Уведомления');

    const reply = await writeComment(contextB, post.id, 'Двойным слепым методом, всё в статье', comment.id);

    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('1 новое уведомление');

    await bell(page).click();
    const first = page.getByTestId('notification-list').getByTestId('notification').first();
    await expect.poll(() => first.textContent()).toContain(`${B.name} ответила на ваш комментарий`);
    expect(await first.textContent()).toContain('Двойным слепым методом');
    // Opening the popover saw everything.
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('Уведомления');

    await first.click();
    await page.waitForURL((url) => url.searchParams.get('comment') === String(reply.id));
    await page.locator(`#comment-${reply.id}[data-highlighted="true"]`).waitFor();

    // Back in the popover the reply is read; 'Mark all as read' clears the other dots.
    await bell(page).click();
    const list = page.getByTestId('notification-list');
    await list.waitFor();
    await expect.poll(() => list.getByTestId('notification').first().getAttribute('data-unread')).toBeNull();
    expect(await list.getByTestId('unread-dot').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Действия с уведомлениями' }).click();
    await page.getByRole('menuitem', { name: 'Отметить все как прочитанные' }).click();
    await expect.poll(() => list.getByTestId('unread-dot').count()).toBe(0);
    await page.getByRole('button', { name: 'Действия с уведомлениями' }).click();
    expect(await page.getByRole('menuitem', { name: 'Отметить все как прочитанные' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    expect(errors).toEqual([]);
    await page.close();
  });

  it('seeing the notifications in one tab clears the bell of the member’s other tab', async () => {
    const comment = await writeComment(contextA, post.id, 'А что с производительностью?');
    await seeAll();

    const { page: first, errors } = await openPage(contextA);
    const { page: second, errors: secondErrors } = await openPage(contextA);
    const listening = [joined(first, `user.${idA}`), joined(second, `user.${idA}`)];
    await Promise.all([visit(first, baseUrl + '/'), visit(second, baseUrl + '/')]);
    await Promise.all(listening);

    await writeComment(contextB, post.id, 'Замеры в конце статьи', comment.id);
    for (const page of [first, second]) await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('1 новое уведомление');

    // Opening the popover in the first tab sees everything; the second tab hears it.
    await bell(first).click();
    await expect.poll(() => bell(first).getAttribute('aria-label')).toBe('Уведомления');
    await expect.poll(() => bell(second).getAttribute('aria-label')).toBe('Уведомления');

    expect([...errors, ...secondErrors]).toEqual([]);
    await Promise.all([first.close(), second.close()]);
  });

  it('the post menu’s «Следить за комментариями» turns the bell on: a new comment under that post reaches the bell live', async () => {
    // A post A has not commented under, so A does not follow its comments yet.
    const quiet = await savePost(contextB, { title: 'Пост без обсуждения' });
    await seeAll();
    const { page, errors } = await openPage(contextA);
    const listening = joined(page, `user.${idA}`);
    await visit(page, baseUrl + quiet.url);
    await listening;

    await page.locator('main').getByRole('button', { name: 'Действия с постом' }).first().click();
    await page.getByRole('menuitem', { name: 'Следить за комментариями', exact: true }).click();
    await page.getByText('Сообщим о новых комментариях к посту').waitFor();

    await writeComment(contextB, quiet.id, 'Подпишусь на обсуждение, тема важная');
    await expect.poll(() => bell(page).getAttribute('aria-label')).toBe('1 новое уведомление');
    await bell(page).click();
    const first = page.getByTestId('notification-list').getByTestId('notification').first();
    await expect.poll(() => first.textContent()).toContain('пост, за которым вы следите');

    // The menu now offers the way back.
    await page.keyboard.press('Escape');
    await page.locator('main').getByRole('button', { name: 'Действия с постом' }).first().click();
    await page.getByRole('menuitem', { name: 'Не следить за комментариями', exact: true }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('axe-core finds nothing on the page, the popover and the settings, in both themes', async () => {
    // Something to list: B answers a comment of A's.
    const comment = await writeComment(contextA, post.id, 'Где почитать подробнее?');
    await writeComment(contextB, post.id, 'Ссылки в конце статьи', comment.id);
    const { page } = await openPage(contextA);
    await page.route((url) => url.origin !== baseUrl, (route) => route.abort());
    await visit(page, baseUrl + '/');
    const found: Record<string, string[]> = {};
    await bell(page).click();
    await page.getByTestId('notification-list').waitFor();
    found.popover = await accessibilityViolations(page, DIALOG);
    await page.keyboard.press('Escape');
    await visit(page, `${baseUrl}${(await me(contextA)).url}/notifications`);
    await page.waitForLoadState('networkidle');
    found.page = await accessibilityViolations(page);
    await visit(page, baseUrl + '/settings/notifications');
    found.settings = await accessibilityViolations(page);
    expect(found).toEqual({ popover: [], page: [], settings: [] });
    await page.close();
  });
});
