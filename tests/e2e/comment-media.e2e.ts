/**
 * A picture in a comment: a member attaches a file, removes it, attaches another, sends the
 * comment with no words, sees the picture in the comment and opens it full size. The test
 * server has no GIF service, so the form offers no GIF button.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { savePost } from './support/api.ts';
import { connectBrowser, openPage, visit } from './support/browser.ts';
import { DEMO_AUTHOR, signedInContext } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser.close());

const picture = async (color: string) => ({
  name: `${color.slice(1)}.png`,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 900, height: 600, channels: 3, background: color } }).png().toBuffer(),
});

describe('comment media', () => {
  it('attaches, replaces and sends a picture, shown in the comment and opened full size', async () => {
    const member = await signedInContext(browser, DEMO_AUTHOR);
    const post = await savePost(member, { title: 'Пост для комментария с картинкой' });
    const { page, errors } = await openPage(member);
    await visit(page, baseUrl + post.url + '#comments');

    const form = page.locator('#comments form[data-comment-form="new"]').first();
    await form.getByRole('textbox', { name: 'Текст комментария' }).waitFor();
    expect(await form.getByRole('button', { name: 'Выбрать GIF' }).count()).toBe(0);
    const send = form.getByRole('button', { name: 'Отправить' });
    expect(await send.count()).toBe(0);

    const file = form.locator('input[data-comment-file]');
    await file.setInputFiles(await picture('#d33'));
    await form.locator('[data-comment-attachment="attached"]').waitFor();
    await form.getByRole('button', { name: 'Убрать вложение' }).click();
    await expect.poll(() => form.locator('[data-comment-attachment]').count()).toBe(0);
    expect(await send.count()).toBe(0);

    await file.setInputFiles(await picture('#33d'));
    await form.locator('[data-comment-attachment="attached"]').waitFor();
    await send.click();
    await expect.poll(() => form.locator('[data-comment-attachment]').count()).toBe(0);

    const shown = page.locator('#comments [data-comment-media]').first();
    await shown.waitFor();
    const box = (await shown.locator('img').boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(400);
    expect(box.height).toBeLessThanOrEqual(300);
    expect(Math.abs(box.width / box.height - 1.5)).toBeLessThan(0.05);

    await shown.click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('img').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);

    expect(errors).toEqual([]);
    await member.close();
  });
});
