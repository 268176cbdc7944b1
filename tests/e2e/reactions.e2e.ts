/**
 * Likes and reactions in the browser: a member likes a post, switches to a dislike and
 * picks a reaction, while a second browser on the same page sees the counters move without
 * reloading; a guest pressing like is asked to sign in.
 */
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

async function signIn(context: BrowserContext): Promise<void> {
  await context.request.get(baseUrl + '/');
  const xsrf = decodeURIComponent((await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value);
  const login = await context.request.post(baseUrl + '/login', { data: DEMO_AUTHOR, headers: { 'X-XSRF-TOKEN': xsrf } });
  expect(login.ok()).toBe(true);
}

/** A published post by someone else than the demo author that the context's reader has not voted on yet, from a tag list. */
async function someonesPost(context: BrowserContext): Promise<{ id: number; url: string; reaction_sum: number; disreaction_sum: number }> {
  const list = await (await context.request.get(`${baseUrl}/tag/${encodeURIComponent('разработка')}`, { headers: { accept: 'application/json' } })).json();
  const post = list.data.find((item: { user: { slug: string }; reaction_value: number | null }) => item.user.slug !== 'anna_smirnova' && !item.reaction_value);
  return (await (await context.request.get(baseUrl + post.url, { headers: { accept: 'application/json' } })).json()).post;
}

const count = (page: Page, kind: 'like' | 'dislike') => page.locator(`footer [data-count="${kind}"]`).first();
const vote = (page: Page, kind: 'like' | 'dislike') => page.locator(`footer [data-vote="${kind}"]`).first();
const shown = async (page: Page, kind: 'like' | 'dislike') => ((await count(page, kind).count()) === 0 ? 0 : Number(await count(page, kind).textContent()));

describe('likes and reactions', () => {
  it('like, switch to dislike and react, with a second browser following live', async () => {
    const member = await newContext(browser, { viewport: DESKTOP });
    await signIn(member);
    const post = await someonesPost(member);
    const { page, errors } = await openPage(member);
    // Joining the channel happens after hydration: from then on the buttons answer clicks.
    const ready = joined(page, `likes.post.${post.id}`);
    await visit(page, baseUrl + post.url);
    await ready;

    const reader = await newContext(browser, { viewport: DESKTOP });
    const { page: watcher, errors: watcherErrors } = await openPage(reader);
    // A like sent before the second browser joined the post's channel would not reach it.
    const listening = joined(watcher, `likes.post.${post.id}`);
    await visit(watcher, baseUrl + post.url);
    await listening;
    await expect.poll(() => shown(watcher, 'like')).toBe(post.reaction_sum);
    await vote(page, 'like').click();
    await expect.poll(() => vote(page, 'like').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => shown(page, 'like')).toBe(post.reaction_sum + 1);
    await expect.poll(() => shown(watcher, 'like')).toBe(post.reaction_sum + 1);

    await vote(page, 'dislike').click();
    await expect.poll(() => vote(page, 'dislike').getAttribute('aria-pressed')).toBe('true');
    expect(await vote(page, 'like').getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => shown(watcher, 'like')).toBe(post.reaction_sum);
    await expect.poll(() => shown(watcher, 'dislike')).toBe(post.disreaction_sum + 1);

    await page.locator('[data-reactions] [data-reaction-picker]').click();
    const picked = page.getByRole('dialog').locator('[data-reaction-id]').nth(5);
    const reactionId = await picked.getAttribute('data-reaction-id');
    await picked.click();
    await expect.poll(() => page.locator(`[data-reactions] [data-reaction-id="${reactionId}"]`).getAttribute('aria-pressed')).toBe('true');
    await watcher.locator(`[data-reactions] [data-reaction-id="${reactionId}"]`).waitFor();

    expect(errors).toEqual([]);
    expect(watcherErrors).toEqual([]);
    await member.close();
    await reader.close();
  });

  it('asks a guest who presses like to sign in', async () => {
    const context = await newContext(browser, { viewport: DESKTOP });
    const post = await someonesPost(context);
    const { page, errors } = await openPage(context);
    const ready = joined(page, `likes.post.${post.id}`);
    await visit(page, baseUrl + post.url);
    await ready;
    await vote(page, 'like').click();
    await page.getByRole('dialog').getByLabel('Электронная почта').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
