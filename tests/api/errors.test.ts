import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { buildTestApp } from '../support/app.ts';
import { message } from '../../src/shared/i18n/messages.ts';
import { Forbidden, Invalid, NotFound, TooManyRequests } from '../../src/server/platform/errors.ts';
import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema/index.ts';
import { createUser } from '../support/factories.ts';
import { guestHeaders, sessionHeaders } from '../support/session.ts';
import { errorAnswer, invalidAnswer } from '../support/errors.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({
    routes(app) {
      app.get('/test/crash', async () => {
        throw new Error('boom');
      });
      app.get('/test/forbidden', async () => {
        throw new Forbidden('posts.errors.cannotPostInTopic');
      });
      app.get('/test/invalid', async () => {
        throw new Invalid({ name: [message('validation.tooLong', { max: 30 })], email: [message('auth.errors.emailTaken')] });
      });
      app.get('/test/missing', async () => {
        throw new NotFound();
      });
      app.get('/test/limited', async () => {
        throw new TooManyRequests(90, 'auth.errors.loginCooldown', { minutes: 2 });
      });
      app.post('/test/union', { schema: { body: Type.Object({ value: Type.Union([Type.Literal(1), Type.Literal(-1)]), note: Type.Union([Type.String({ maxLength: 5 }), Type.Null()]) }) } }, async () => ({ ok: true }));
      app.post('/test/schema', { schema: { body: Type.Object({ name: Type.String({ minLength: 1, maxLength: 30 }), tags: Type.Array(Type.String(), { maxItems: 2 }) }) } }, async () => ({ ok: true }));
    },
  });
});
afterAll(() => app.close());

const html = { accept: 'text/html' };
const json = { accept: 'application/json' };
/** State-changing calls carry the CSRF pair, as the client's http helper sends it. */
const jsonPost = { ...json, ...guestHeaders() };

describe('error answers', () => {
  it('renders the 404 page for an unknown page address', async () => {
    const res = await app.inject({ url: '/no/such/page', headers: html });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('Страница не найдена');
    expect(res.body).toContain('name="robots" content="noindex"');
  });

  it('answers JSON 404 to an API call', async () => {
    const res = await app.inject({ url: '/no/such/thing', headers: json });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Страница не найдена' });
  });

  it('answers 404 for a feed filter that does not exist', async () => {
    expect((await app.inject({ url: '/popular/week', headers: html })).statusCode).toBe(200);
    expect((await app.inject({ url: '/popular/decade', headers: html })).statusCode).toBe(404);
    expect((await app.inject({ url: '/new/from10', headers: html })).statusCode).toBe(200);
  });

  it('answers 422 with field errors in Russian for invalid input', async () => {
    const res = await app.inject({ method: 'POST', url: '/test/schema', headers: jsonPost, payload: { name: 'x'.repeat(31), tags: ['a', 'b', 'c'] } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Проверьте введённые данные',
      errors: { name: ['Не длиннее 30 символов'], tags: ['Не больше 2 элементов'] },
    });
  });

  it('gives a field that fails a union one message: the telling one of its branches, else one "invalid"', async () => {
    const res = await app.inject({ method: 'POST', url: '/test/union', headers: jsonPost, payload: { value: 2, note: 'x'.repeat(6) } });
    expect(res.json().errors).toEqual({ value: ['Недопустимое значение'], note: ['Не длиннее 5 символов'] });
    const member = await createUser(app);
    const like = await app.inject({ method: 'POST', url: '/like', headers: { ...json, ...(await sessionHeaders(app, member.id)) }, payload: { likeable: 'post', id: 1, value: 2 } });
    expect(like.statusCode).toBe(422);
    expect(like.json().errors).toEqual({ value: ['Недопустимое значение'] });
  });

  it('names a missing field as required', async () => {
    const res = await app.inject({ method: 'POST', url: '/test/schema', headers: jsonPost, payload: { tags: [] } });
    expect(res.json().errors).toEqual({ name: ['Заполните поле'] });
  });

  it('answers a command\'s field errors with 422, the first one as the message', async () => {
    const res = await app.inject({ url: '/test/invalid', headers: json });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(invalidAnswer({ name: ['validation.tooLong', { max: 30 }], email: 'auth.errors.emailTaken' }));
  });

  it('answers a domain error with the status of its kind and its headers', async () => {
    const forbidden = await app.inject({ url: '/test/forbidden', headers: json });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual(errorAnswer('posts.errors.cannotPostInTopic'));

    const limited = await app.inject({ url: '/test/limited', headers: json });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('90');
    expect(limited.json()).toEqual(errorAnswer('auth.errors.loginCooldown', { minutes: 2 }));
  });

  it('answers NotFound like an unknown address: JSON to a call, the 404 page to a browser', async () => {
    const call = await app.inject({ url: '/test/missing', headers: json });
    expect(call.statusCode).toBe(404);
    expect(call.json()).toEqual(errorAnswer('errors.notFound'));

    const page = await app.inject({ url: '/test/missing', headers: html });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('name="robots" content="noindex"');
  });

  it('answers 413 for a body over the limit', async () => {
    const res = await app.inject({ method: 'POST', url: '/test/schema', headers: { ...jsonPost, 'content-type': 'application/json' }, payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), tags: [] }) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Слишком большой запрос' });
  });

  it('hides internal errors behind a generic message, and shows the error page to browsers', async () => {
    const api = await app.inject({ url: '/test/crash', headers: json });
    expect(api.statusCode).toBe(500);
    expect(api.json()).toEqual({ message: 'Внутренняя ошибка сервера' });
    expect(api.body).not.toContain('boom');

    const page = await app.inject({ url: '/test/crash', headers: html });
    expect(page.statusCode).toBe(500);
    expect(page.body).toContain('Что-то пошло не так');
    expect(page.body).not.toContain('boom');
  });
});

describe('domain errors in the reader\'s language', () => {
  it('renders Russian for guests and Russian-speaking readers', async () => {
    const guest = await app.inject({ url: '/test/invalid', headers: json });
    expect(guest.json()).toEqual({ message: 'Не длиннее 30 символов', errors: { name: ['Не длиннее 30 символов'], email: ['Этот email уже зарегистрирован'] } });
    const limited = await app.inject({ url: '/test/limited', headers: json });
    expect(limited.json()).toEqual({ message: 'Слишком много неудачных попыток входа. Попробуйте снова через 2 мин.' });
  });

  it('renders English for a reader who chose it', async () => {
    const reader = await createUser(app);
    await app.db.update(users).set({ language: 'en' }).where(eq(users.id, reader.id));
    const headers = { ...json, ...(await sessionHeaders(app, reader.id)) };
    const invalid = await app.inject({ url: '/test/invalid', headers });
    expect(invalid.json()).toEqual({ message: 'At most 30 characters', errors: { name: ['At most 30 characters'], email: ['This email is already registered'] } });
    const forbidden = await app.inject({ url: '/test/forbidden', headers });
    expect(forbidden.json()).toEqual({ message: 'You cannot post in this topic' });
  });
});
