/**
 * Personal API tokens in the browser: a member makes a token on /settings/security, sees it once
 * (and the API takes it), finds it listed without the token, and revokes it after confirming; the
 * section and its dialog pass axe-core in both themes.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { accessibilityViolations, DIALOG } from './support/axe.ts';
import { connectBrowser, openPage, visit } from './support/browser.ts';
import { newMemberContext } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser.close());

describe('API tokens in the settings', () => {
  it('a token is made, shown once, works, and is revoked', async () => {
    const { context } = await newMemberContext(browser);
    const { page, errors } = await openPage(context);
    await visit(page, baseUrl + '/settings/security');
    const section = page.getByRole('region', { name: 'API-токены' });
    await section.getByText('Токенов пока нет').waitFor();
    await section.getByRole('button', { name: 'Создать токен' }).click();

    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Название').fill('Бот для публикаций');
    await dialog.getByLabel('Публикация постов').check();
    // A member who manages nothing is not offered moderation, nor administration.
    expect(await dialog.getByLabel('Модерация').count()).toBe(0);
    expect(await dialog.getByLabel('Администрирование').count()).toBe(0);
    await dialog.getByLabel('Срок действия').selectOption({ label: '90 дней' });
    expect(await accessibilityViolations(page, DIALOG)).toEqual([]);
    await dialog.getByRole('button', { name: 'Создать токен' }).click();

    const secret = dialog.getByTestId('api-token-secret');
    await secret.waitFor();
    const token = await secret.inputValue();
    expect(token).toMatch(/^pero_/);
    await dialog.getByText('больше он показан не будет').waitFor();
    expect(await accessibilityViolations(page, DIALOG)).toEqual([]);
    const answer = await fetch(`${baseUrl}/topics`, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } });
    expect(answer.status).toBe(200);
    await dialog.getByRole('button', { name: 'Готово' }).click();

    const list = page.getByTestId('api-tokens');
    await list.getByText('Бот для публикаций').waitFor();
    await list.getByText('Чтение, Публикация постов').waitFor();
    expect(await page.content()).not.toContain(token);
    await page.waitForLoadState('networkidle');
    expect(await accessibilityViolations(page)).toEqual([]);

    await list.getByRole('button', { name: 'Отозвать: Бот для публикаций' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Отозвать' }).click();
    await page.getByText('Токен отозван').waitFor();
    await page.getByText('Токенов пока нет').waitFor();
    expect((await fetch(`${baseUrl}/topics`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    expect(errors).toEqual([]);
    await context.close();
  });
});
