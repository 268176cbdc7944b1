/**
 * The Telegram settings in a browser. Дмитрий's «Разработка» shows the demo's linked channel, switched off. A new
 * member links their blog to @pero_e2e through the Bot API stand-in the server is configured with (tests/e2e/support/
 * server.ts): a malformed token is refused under its field, a good one shows the channel's title and never the token,
 * an export is imported with its progress shown, and the link is switched off. Sending to the channel is the API tests' part.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { accessibilityViolations } from './support/axe.ts';
import { connectBrowser, openPage, visit } from './support/browser.ts';
import { DEMO_READER, newMemberContext, signedInContext } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('telegram', () => {
  it('shows a community its linked channel, switched off', async () => {
    const owner = await signedInContext(browser, DEMO_READER);
    const { page, errors } = await openPage(owner);
    await visit(page, `${baseUrl}/development/settings?tab=telegram`);
    const link = page.getByTestId('telegram-link');
    await expect(link.getByTestId('telegram-channel').textContent()).resolves.toBe('Разработка в Перо');
    await expect(link.getByTestId('telegram-state').textContent()).resolves.toBe('Выключена');
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await owner.close();
  });

  it('lets a member link their blog to a channel through its bot, then switch it off', async () => {
    const { context } = await newMemberContext(browser, 'Тимур Телеграмов');
    const { page, errors } = await openPage(context);
    await visit(page, `${baseUrl}/settings/telegram`);
    const form = page.getByTestId('telegram-form');
    await form.getByLabel('Канал').fill('@pero_e2e');
    await form.getByLabel('Токен бота').fill('не токен');
    await form.getByRole('button', { name: 'Привязать канал' }).click();
    await form.getByText('Это не похоже на токен бота').waitFor();

    const token = `${Date.now()}:AAH${randomBytes(24).toString('base64url')}`;
    await form.getByLabel('Токен бота').fill(token);
    await form.getByRole('button', { name: 'Привязать канал' }).click();
    const link = page.getByTestId('telegram-link');
    await expect(link.getByTestId('telegram-channel').textContent()).resolves.toBe('Перо: проверка в браузере');
    await expect(link.getByTestId('telegram-state').textContent()).resolves.toBe('Включена');
    expect(await page.content()).not.toContain(token.split(':')[1]);
    expect(await accessibilityViolations(page)).toEqual([]);

    // An export of one message, imported as a draft while the page polls the import's progress.
    const result = { name: 'Канал', type: 'public_channel', id: 1000000777, messages: [{ id: 1, type: 'message', date_unixtime: '1714557600', text_entities: [{ type: 'plain', text: 'Из канала\nПервое сообщение' }] }] };
    const zip = Buffer.from(zipSync({ 'ChatExport/result.json': strToU8(JSON.stringify(result)) }));
    const importing = page.getByTestId('telegram-import-form');
    await importing.locator('input[type=file]').setInputFiles({ name: 'export.zip', mimeType: 'application/zip', buffer: zip });
    await importing.getByText('export.zip').waitFor();
    await importing.getByRole('button', { name: 'Импортировать' }).click();
    await importing.getByText('Создано: 1, пропущено (уже импортированы): 0, не подходят: 0').waitFor({ timeout: 30_000 });

    await link.getByRole('switch', { name: 'Выключить отправку' }).click();
    await expect.poll(() => link.getByTestId('telegram-state').textContent()).toBe('Выключена');
    await visit(page, `${baseUrl}/settings/telegram`);
    await expect(page.getByTestId('telegram-state').textContent()).resolves.toBe('Выключена');
    // The browser logs the refused token's 422 itself.
    expect(errors.filter((error) => !/status of 422/.test(error))).toEqual([]);
    await context.close();
  });
});
