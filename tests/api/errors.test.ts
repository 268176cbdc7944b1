import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { buildTestApp } from '../support/app.ts';
import { guestHeaders } from '../support/session.ts';
import { HttpError, ValidationError } from '../../src/server/lib/http-errors.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({
    routes(app) {
      app.get('/test/crash', async () => {
        throw new Error('boom');
      });
      app.get('/test/forbidden', async () => {
        throw new HttpError(403, 'Нельзя');
      });
      app.get('/test/invalid', async () => {
        throw new ValidationError({ name: ['Слишком длинное имя'] });
      });
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

  it('names a missing field as required', async () => {
    const res = await app.inject({ method: 'POST', url: '/test/schema', headers: jsonPost, payload: { tags: [] } });
    expect(res.json().errors).toEqual({ name: ['Заполните поле'] });
  });

  it('passes a command\'s own field errors through', async () => {
    const res = await app.inject({ url: '/test/invalid', headers: json });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'Слишком длинное имя', errors: { name: ['Слишком длинное имя'] } });
  });

  it('answers 403 with the message', async () => {
    const res = await app.inject({ url: '/test/forbidden', headers: json });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Нельзя' });
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
