/** After deleting a post from its page the reader returns to the page they opened it from. */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { me, savePost } from './support/api.ts';
import { connectBrowser, openPage, visit } from './support/browser.ts';
import { DEMO_AUTHOR, signedInContext } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser.close());

describe('deleting a post from its page', () => {
  it('goes back to the list the post was opened from, not home', async () => {
    const context = await signedInContext(browser, DEMO_AUTHOR);
    const { slug } = await me(context);
    const title = `Пост на удаление ${Date.now().toString(36)}`;
    await savePost(context, { title, text: 'Ненадолго.' });
    const { page, errors } = await openPage(context);

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
