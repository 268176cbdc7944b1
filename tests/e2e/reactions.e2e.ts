/**
 * Likes and reactions in the browser: a member likes a post, switches to a dislike and
 * picks a reaction, while a second browser on the same page sees the counters move without
 * reloading; a guest pressing like is asked to sign in.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { savePost, type PublishedPost } from './support/api.ts';
import { DESKTOP, joined, connectBrowser, newContext, openPage, visit } from './support/browser.ts';
import { DEMO_AUTHOR, DEMO_READER, signedInContext } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
/** Another member's post, new, so nobody has voted on it yet. */
let post: PublishedPost;

beforeAll(async () => {
  browser = await connectBrowser();
  const writer = await signedInContext(browser, DEMO_READER);
  post = await savePost(writer, { title: 'Пост, который оценят' });
  await writer.close();
});
afterAll(() => browser.close());

const count = (page: Page, kind: 'like' | 'dislike') => page.locator(`footer [data-count="${kind}"]`).first();
const vote = (page: Page, kind: 'like' | 'dislike') => page.locator(`footer [data-vote="${kind}"]`).first();
const shown = async (page: Page, kind: 'like' | 'dislike') => ((await count(page, kind).count()) === 0 ? 0 : Number(await count(page, kind).textContent()));

describe('likes and reactions', () => {
  it('like, switch to dislike and react, with a second browser following live', async () => {
    const member = await signedInContext(browser, DEMO_AUTHOR);
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
    await expect.poll(() => shown(watcher, 'like')).toBe(0);
    await vote(page, 'like').click();
    await expect.poll(() => vote(page, 'like').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => shown(page, 'like')).toBe(1);
    await expect.poll(() => shown(watcher, 'like')).toBe(1);

    await vote(page, 'dislike').click();
    await expect.poll(() => vote(page, 'dislike').getAttribute('aria-pressed')).toBe('true');
    expect(await vote(page, 'like').getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => shown(watcher, 'like')).toBe(0);
    await expect.poll(() => shown(watcher, 'dislike')).toBe(1);

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
