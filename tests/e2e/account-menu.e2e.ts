/**
 * The account menu's profile card shows the member's badges, and «Мои темы» is offered only
 * to members who own a topic or may create one.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { propsOf } from './support/api.ts';
import { connectBrowser, openPage, visit } from './support/browser.ts';
import { newMemberContext, signedInContext } from './support/sign-in.ts';
import { DEMO_PASSWORD, DEMO_PEOPLE } from '../../src/server/seed/demo-data.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser.close());

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Меню профиля' }).click();
  return page.getByRole('menu');
}

describe('the account menu', () => {
  it('shows the badges of a member high in the rating beside their name, and «Мои темы»', async () => {
    const top = (await (await fetch(baseUrl + '/discovery/blogs', { headers: { accept: 'application/json' } })).json()).data as Array<{ name: string; slug: string }>;
    const placed = top.find((blog) => DEMO_PEOPLE.some((person) => person.name === blog.name))!;
    const person = DEMO_PEOPLE.find((demo) => demo.name === placed.name)!;
    const context = await signedInContext(browser, { email: person.email, password: DEMO_PASSWORD });
    const { subsite } = await propsOf(context, `/${placed.slug}`);
    expect(subsite.current_rating_place).not.toBeNull();

    const { page, errors } = await openPage(context);
    await visit(page, baseUrl + '/');
    const menu = await openMenu(page);
    const card = menu.getByTestId('account-card-name');
    await expect.poll(() => card.locator('[data-top-place]').getAttribute('data-top-place')).toBe(String(subsite.current_rating_place));
    expect(await card.getByRole('img', { name: 'Личный значок' }).count()).toBe(subsite.personal_icon ? 1 : 0);
    expect(await menu.getByRole('menuitem', { name: 'Мои темы' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('leaves out «Мои темы» for a new member who has no topic and not the rating to create one', async () => {
    const { context } = await newMemberContext(browser, 'Новичок Без Тем');
    const { page, errors } = await openPage(context);
    await visit(page, baseUrl + '/');
    const props = await propsOf(context, '/');
    expect([props.canCreateCommunity, props.auth.user.my_topics]).toEqual([false, 0]);

    const menu = await openMenu(page);
    await menu.getByRole('menuitem', { name: /Черновики/ }).waitFor();
    expect(await menu.getByRole('menuitem', { name: 'Мои темы' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
