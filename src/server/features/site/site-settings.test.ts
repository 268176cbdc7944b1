import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, TEST_ASSET_VERSION } from '../../../../tests/support/app.ts';
import { errorAnswer } from '../../../../tests/support/errors.ts';
import { postJson, RELAXED_AUTH_LIMITS } from '../../../../tests/support/auth.ts';
import { settle } from '../../../../tests/support/events.ts';
import { createUser, type TestUser } from '../../../../tests/support/factories.ts';
import { createCommunity } from '../../../../tests/support/posts.ts';
import { sessionHeaders } from '../../../../tests/support/session.ts';
import type { AdminSiteSettingsDto } from '../../../shared/api/admin-settings.ts';
import { eq } from 'drizzle-orm';
import { adminLog, siteSettings, users } from '../../db/schema/index.ts';

let app: FastifyInstance;
let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  app = await buildTestApp({ rateLimits: RELAXED_AUTH_LIMITS });
  [admin, member] = await Promise.all([createUser(app, { role: 'super_admin' }), createUser(app)]);
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.db.delete(siteSettings);
  await app.db.delete(adminLog);
  app.site.invalidate();
});

const inertia = { 'x-inertia': 'true', 'x-inertia-version': TEST_ASSET_VERSION };

async function formOf(target = app): Promise<Omit<AdminSiteSettingsDto, 'recaptchaSecretSet'>> {
  const res = await target.inject({ url: '/admin-panel/settings', headers: { ...(await sessionHeaders(target, admin.id)), ...inertia } });
  expect(res.statusCode).toBe(200);
  const { recaptchaSecretSet: _, ...form } = res.json().props.settings as AdminSiteSettingsDto;
  return form;
}

/** Saves the screen's current form with these changes, as the Save button does, and lets the events run. */
async function save(changes: Partial<AdminSiteSettingsDto> & { recaptchaSecret?: string | null }, target = app) {
  const res = await target.inject({ method: 'POST', url: '/admin-panel/settings', headers: await sessionHeaders(target, admin.id), payload: { ...(await formOf(target)), ...changes } });
  await settle(target);
  return res;
}

/** The shared props of a fresh page request: a guest's, unless a user is given. */
async function freshProps(user?: TestUser, url = '/popular', target = app): Promise<Record<string, unknown> & { meta: Record<string, unknown> }> {
  const headers = user ? await sessionHeaders(target, user.id) : {};
  const res = await target.inject({ url, headers: { ...headers, ...inertia } });
  expect(res.statusCode).toBe(200);
  return res.json().props;
}

async function html(url = '/popular'): Promise<string> {
  const res = await app.inject({ url, headers: { accept: 'text/html' } });
  expect(res.statusCode).toBe(200);
  return res.body;
}

describe('the Settings screen', () => {
  it('opens for a super admin with every setting, and never carries the reCAPTCHA secret', async () => {
    await save({ recaptchaSiteKey: 'site-key', recaptchaSecret: 'very-secret' });
    const res = await app.inject({ url: '/admin-panel/settings', headers: { ...(await sessionHeaders(app, admin.id)), accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('very-secret');
    const settings = (await app.inject({ url: '/admin-panel/settings', headers: { ...(await sessionHeaders(app, admin.id)), ...inertia } })).json().props.settings;
    expect(settings).toMatchObject({ siteName: 'Перо', registration: 'open', recaptchaSiteKey: 'site-key', recaptchaSecretSet: true });
    expect(JSON.stringify(await freshProps())).not.toContain('very-secret');
  });

  it('refuses everyone but a super admin', async () => {
    const res = await app.inject({ method: 'POST', url: '/admin-panel/settings', headers: await sessionHeaders(app, member.id), payload: {} });
    expect(res.statusCode).toBe(403);
  });
});

describe('each saved setting shows in the page props of a fresh request', () => {
  it('basic: name, description, time zone, default feed and language', async () => {
    expect((await save({ siteName: 'Новое Перо', description: 'Про всё', timeZone: 'Asia/Yekaterinburg', defaultFeed: 'new', defaultLanguage: 'en' })).statusCode).toBe(200);
    const props = await freshProps();
    expect(props).toMatchObject({ siteName: 'Новое Перо', timeZone: 'Asia/Yekaterinburg', defaultFeed: 'new', language: 'en' });
    expect(props.meta).toMatchObject({ title: 'Новое Перо', siteName: 'Новое Перо', description: 'Про всё' });
    // A member keeps the language they have; a new account starts in the site's.
    expect((await freshProps(member)).language).toBe('ru');
    await postJson(app, '/register', { name: 'Джейн Остин', email: 'jane.language@example.test', password: 'Зелёная лампа 1877' });
    const [account] = await app.db.select({ language: users.language }).from(users).where(eq(users.email, 'jane.language@example.test'));
    expect(account?.language).toBe('en');
  });

  it('appearance: logos, login box image, and the favicon in the page head', async () => {
    await save({ logo: '/uploads/logo.png', darkLogo: 'https://cdn.example/dark.png', loginBoxImage: '/uploads/box.jpg', favicon: '/uploads/icon.png' });
    const props = await freshProps();
    expect(props).toMatchObject({ logo: '/uploads/logo.png', darkLogo: 'https://cdn.example/dark.png', loginBoxImage: '/uploads/box.jpg' });
    expect(props.meta.favicon).toBe('/uploads/icon.png');
    expect(await html()).toContain('rel="icon" href="/uploads/icon.png"');
  });

  it('registration: closed is refused with a clear message, and pages say so', async () => {
    await save({ registration: 'closed' });
    expect((await freshProps()).registration).toBe('closed');
    const res = await postJson(app, '/register', { name: 'Анна Каренина', email: 'anna.closed@example.test', password: 'Зелёная лампа 1877' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(errorAnswer('authUi.registrationClosed'));

    await save({ registration: 'open' });
    expect((await freshProps()).registration).toBe('open');
  });

  it('community rating threshold decides who may create communities', async () => {
    await save({ communityCreationRating: 0 });
    expect((await freshProps(member)).canCreateCommunity).toBe(true);
    await save({ communityCreationRating: 500 });
    expect((await freshProps(member)).canCreateCommunity).toBe(false);
  });

  it('links: footer links, social links, their switch, agreement and privacy addresses', async () => {
    const links = [{ name: 'О проекте', url: '/about' }, { name: 'Правила', url: 'https://pero.example/rules' }];
    const socialLinks = [{ name: 'Телеграм', url: 'https://t.me/pero', icon: 'telegram' }];
    await save({ links, socialLinks, showSocialLinks: true, userAgreementUrl: 'https://pero.example/terms', privacyPolicyUrl: '/privacy' });
    expect(await freshProps()).toMatchObject({ links, socialLinks, showSocialLinks: true, userAgreementUrl: 'https://pero.example/terms', privacyPolicyUrl: '/privacy' });
  });

  it('sidebar: the widgets in their order, and the news widget communities by address', async () => {
    const news = await createCommunity(app, { creatorId: admin.id });
    const sidebar = [{ type: 'best_comments' as const, count: 7 }, { type: 'advertisement' as const, count: 1 }, { type: 'top_blogs' as const, count: 2 }];
    await save({ sidebar, newsCommunities: [news.slug] });
    expect((await freshProps()).sidebar).toEqual(sidebar);
    expect((await app.site.settings.get()).newsCommunities).toEqual([news.id]);
    expect((await formOf()).newsCommunities).toEqual([news.slug]);
  });

  it('meta defaults reach the head of pages without their own picture', async () => {
    await save({ metaImage: 'https://pero.example/og.png', vkImage: '/uploads/vk.png', fbAppId: '1234567890' });
    expect((await freshProps()).meta).toMatchObject({ defaultImage: 'https://pero.example/og.png', defaultVkImage: '/uploads/vk.png', fbAppId: '1234567890' });
    const head = await html();
    expect(head).toContain('property="og:image" content="https://pero.example/og.png"');
    expect(head).toContain('property="vk:image" content="/uploads/vk.png"');
    expect(head).toContain('property="fb:app_id" content="1234567890"');
  });

  it('moderation and anti-spam numbers are saved and read back', async () => {
    const values = { modlogHidesModerators: true, newAccountDays: 7, newAccountRating: 10, newAccountPostsPerHour: 2, newAccountCommentsPerHour: 9 };
    await save(values);
    expect(await formOf()).toMatchObject(values);
    expect(await app.site.settings.get()).toMatchObject(values);
  });
});

describe('validation', () => {
  it('answers 422 with each problem at its field', async () => {
    const res = await save({
      siteName: '   ',
      logo: 'javascript:alert(1)',
      favicon: '//evil.example/x.ico',
      timeZone: 'Mars/Olympus',
      links: [{ name: 'Ok', url: 'ftp://files.example' }],
      sidebar: [{ type: 'top_blogs', count: 3 }, { type: 'top_blogs', count: 4 }],
      newsCommunities: ['no_such_community'],
      fbAppId: 'abc',
      recaptchaSiteKey: 'key',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(
      ['fbAppId', 'favicon', 'links.0.url', 'logo', 'newsCommunities.0', 'recaptchaSecret', 'siteName', 'sidebar.1.type', 'timeZone'].sort(),
    );
    expect(await app.db.select().from(siteSettings)).toEqual([]);
  });

  it('refuses input beyond the declared bounds', async () => {
    const res = await save({ sidebar: [{ type: 'top_blogs', count: 500 }] });
    expect(res.statusCode).toBe(422);
  });
});

describe('the admin log', () => {
  it('names the settings a save changed, and a save that changes nothing writes nothing', async () => {
    await save({ siteName: 'Перо 2', showSocialLinks: true });
    await save({});
    const lines = await app.db.select().from(adminLog);
    expect(lines).toEqual([expect.objectContaining({ actorId: admin.id, action: 'settings.saved', details: { keys: ['siteName', 'showSocialLinks'] } })]);
  });
});

describe('environment and panel', () => {
  let siteverify: Server;
  let envApp: FastifyInstance;

  beforeAll(async () => {
    siteverify = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        const success = form.get('response') === 'human' && ['env-secret', 'panel-secret'].includes(form.get('secret') ?? '');
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success, score: 0.9 }));
      });
    });
    await new Promise<void>((resolve) => siteverify.listen(0, '127.0.0.1', resolve));
    const { port } = siteverify.address() as AddressInfo;
    envApp = await buildTestApp({
      config: { emailVerification: false, recaptchaSiteKey: 'env-key', recaptchaSecret: 'env-secret', recaptchaVerifyUrl: `http://127.0.0.1:${port}/siteverify` },
      rateLimits: RELAXED_AUTH_LIMITS,
    });
    envAdminUser = await createUser(envApp, { role: 'super_admin' });
  });
  afterAll(async () => {
    await envApp.close();
    await new Promise((resolve) => siteverify.close(resolve));
  });

  let envAdminUser: TestUser;
  let counter = 0;
  const register = (captcha_token?: string) => postJson(envApp, '/register', { name: 'Лев Толстой', email: `lev.${counter++}@example.test`, password: 'Зелёная лампа 1877', captcha_token });

  it('the environment gives the defaults; what the panel saves wins, at once', async () => {
    const asAdmin = async (changes: Partial<AdminSiteSettingsDto> & { recaptchaSecret?: string | null }) => {
      const headers = await sessionHeaders(envApp, envAdminUser.id);
      const form = (await envApp.inject({ url: '/admin-panel/settings', headers: { ...headers, ...inertia } })).json().props.settings as AdminSiteSettingsDto;
      const { recaptchaSecretSet, ...rest } = form;
      const res = await envApp.inject({ method: 'POST', url: '/admin-panel/settings', headers, payload: { ...rest, ...changes } });
      expect(res.statusCode).toBe(200);
      await settle(envApp);
      return { before: { ...form, recaptchaSecretSet }, answer: res.json() };
    };

    // Env: verification off, captcha on with env keys.
    expect((await freshProps(undefined, '/popular', envApp)).recaptchaSiteKey).toBe('env-key');
    expect((await register()).statusCode).toBe(422);
    expect((await register('human')).json()).toEqual({ status: 'success' });

    // The panel turns verification on and puts its own key pair.
    const { before } = await asAdmin({ emailVerification: true, recaptchaSiteKey: 'panel-key', recaptchaSecret: 'panel-secret' });
    expect(before).toMatchObject({ emailVerification: false, recaptchaSiteKey: 'env-key', recaptchaSecretSet: true });
    expect((await freshProps(undefined, '/popular', envApp)).recaptchaSiteKey).toBe('panel-key');
    expect((await register('human')).json()).toMatchObject({ status: 'verification sent' });

    // An empty site key turns the captcha off, whatever the environment says.
    await asAdmin({ recaptchaSiteKey: null });
    expect((await freshProps(undefined, '/popular', envApp)).recaptchaSiteKey).toBeNull();
    expect((await register()).json()).toMatchObject({ status: 'verification sent' });
  });
});
