/**
 * The post editor end to end: a demo author writes a post with
 * every kind of block (heading, paragraph with a #tag, list, quote, an uploaded picture,
 * a pasted YouTube link), watches it autosave, publishes it and finds it on its tag page.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { connectBrowser, openPage, visit } from './support/browser.ts';
import { addBlock, clickBelowLastBlock, openNewPost, publish, startNextBlock } from './support/editor.ts';
import { DEMO_AUTHOR, signedInContext } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser.close());

describe('the post editor', () => {
  it('writes, autosaves and publishes a post with every block kind, filed under its hashtag', async () => {
    const context = await signedInContext(browser, DEMO_AUTHOR);
    const { page, errors } = await openPage(context);
    const suffix = Date.now().toString(36);
    const title = `Выходные в Карелии ${suffix}`;
    const tag = `карелия${suffix}`;

    await visit(page, baseUrl + '/');
    await page.waitForLoadState('networkidle');
    // A new post opens on an empty title with the caret in it.
    const editor = await openNewPost(page);
    expect(await editor.getByRole('button', { name: 'Добавьте заголовок' }).count()).toBe(0);
    await page.keyboard.type(title);
    await expect.poll(() => editor.locator('h2.ce-header').first().textContent()).toBe(title);
    await startNextBlock(page, editor);
    await page.keyboard.type(`Озёра, сосны и тишина. #${tag}`);
    const suggestions = page.getByTestId('hashtag-suggestions');
    // The typed term is offered first, even though no post has this tag yet.
    await expect.poll(() => suggestions.getByRole('option').first().textContent()).toBe(tag);
    await page.keyboard.press('Enter');
    await expect.poll(() => suggestions.isVisible()).toBe(false);
    await page.keyboard.type('Рекомендую.');
    await page.keyboard.press('Enter');

    await addBlock(page, 'Маркированный список');
    await page.keyboard.type('Рускеала');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Кижи');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');

    await addBlock(page, 'Цитата');
    await page.keyboard.type('Лучше гор могут быть только горы');

    await clickBelowLastBlock(page);
    await addBlock(page, 'Галерея');
    const picture = await sharp({ create: { width: 960, height: 540, channels: 3, background: { r: 40, g: 120, b: 200 } } }).png().toBuffer();
    await editor.locator('.pero-carousel input[type=file]').setInputFiles({ name: 'lake.png', mimeType: 'image/png', buffer: picture });
    await editor.locator('.pero-carousel__item[data-uploading=false]').waitFor();

    await clickBelowLastBlock(page);
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text/plain', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
      document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await editor.locator('.embed-tool').waitFor();

    await publish(page, editor, title);
    // The hashtag is a link in the published text; a failure shows what the paragraph became.
    const paragraph = page.getByRole('article').locator('p', { hasText: 'Озёра, сосны и тишина.' });
    await expect.poll(() => paragraph.evaluateAll((found) => found.map((text) => text.innerHTML))).toEqual([expect.stringContaining(`>#${tag}</a>`)]);

    await visit(page, `${baseUrl}/tag/${encodeURIComponent(tag)}`);
    await page.getByRole('link', { name: title }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
