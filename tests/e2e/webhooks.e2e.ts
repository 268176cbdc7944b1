/**
 * A community's owner (Дмитрий, «Разработка») opens the settings' «Вебхуки» tab: the demo webhook is there,
 * switched off, with its delivery log; he adds a webhook, switches it off and deletes it. The tab has no
 * accessibility violations, nor has the control panel's «Вебхуки». Sending is the API tests' part, against a
 * receiver on loopback: a production build sends only to public addresses, and tests never reach the network.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { accessibilityViolations, DIALOG } from './support/axe.ts';
import { openPage, visit, connectBrowser } from './support/browser.ts';
import { DEMO_READER, DEMO_SUPER_ADMIN, signedInContext } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let owner: BrowserContext;
// An address literal needs no name lookup. Nothing is sent to it: the webhook is for reports, which no browser
// test files in this community, and it is switched off at once.
const URL = `https://93.184.215.14/hooks/pero-e2e-${Date.now().toString(36)}`;

beforeAll(async () => {
  browser = await connectBrowser();
  owner = await signedInContext(browser, DEMO_READER);
});
afterAll(async () => {
  await owner.close();
  await browser.close();
});

describe('webhooks', () => {
  it('lets a community owner add a webhook, switch it off and delete it', async () => {
    const { page, errors } = await openPage(owner);
    await visit(page, `${baseUrl}/development/settings?tab=webhooks`);
    const demo = page.getByTestId('webhook').filter({ hasText: 'example.invalid' });
    await expect(demo.getByTestId('webhook-state').textContent()).resolves.toBe('Выключен');
    await demo.getByRole('button', { name: 'Журнал доставок' }).click();
    await demo.getByTestId('webhook-log').getByText('Проверка').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    const form = page.getByTestId('webhook-form');
    await form.getByLabel('Адрес (https)').fill(URL);
    await form.getByLabel('Новая жалоба').check();
    await form.getByRole('button', { name: 'Добавить вебхук' }).click();
    const added = page.getByTestId('webhook').filter({ hasText: URL });
    await expect(added.getByTestId('webhook-state').textContent()).resolves.toBe('Включён');
    expect(await added.getByTestId('webhook-secret').textContent()).toMatch(/^whsec_/);

    await added.getByRole('switch', { name: 'Выключить' }).click();
    await expect.poll(() => added.getByTestId('webhook-state').textContent()).toBe('Выключен');

    await added.getByRole('button', { name: 'Удалить' }).click();
    expect(await accessibilityViolations(page, DIALOG)).toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
    await added.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('gives super admins the same panel for the whole site in the control panel', async () => {
    const admin = await signedInContext(browser, DEMO_SUPER_ADMIN);
    const { page, errors } = await openPage(admin);
    await visit(page, `${baseUrl}/admin-panel/webhooks`);
    await page.getByTestId('webhook-form').waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await admin.close();
  });
});
