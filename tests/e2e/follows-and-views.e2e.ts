/**
 * Following from a post, and the author's statistics: a member follows the community under
 * a post, every follow button of it on the page agrees and the sidebar lists it; the author
 * opens the statistics modal from the post menu, and opening the post reports a view. A follow
 * on a profile moves its followers count. The reader and the followed profile are new
 * accounts, whose follows and followers no other file touches; the post is the file's own.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import type { PostDto } from '../../src/shared/dto/post.ts';
import { communityId, me, propsOf, readJson, savePost, type PublishedPost } from './support/api.ts';
import { DESKTOP, connectBrowser, newContext, openPage, visit } from './support/browser.ts';
import { DEMO_AUTHOR, DEMO_READER, newMemberContext, signedInContext } from './support/sign-in.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let author: BrowserContext;
/** The author's post in a community. */
let post: PublishedPost;
let community: { id: number; name: string };

beforeAll(async () => {
  browser = await connectBrowser();
  author = await signedInContext(browser, DEMO_AUTHOR);
  community = (await propsOf(author, '/technology')).subsite;
  post = await savePost(author, { title: 'Пост в сообществе, на которое подпишутся', category_id: await communityId(author, 'technology') });
});
afterAll(() => browser.close());

describe('follows and views', () => {
  it('follows the community under a post: both buttons agree and the sidebar lists it', async () => {
    const { context } = await newMemberContext(browser, 'Читатель Без Подписок');
    const { page, errors } = await openPage(context);
    await visit(page, baseUrl + post.url);
    const ownerCard = page.getByRole('region', { name: 'Сообщество' });
    await ownerCard.getByRole('button', { name: 'Подписаться' }).click();
    await ownerCard.getByRole('button', { name: 'Вы подписаны', pressed: true }).waitFor();
    await page.locator('article header').getByRole('button', { name: 'Вы подписаны', pressed: true }).waitFor();
    await page.getByRole('complementary').getByRole('link', { name: community.name }).first().waitFor();

    // The server agrees, and unfollowing from the header turns both back.
    expect((await propsOf(context, post.url)).post.category).toMatchObject({ id: community.id, is_follow: true, is_notify: true });
    await page.locator('article header').getByRole('button', { name: 'Вы подписаны' }).click();
    await ownerCard.getByRole('button', { name: 'Подписаться', pressed: false }).waitFor();
    expect((await propsOf(context, post.url)).post.category).toMatchObject({ is_follow: false });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("moves a profile's followers count to the server's number when the reader follows or unfollows there", async () => {
    const { context: followed } = await newMemberContext(browser, 'Автор Без Подписчиков');
    const profile = (await me(followed)).url;
    await followed.close();
    const context = await signedInContext(browser, DEMO_READER);
    const { page, errors } = await openPage(context);
    await visit(page, baseUrl + profile);
    const header = page.locator('section[aria-labelledby="profile-name"]');
    const followersSay = (count: number) => header.getByRole('button', { name: new RegExp(`^${count} подписч`) });
    await followersSay(0).waitFor();

    await header.getByRole('button', { name: 'Подписаться', exact: true }).click();
    await followersSay(1).waitFor();
    await header.getByRole('button', { name: 'Вы подписаны', exact: true }).click();
    await followersSay(0).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reports the cards a reader sees in a list as showings', async () => {
    const context = await newContext(browser, { viewport: DESKTOP });
    const { page, errors } = await openPage(context);
    const reported = page.waitForRequest((request) => request.url() === `${baseUrl}/views` && request.method() === 'POST');
    await visit(page, `${baseUrl}/tag/${encodeURIComponent('разработка')}`);
    const first = await page.getByRole('article').first().getByRole('heading').getByRole('link').getAttribute('href');
    const posts = (await readJson<{ data: PostDto[] }>(context, `/tag/${encodeURIComponent('разработка')}`)).data;
    const body = (await reported).postDataJSON();
    expect(body.showings).toContain(posts.find((post) => post.url === first)!.id);
    expect(body.views).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reports the view of an opened post and shows its author the statistics modal', async () => {
    const { page, errors } = await openPage(author);
    const reported = page.waitForRequest((request) => request.url() === `${baseUrl}/views` && request.method() === 'POST');
    await visit(page, baseUrl + post.url);
    expect((await reported).postDataJSON()).toMatchObject({ views: [post.id] });

    await page.getByRole('button', { name: 'Действия с постом' }).first().click();
    await page.getByRole('menuitem', { name: 'Статистика' }).click();
    const dialog = page.getByRole('dialog', { name: 'Статистика поста' });
    await dialog.getByText('Уникальные просмотры').waitFor();
    // A month of days, however young the post.
    await dialog.getByRole('figure', { name: 'Просмотры по дням' }).getByRole('button', { name: 'Таблица' }).click();
    await expect.poll(() => dialog.getByRole('table', { name: 'Просмотры по дням' }).getByRole('row').count()).toBe(31);
    expect(errors).toEqual([]);
    await page.close();
  });
});
