import { readdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { invalidAnswer } from '../../../../tests/support/errors.ts';
import { pageProps, postJson, RELAXED_AUTH_LIMITS, setCookies, cookieValue } from '../../../../tests/support/auth.ts';
import { lastMailTo, linkIn, readMailDir } from '../../../../tests/support/mail.ts';
import { settle } from '../../../../tests/support/events.ts';
import { subsites, users } from '../../db/schema/index.ts';
import { SESSION_COOKIE } from '../../kernel/sessions.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ rateLimits: RELAXED_AUTH_LIMITS });
});
afterAll(() => app.close());

let counter = 0;
const uniqueEmail = () => `reader-${Date.now()}-${counter++}@example.test`;
const validInput = (overrides: object = {}) => ({ name: 'Анна Каренина', email: uniqueEmail(), password: 'Зелёная лампа 1877', ...overrides });

describe('POST /register', () => {
  it('creates the account with its blog, sends a verification letter and signs nobody in', async () => {
    const input = validInput({ email: `  Anna.${counter++}@Example.TEST ` });
    const res = await postJson(app, '/register', input);
    expect(res.statusCode).toBe(200);
    const email = input.email.trim().toLowerCase();
    expect(res.json()).toEqual({ status: 'verification sent', email });
    expect(setCookies(res).has(SESSION_COOKIE)).toBe(false);

    const [account] = await app.db.select().from(users).innerJoin(subsites, eq(subsites.id, users.id)).where(eq(users.email, email));
    expect(account!.users.emailVerifiedAt).toBeNull();
    expect(account!.subsites).toMatchObject({ type: 'user', name: 'Анна Каренина' });
    expect(account!.subsites.slug).toMatch(/^anna_karenina(_\d+)?$/);

    await settle(app);
    const files = await readdir(path.join(app.config.dataDir, 'mail'));
    expect(files.every((file) => /^\d{13}-[0-9a-f]{8}\.eml$/.test(file))).toBe(true);
    const mail = await lastMailTo(app.config.dataDir, email);
    expect(mail.subject).toBe('Подтвердите email на сайте «Перо»');
    expect(mail.text).toContain('Здравствуйте, Анна Каренина!');
    expect(mail.text).toContain('Ссылка действует 24 часа.');
    expect(mail.contentType).toMatch(/^multipart\/alternative/);
    const link = linkIn(mail, `${app.config.appUrl}/email/verify/${account!.users.id}/`);
    expect(link).toMatch(/\?expires=\d+&signature=[\w-]+$/);
    expect(mail.html).toContain(link.replace(/&/g, '&amp;'));
  });

  it('derives a non-empty unique slug even from a name with no letters', async () => {
    const first = await postJson(app, '/register', validInput({ name: '😀' }));
    const second = await postJson(app, '/register', validInput({ name: '😀' }));
    const slugs = await Promise.all(
      [first, second].map(async (res) => (await app.db.select({ slug: subsites.slug }).from(subsites).innerJoin(users, eq(users.id, subsites.id)).where(eq(users.email, res.json().email)))[0]!.slug),
    );
    expect(slugs[0]).toMatch(/^user_\d+$/);
    expect(slugs[1]).toMatch(/^user_\d+$/);
    expect(slugs[0]).not.toBe(slugs[1]);
  });

  it('refuses an address already registered, in any case or Unicode form', async () => {
    const email = uniqueEmail();
    expect((await postJson(app, '/register', validInput({ email }))).statusCode).toBe(200);
    const fullWidth = [...email.toUpperCase()].map((c) => (/[A-Z]/.test(c) ? String.fromCodePoint(c.codePointAt(0)! - 0x41 + 0xff21) : c)).join('');
    for (const variant of [email, email.toUpperCase(), fullWidth]) {
      const res = await postJson(app, '/register', validInput({ email: variant }));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(invalidAnswer({ email: 'auth.errors.emailTaken' }));
    }
  });

  it('lets the unique index decide between two registrations of one address at once', async () => {
    const email = uniqueEmail();
    const answers = await Promise.all([postJson(app, '/register', validInput({ email })), postJson(app, '/register', validInput({ email }))]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((res) => res.statusCode === 422)!.json().errors).toEqual({ email: ['Этот email уже зарегистрирован'] });
  });

  it('answers 422, not 500, when the free slug it chose is taken before the account is written', async () => {
    // Stands in for a second registration of the same name committing between the slug check and the insert.
    await app.db.execute(sql`
      create function take_slug_first() returns trigger language plpgsql as $$
      begin
        insert into subsites (type, name, slug) values ('user', 'Соперник', new.slug);
        return new;
      end $$`);
    await app.db.execute(sql`create trigger take_slug_first before insert on subsites for each row when (new.name = 'Гонка Слагов') execute function take_slug_first()`);
    try {
      const res = await postJson(app, '/register', validInput({ name: 'Гонка Слагов' }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ name: ['Адрес блога для этого имени только что заняли, попробуйте ещё раз'] });
    } finally {
      await app.db.execute(sql`drop trigger take_slug_first on subsites`);
      await app.db.execute(sql`drop function take_slug_first()`);
    }
    expect((await postJson(app, '/register', validInput({ name: 'Гонка Слагов' }))).statusCode).toBe(200);
  });

  it.each([
    ['short', 'Корот7', 'Пароль должен быть не короче 8 символов'],
    ['common', 'Qwerty123', 'Этот пароль слишком распространён, придумайте другой'],
    ['common, Russian layout', 'йцукенгш', 'Этот пароль слишком распространён, придумайте другой'],
  ])('refuses a weak password (%s)', async (_, password, text) => {
    const res = await postJson(app, '/register', validInput({ password }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ password: [text] });
  });

  it('refuses the email as the password', async () => {
    const email = uniqueEmail();
    const res = await postJson(app, '/register', validInput({ email, password: email.toUpperCase() }));
    expect(res.json().errors).toEqual({ password: ['Пароль не должен совпадать с email'] });
  });

  it('refuses a name over 30 characters, a blank name and an invalid email together', async () => {
    const long = await postJson(app, '/register', validInput({ name: 'Я'.repeat(31) }));
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ name: ['Не длиннее 30 символов'] });

    const res = await postJson(app, '/register', validInput({ name: '   ', email: 'not-an-email' }));
    expect(res.json().errors).toEqual({ name: ['Заполните поле'], email: ['Введите корректный email'] });
  });

  it('refuses names with invisible characters, bidi controls or a word mixing Latin and Cyrillic letters', async () => {
    const hidden = await postJson(app, '/register', validInput({ name: 'Анна\u200bКаренина' }));
    expect(hidden.statusCode).toBe(422);
    expect(hidden.json().errors).toEqual({ name: ['Имя не должно содержать невидимых символов и символов направления текста'] });

    const reversed = await postJson(app, '/register', validInput({ name: 'Анна \u202eанинераК' }));
    expect(reversed.json().errors).toEqual({ name: ['Имя не должно содержать невидимых символов и символов направления текста'] });

    const email = uniqueEmail();
    const spoof = await postJson(app, '/register', validInput({ name: '\u0410nna', email }));
    expect(spoof.statusCode).toBe(422);
    expect(spoof.json().errors).toEqual({ name: ['Не смешивайте латинские и русские буквы в одном слове имени'] });
    expect(await app.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('accepts a name of exactly 30 characters', async () => {
    expect((await postJson(app, '/register', validInput({ name: 'Ж'.repeat(30) }))).statusCode).toBe(200);
  });

  it('names every missing field', async () => {
    const res = await postJson(app, '/register', {});
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Проверьте введённые данные',
      errors: { name: ['Заполните поле'], email: ['Заполните поле'], password: ['Заполните поле'] },
    });
  });

  it('refuses overlong email and password before doing any work', async () => {
    const res = await postJson(app, '/register', validInput({ email: `${'a'.repeat(250)}@example.test`, password: 'x'.repeat(129) }));
    expect(res.json().errors).toEqual({ email: ['Не длиннее 254 символов'], password: ['Не длиннее 128 символов'] });
  });

  it('needs no captcha when no reCAPTCHA key is configured', async () => {
    expect((await postJson(app, '/register', validInput())).statusCode).toBe(200);
  });
});

describe('registration with verification turned off', () => {
  let open: FastifyInstance;
  beforeAll(async () => {
    open = await buildTestApp({ config: { emailVerification: false }, rateLimits: RELAXED_AUTH_LIMITS });
  });
  afterAll(() => open.close());

  it('verifies the account at once, signs it in and sends no letter', async () => {
    const input = validInput();
    const res = await postJson(open, '/register', input);
    expect(res.json()).toEqual({ status: 'success' });
    const session = cookieValue(setCookies(res).get(SESSION_COOKIE));
    expect(session).toBeTruthy();
    const props = await pageProps(open, `${SESSION_COOKIE}=${session}`);
    expect(props.auth.user).toMatchObject({ name: 'Анна Каренина' });
    await settle(open);
    expect(await readMailDir(open.config.dataDir)).toEqual([]);

    const login = await postJson(open, '/login', { email: input.email, password: input.password });
    expect(login.json()).toEqual({ status: 'success' });
  });
});

describe('registration with reCAPTCHA configured', () => {
  let guarded: FastifyInstance;
  let siteverify: Server;
  /** The forms the fake siteverify received, as Google would: secret, response, remoteip. */
  const checked: Record<string, string>[] = [];
  /** A person's token, a bot's (valid, but a v3 score of 0.1); 'outage' meets a failing service; the rest are unknown. */
  const verdicts: Record<string, object> = { human: { success: true, score: 0.9 }, bot: { success: true, score: 0.1 } };

  beforeAll(async () => {
    siteverify = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const form = Object.fromEntries(new URLSearchParams(body));
        checked.push(form);
        if (form.response === 'outage') return res.writeHead(503).end();
        const verdict = form.secret === 'secret' ? verdicts[form.response ?? ''] : undefined;
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(verdict ?? { success: false }));
      });
    });
    await new Promise<void>((resolve) => siteverify.listen(0, '127.0.0.1', resolve));
    const { port } = siteverify.address() as AddressInfo;
    guarded = await buildTestApp({
      config: { recaptchaSecret: 'secret', recaptchaSiteKey: 'site-key', recaptchaVerifyUrl: `http://127.0.0.1:${port}/recaptcha/api/siteverify` },
      rateLimits: RELAXED_AUTH_LIMITS,
    });
  });
  afterAll(async () => {
    await guarded.close();
    await new Promise((resolve) => siteverify.close(resolve));
  });

  it('exposes the site key to pages', async () => {
    expect((await pageProps(guarded, '')).recaptchaSiteKey).toBe('site-key');
    expect((await pageProps(app, '')).recaptchaSiteKey).toBeNull();
  });

  it('refuses a missing, unknown or low-scoring token and any token it cannot check, and accepts a person\'s', async () => {
    for (const captcha_token of [undefined, 'forged', 'bot', 'outage']) {
      const res = await postJson(guarded, '/register', validInput({ captcha_token }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ captcha_token: ['Подтвердите, что вы не робот'] });
    }
    const ok = await postJson(guarded, '/register', validInput({ captcha_token: 'human' }));
    expect(ok.statusCode).toBe(200);
    expect(checked.at(-1)).toEqual({ secret: 'secret', response: 'human', remoteip: '127.0.0.1' });
  });
});
