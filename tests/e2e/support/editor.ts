/** What every editor test does as an author: open the editor, add blocks, publish. */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** Opens a new post; the caret waits in its empty title. */
export async function openNewPost(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Написать' }).first().click();
  const editor = page.getByRole('dialog', { name: 'Новый пост' });
  await editor.locator('.codex-editor').waitFor();
  // The caret lands in the title just after the editor appears; keys typed before that are lost.
  await expect.poll(() => editor.locator('.ce-block').first().evaluate((block) => block.contains(document.activeElement))).toBe(true);
  return editor;
}

/** The index of the block the caret is in, -1 outside every block. */
const caretBlock = (editor: Locator) =>
  editor.locator('.ce-block').evaluateAll((blocks) => {
    const caret = window.getSelection()?.anchorNode;
    return caret ? blocks.findIndex((block) => block.contains(caret)) : -1;
  });

/** Enter at the end of a block: Editor.js opens the next block after the key, and keys typed before then land in the old one. */
export async function startNextBlock(page: Page, editor: Locator) {
  const from = await caretBlock(editor);
  await page.keyboard.press('Enter');
  await expect.poll(() => caretBlock(editor)).toBe(from + 1);
}

/** As an author adds a block: the «+» beside the current empty paragraph, then the block's name. */
export async function addBlock(page: Page, name: string) {
  await page.locator('.ce-block').last().hover();
  await page.locator('.ce-toolbar__plus').click();
  await page.locator('.ce-popover--opened .ce-popover-item', { hasText: name }).first().click();
}

/** A click under the last block starts a new paragraph there. */
export async function clickBelowLastBlock(page: Page) {
  const box = (await page.locator('.codex-editor__redactor').boundingBox())!;
  await page.locator('.codex-editor__redactor').click({ position: { x: box.width / 2, y: box.height - 20 } });
}

/** Waits for the autosave, publishes, and waits for the post's page. */
export async function publish(page: Page, editor: Locator, title: string) {
  await expect.poll(() => editor.getByTestId('save-status').textContent()).toBe('Сохранено');
  const button = editor.getByRole('button', { name: 'Опубликовать', exact: true });
  await expect.poll(() => button.isEnabled()).toBe(true);
  // The published post's own address, from the answer: a test may start on another post's page.
  const published = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/posts' && response.request().postDataJSON()?.is_publish === true);
  await button.click();
  // A refused publish fails here with the server's answer, not later as a navigation timeout.
  const answer = await published;
  const body = await answer.text();
  expect(answer.status(), body).toBe(200);
  const { url } = JSON.parse(body) as { url: string };
  await page.waitForURL((address) => address.pathname === url);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}
