/** After deleting a post from its page the reader returns to the page they opened it from. */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, newContext, openPage, visit } from './support/browser.ts';
import { signIn } from './support/editor.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('deleting a post from its page', () => {
  it('goes back to the list the post was opened from, not home', async () => {
    const context = await newContext(browser, { viewport: DESKTOP });
    const { page, errors } = await openPage(context);
    await visit(page, baseUrl + '/');
    await page.waitForLoadState('networkidle');
    await signIn(page);
    const slug = (await (await context.request.get(baseUrl + '/', { headers: { 'X-Inertia': 'true' } })).json()).props.auth.user.slug;
    const xsrf = decodeURIComponent((await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value);
    const title = `Пост на удаление ${Date.now().toString(36)}`;
    const blocks = [
      { id: 't', type: 'header', data: { text: title, level: 2 } },
      { id: 'a', type: 'paragraph', data: { text: 'Ненадолго.' } },
    ];
    expect((await context.request.post(baseUrl + '/posts', { data: { blocks, is_publish: 1 }, headers: { 'X-XSRF-TOKEN': xsrf } })).ok()).toBe(true);

    // The post is opened from the author's profile by an in-app visit, so the document's referrer says nothing of it.
    await visit(page, `${baseUrl}/${slug}`);
    await page.getByRole('link', { name: title }).first().click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    await page.getByRole('button', { name: 'Действия с постом' }).click();
    await page.getByRole('menuitem', { name: 'Удалить' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/${slug}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
