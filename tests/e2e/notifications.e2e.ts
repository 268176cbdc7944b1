/**
 * Notifications in two browsers: A has a comment under a post; B replies to it. A's bell
 * counter rises live, the popover shows the reply, clicking it opens the post at the reply,
 * highlighted, and 'Mark all as read' clears the unread dots. Then axe-core on the page, the
 * open popover and the settings, in both themes.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, joined, launchBrowser, newContext, openPage, visit } from './support/browser.ts';
import { DEMO_AUTHOR } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const A = { email: 'olga@demo.pero.local' };
const B = { email: 'yulia@demo.pero.local', name: 'Юлия Васильева' };

async function signedIn(email: string): Promise<BrowserContext> {
  const context = await newContext(browser, { viewport: DESKTOP });
  await context.request.get(baseUrl + '/');
  const login = await context.request.post(baseUrl + '/login', { data: { email, password: DEMO_AUTHOR.password }, headers: { 'X-XSRF-TOKEN': await xsrf(context) } });
  expect(login.ok()).toBe(true);
  return context;
}

async function xsrf(context: BrowserContext): Promise<string> {
  return decodeURIComponent((await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value);
}

async function writeComment(context: BrowserContext, body: object): Promise<{ id: number }> {
  const res = await context.request.post(baseUrl + '/comments', { data: body, headers: { 'X-XSRF-TOKEN': await xsrf(context), Accept: 'application/json' } });
  expect(res.ok()).toBe(true);
  return res.json();
}

async function me(page: Page): Promise<{ id: number }> {
  return page.evaluate(() => JSON.parse(document.querySelector('script[data-page="app"]')!.textContent!).props.auth.user as { id: number });
}

const bell = (page: Page) => page.getByTestId('notification-bell');

describe('notifications', () => {
  it('B replies to A’s comment: A’s bell rises live, the popover shows it, the click jumps to the reply, Mark all as read clears the dots', async () => {
    const contextA = await signedIn(A.email);
    const contextB = await signedIn(B.email);

    // A comments under the newest post (not theirs is fine; their own comment is what B answers).
    const newest = await contextA.request.get(baseUrl + '/new', { headers: { Accept: 'application/json' } });
    const post = ((await newest.json()) as { data: Array<{ id: number }> }).data[0]!;
    const comment = await writeComment(contextA, { comment: 'Интересно, а как это проверяли?', post_id: post.id });
    // B also likes it: a notification A will have seen but not read.
    const liked = await contextB.request.post(baseUrl + '/like', { data: { likeable: 'comment', id: comment.id, value: 1 }, headers: { 'X-XSRF-TOKEN': await xsrf(contextB), Accept: 'application/json' } });
    expect(liked.ok()).toBe(true);

    const { page, errors } = await openPage(contextA);
    await visit(page, baseUrl + '/');
    const { id } = await me(page);
    // Start from a quiet bell: everything the seed left is seen.
    await page.evaluate(async () => {
      const token = decodeURIComponent(document.cookie.split('; ').find((part) => part.startsWith('XSRF-TOKEN='))!.split('=')[1]!);
      await fetch('/notifications/sawAll', { method: 'POST', headers: { 'X-XSRF-TOKEN': token, Accept: 'application/json' } });
    });
    const listening = joined(page, `user.${id}`);
    await visit(page, baseUrl + '/');
    await listening;
    expect(await bell(page).getAttribute('aria-label')).toBe('Уведомления');

    const reply = await writeComment(contextB, { comment: 'Двойным слепым методом, всё в статье', post_id: post.id, parent_id: comment.id });

    await expect.poll(() => bell(page).getAttribute('aria-label'), { timeout: 5000 }).toBe('1 новое уведомление');

    await bell(page).click();
    const first = page.getByTestId('notification-list').getByTestId('notification').first();
    await expect.poll(() => first.textContent(), { timeout: 5000 }).toContain(`${B.name} ответила на ваш комментарий`);
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
    await contextA.close();
    await contextB.close();
  });

  it('seeing the notifications in one tab clears the bell of the member’s other tab', async () => {
    const contextA = await signedIn(A.email);
    const contextB = await signedIn(B.email);
    const newest = await contextA.request.get(baseUrl + '/new', { headers: { Accept: 'application/json' } });
    const post = ((await newest.json()) as { data: Array<{ id: number }> }).data[0]!;
    const comment = await writeComment(contextA, { comment: 'А что с производительностью?', post_id: post.id });

    const { page: first, errors } = await openPage(contextA);
    const { page: second, errors: secondErrors } = await openPage(contextA);
    await visit(first, baseUrl + '/');
    const { id } = await me(first);
    await first.evaluate(async () => {
      const token = decodeURIComponent(document.cookie.split('; ').find((part) => part.startsWith('XSRF-TOKEN='))!.split('=')[1]!);
      await fetch('/notifications/sawAll', { method: 'POST', headers: { 'X-XSRF-TOKEN': token, Accept: 'application/json' } });
    });
    const listening = [joined(first, `user.${id}`), joined(second, `user.${id}`)];
    await Promise.all([visit(first, baseUrl + '/'), visit(second, baseUrl + '/')]);
    await Promise.all(listening);

    await writeComment(contextB, { comment: 'Замеры в конце статьи', post_id: post.id, parent_id: comment.id });
    for (const page of [first, second]) await expect.poll(() => bell(page).getAttribute('aria-label'), { timeout: 5000 }).toBe('1 новое уведомление');

    // Opening the popover in the first tab sees everything; the second tab hears it.
    await bell(first).click();
    await expect.poll(() => bell(first).getAttribute('aria-label')).toBe('Уведомления');
    await expect.poll(() => bell(second).getAttribute('aria-label'), { timeout: 5000 }).toBe('Уведомления');

    expect([...errors, ...secondErrors]).toEqual([]);
    await contextA.close();
    await contextB.close();
  });

  it('the post menu’s «Следить за комментариями» turns the bell on: a new comment under that post reaches the bell live', async () => {
    const contextA = await signedIn(A.email);
    const contextB = await signedIn(B.email);
    const { page, errors } = await openPage(contextA);
    await visit(page, baseUrl + '/');
    const { id } = await me(page);
    const newest = await contextA.request.get(baseUrl + '/new', { headers: { Accept: 'application/json' } });
    const post = ((await newest.json()) as { data: Array<{ id: number; url: string; user: { id: number } }> }).data.find((item) => item.user.id !== id)!;
    await page.evaluate(async () => {
      const token = decodeURIComponent(document.cookie.split('; ').find((part) => part.startsWith('XSRF-TOKEN='))!.split('=')[1]!);
      await fetch('/notifications/sawAll', { method: 'POST', headers: { 'X-XSRF-TOKEN': token, Accept: 'application/json' } });
    });
    const listening = joined(page, `user.${id}`);
    await visit(page, baseUrl + post.url);
    await listening;

    await page.locator('main').getByRole('button', { name: 'Действия с постом' }).first().click();
    await page.getByRole('menuitem', { name: 'Следить за комментариями', exact: true }).click();
    await page.getByText('Сообщим о новых комментариях к посту').waitFor();

    await writeComment(contextB, { comment: 'Подпишусь на обсуждение, тема важная', post_id: post.id });
    await expect.poll(() => bell(page).getAttribute('aria-label'), { timeout: 5000 }).toBe('1 новое уведомление');
    await bell(page).click();
    const first = page.getByTestId('notification-list').getByTestId('notification').first();
    await expect.poll(() => first.textContent(), { timeout: 5000 }).toContain('пост, за которым вы следите');

    // The menu now offers the way back.
    await page.keyboard.press('Escape');
    await page.locator('main').getByRole('button', { name: 'Действия с постом' }).first().click();
    await page.getByRole('menuitem', { name: 'Не следить за комментариями', exact: true }).waitFor();
    expect(errors).toEqual([]);
    await contextA.close();
    await contextB.close();
  });

  it.each(['light', 'dark'])('axe-core finds nothing on the page, the popover and the settings in the %s theme', async (theme) => {
    const context = await signedIn(A.email);
    await context.addCookies([{ name: 'theme', value: theme, url: baseUrl }]);
    await context.route((url) => url.origin !== baseUrl, (route) => route.abort());
    const { page } = await openPage(context);
    const violations = async () =>
      (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze()).violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    await visit(page, baseUrl + '/');
    const found: Record<string, string[]> = {};
    await bell(page).click();
    await page.getByTestId('notification-list').waitFor();
    found.popover = await violations();
    await page.keyboard.press('Escape');
    const url = await page.evaluate(() => JSON.parse(document.querySelector('script[data-page="app"]')!.textContent!).props.auth.user.url as string);
    await visit(page, `${baseUrl}${url}/notifications`);
    await page.waitForLoadState('networkidle');
    found.page = await violations();
    await visit(page, baseUrl + '/settings/notifications');
    found.settings = await violations();
    expect(found).toEqual({ popover: [], page: [], settings: [] });
    await context.close();
  });
});
