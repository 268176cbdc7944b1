/**
 * What a reader and a writer meet first in lists and on the post page: a draft opens in
 * the editor with all its blocks (a card carries only a teaser), and a guest's follow
 * button on the post page asks them to sign in.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { DESKTOP, launchBrowser, newContext, openPage, visit } from './support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Signs the context in as the demo author through the JSON call the sign-in modal makes; answers her slug. */
async function signInAsAnna(context: BrowserContext): Promise<string> {
  await context.request.get(baseUrl + '/');
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value;
  const headers = { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) };
  const login = await context.request.post(baseUrl + '/login', { data: { email: 'anna@demo.pero.local', password: 'pero-demo-2026' }, headers });
  expect(login.ok()).toBe(true);
  const page = await (await context.request.get(baseUrl + '/', { headers: { 'X-Inertia': 'true' } })).json();
  return page.props.auth.user.slug;
}

describe('reading', () => {
  it('opens a draft from the drafts list in the editor, with the blocks its card does not show', async () => {
    const context = await newContext(browser, { viewport: DESKTOP });
    const slug = await signInAsAnna(context);
    const suffix = Date.now().toString(36);
    const xsrf = decodeURIComponent((await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value);
    const blocks = [
      { id: 't', type: 'header', data: { text: `Недописанный черновик ${suffix}`, level: 2 } },
      { id: 'a', type: 'paragraph', data: { text: 'Вступление, которое видно в карточке.' } },
      { id: 'b', type: 'paragraph', data: { text: `Середина, которой в карточке нет ${suffix}.` } },
    ];
    const saved = await context.request.post(baseUrl + '/posts', { data: { blocks, is_publish: 0 }, headers: { 'X-XSRF-TOKEN': xsrf } });
    expect(saved.ok()).toBe(true);

    const { page, errors } = await openPage(context);
    await visit(page, `${baseUrl}/${slug}/drafts`);
    const card = page.getByRole('article').filter({ hasText: `Недописанный черновик ${suffix}` });
    await expect.poll(() => card.textContent()).not.toContain('Середина');
    await card.getByRole('link', { name: `Недописанный черновик ${suffix}` }).click();

    const editor = page.getByRole('dialog', { name: 'Редактирование поста' });
    await expect.poll(() => editor.locator('.ce-paragraph').allTextContents()).toContain(`Середина, которой в карточке нет ${suffix}.`);
    expect(new URL(page.url()).pathname).toBe(`/${slug}/drafts`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers a guest the author’s follow button on the post page, which asks them to sign in', async () => {
    const context = await newContext(browser, { viewport: DESKTOP });
    const { page, errors } = await openPage(context);
    const tag = await (await context.request.get(`${baseUrl}/tag/${encodeURIComponent('разработка')}`, { headers: { accept: 'application/json' } })).json();
    await visit(page, baseUrl + tag.data[0].url);
    // The header's button on wide screens, the owner card's under the post.
    await page.getByRole('button', { name: 'Подписаться' }).last().click();
    await page.getByRole('dialog').getByLabel('Электронная почта').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
