/**
 * Following from a post, and the author's statistics: a member follows the community under
 * a post, every follow button of it on the page agrees and the sidebar lists it; the author
 * opens the statistics modal from the post menu, and opening the post reports a view. A follow
 * on a profile moves its followers count.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import type { PostDto } from '../../src/shared/dto/post.ts';
import { DESKTOP, launchBrowser, newContext, openPage, visit } from './support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function signIn(context: BrowserContext, email: string): Promise<{ id: number; xsrf: string }> {
  await context.request.get(baseUrl + '/');
  const token = decodeURIComponent((await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value);
  const login = await context.request.post(baseUrl + '/login', { data: { email, password: 'pero-demo-2026' }, headers: { 'X-XSRF-TOKEN': token } });
  expect(login.ok()).toBe(true);
  const page = await (await context.request.get(baseUrl + '/', { headers: { 'X-Inertia': 'true' } })).json();
  const fresh = decodeURIComponent((await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value);
  return { id: page.props.auth.user.id, xsrf: fresh };
}

/** A tag's posts as the signed-in reader sees them (the tag page answers JSON to a plain request). */
async function taggedPosts(context: BrowserContext, tag: string): Promise<PostDto[]> {
  const list = await context.request.get(`${baseUrl}/tag/${encodeURIComponent(tag)}`, { headers: { accept: 'application/json' } });
  return (await list.json()).data;
}

describe('follows and views', () => {
  it('follows the community under a post: both buttons agree and the sidebar lists it', async () => {
    const context = await newContext(browser, { viewport: DESKTOP });
    const { xsrf } = await signIn(context, 'dmitry@demo.pero.local');
    const candidates = [...(await taggedPosts(context, 'разработка')), ...(await taggedPosts(context, 'игры')), ...(await taggedPosts(context, 'наука'))];
    const post = candidates.find((item) => item.category && !item.category.is_follow);
    expect(post).toBeDefined();
    const community = post!.category!;

    const { page, errors } = await openPage(context);
    await visit(page, baseUrl + post!.url);
    const ownerCard = page.getByRole('region', { name: 'Сообщество' });
    await ownerCard.getByRole('button', { name: 'Подписаться' }).click();
    await ownerCard.getByRole('button', { name: 'Вы подписаны', pressed: true }).waitFor();
    await page.locator('article header').getByRole('button', { name: 'Вы подписаны', pressed: true }).waitFor();
    await page.getByRole('complementary').getByRole('link', { name: community.name }).first().waitFor();

    // The server agrees, and unfollowing from the header turns both back.
    const answer = await context.request.get(baseUrl + post!.url, { headers: { 'X-Inertia': 'true' } });
    expect((await answer.json()).props.post.category).toMatchObject({ id: community.id, is_follow: true, is_notify: true });
    await page.locator('article header').getByRole('button', { name: 'Вы подписаны' }).click();
    await ownerCard.getByRole('button', { name: 'Подписаться', pressed: false }).waitFor();
    const after = await context.request.get(baseUrl + post!.url, { headers: { 'X-Inertia': 'true', 'X-XSRF-TOKEN': xsrf } });
    expect((await after.json()).props.post.category).toMatchObject({ is_follow: false });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("moves a profile's followers count to the server's number when the reader follows or unfollows there", async () => {
    const context = await newContext(browser, { viewport: DESKTOP });
    await signIn(context, 'dmitry@demo.pero.local');
    const { page, errors } = await openPage(context);
    await visit(page, baseUrl + '/anna_smirnova');
    const header = page.locator('section[aria-labelledby="profile-name"]');
    const followersSay = (count: number) => header.getByRole('button', { name: new RegExp(`^${count} подписч`) });
    const before = Number((await header.getByRole('button', { name: /^\d+ подписч/ }).textContent())!.match(/\d+/)![0]);
    const following = (await header.getByRole('button', { name: 'Вы подписаны' }).count()) > 0;

    await header.getByRole('button', { name: following ? 'Вы подписаны' : 'Подписаться', exact: true }).click();
    await followersSay(following ? before - 1 : before + 1).waitFor();
    await header.getByRole('button', { name: following ? 'Подписаться' : 'Вы подписаны', exact: true }).click();
    await followersSay(before).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reports the cards a reader sees in a list as showings', async () => {
    const context = await newContext(browser, { viewport: DESKTOP });
    const { page, errors } = await openPage(context);
    const reported = page.waitForRequest((request) => request.url() === `${baseUrl}/views` && request.method() === 'POST');
    await visit(page, `${baseUrl}/tag/${encodeURIComponent('разработка')}`);
    const first = await page.getByRole('article').first().getByRole('heading').getByRole('link').getAttribute('href');
    const posts = (await (await context.request.get(`${baseUrl}/tag/${encodeURIComponent('разработка')}`, { headers: { accept: 'application/json' } })).json()).data as PostDto[];
    const body = (await reported).postDataJSON();
    expect(body.showings).toContain(posts.find((post) => post.url === first)!.id);
    expect(body.views).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reports the view of an opened post and shows its author the statistics modal', async () => {
    const context = await newContext(browser, { viewport: DESKTOP });
    const { id } = await signIn(context, 'anna@demo.pero.local');
    const own = [...(await taggedPosts(context, 'дизайн')), ...(await taggedPosts(context, 'разработка'))].find((item) => item.user_id === id);
    expect(own).toBeDefined();

    const { page, errors } = await openPage(context);
    const reported = page.waitForRequest((request) => request.url() === `${baseUrl}/views` && request.method() === 'POST');
    await visit(page, baseUrl + own!.url);
    expect((await reported).postDataJSON()).toMatchObject({ views: [own!.id] });

    await page.getByRole('button', { name: 'Действия с постом' }).first().click();
    await page.getByRole('menuitem', { name: 'Статистика' }).click();
    const dialog = page.getByRole('dialog', { name: 'Статистика поста' });
    await dialog.getByText('Уникальные просмотры').waitFor();
    // The seed gave every published post a history: a month of bars, today's last.
    await expect.poll(() => dialog.getByRole('listitem').count()).toBe(30);
    expect(errors).toEqual([]);
    await context.close();
  });
});
