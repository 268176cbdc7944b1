// The API as an outside program meets it: a client built at run time from the served OpenAPI
// document, calling operations by their ids with nothing but a personal API token.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { OpenAPIClientAxios, type Document, type OpenAPIClient } from 'openapi-client-axios';
import { buildTestApp } from '../support/app.ts';
import { createUser } from '../support/factories.ts';
import { settle } from '../support/events.ts';
import { block } from '../support/posts.ts';
import { sessionHeaders } from '../support/session.ts';
import { API_DOCS_PREFIX } from '../../src/server/plugins/openapi.ts';

let app: FastifyInstance;
let baseURL: string;
let document: Document;

beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseURL = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  document = (await (await fetch(`${baseURL}${API_DOCS_PREFIX}/json`)).json()) as Document;
});
afterAll(() => app.close());

async function clientFor(userId: number, scopes: string[]): Promise<OpenAPIClient> {
  const made = await app.inject({
    method: 'POST',
    url: '/settings/api-tokens',
    payload: { name: 'Скрипт', scopes, expires_in_days: 30 },
    headers: { accept: 'application/json', ...(await sessionHeaders(app, userId)) },
  });
  const api = new OpenAPIClientAxios({
    definition: document,
    axiosConfigDefaults: { baseURL, headers: { Authorization: `Bearer ${made.json().token}` }, validateStatus: () => true },
  });
  return api.init();
}

describe('a client generated from the OpenAPI document', () => {
  it('reads, publishes a post, comments and reads notifications with a token; a call outside its scopes is refused', async () => {
    const [author, reader] = [await createUser(app), await createUser(app)];
    const client = await clientFor(author.id, ['read', 'posts:write', 'comments:write', 'notifications']);

    const news = await client['feeds.news']!({ page: 1 });
    expect(news.status).toBe(200);
    expect(news.data).toMatchObject({ data: expect.any(Array) });

    const saved = await client['posts.save']!(undefined, { blocks: [block.header('Пост из API'), block.paragraph('Опубликован скриптом.')], is_publish: 1 });
    expect(saved.status).toBe(200);
    const postId = (saved.data as { id: number }).id;

    const comment = await client['comments.create']!(undefined, { post_id: postId, comment: 'Первый комментарий из API' });
    expect(comment.status).toBe(200);
    const comments = await client['comments.ofPost']!({ id: postId });
    expect(JSON.stringify(comments.data)).toContain('Первый комментарий из API');

    // Someone answers on the site; the token's owner hears of it through the API.
    const answer = await app.inject({
      method: 'POST',
      url: '/comments',
      payload: { post_id: postId, comment: 'Ответ читателя' },
      headers: { accept: 'application/json', ...(await sessionHeaders(app, reader.id)) },
    });
    expect(answer.statusCode).toBe(200);
    await settle(app);
    const notifications = await client['notifications.list']!();
    expect(notifications.status).toBe(200);
    expect(JSON.stringify(notifications.data)).toContain('Ответ читателя');

    const chat = await client['chats.start']!({ userId: reader.id });
    expect(chat.status).toBe(403);
    expect(chat.data).toMatchObject({ errors: { scope: [expect.stringContaining('chats')] } });
    const password = await client['accountSafety.changePassword']!(undefined, {});
    expect(password.status).toBe(403);
  });

  it('the document says which scope each call needs, and which calls take no token', () => {
    const operations = Object.values(document.paths!).flatMap((item) => Object.values(item!)) as Array<Record<string, unknown>>;
    const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
    expect(byId.get('posts.save')).toMatchObject({ 'x-pero-scope': 'posts:write', security: [{ session: [], xsrf: [] }, { bearer: [] }] });
    expect(byId.get('notifications.list')).toMatchObject({ 'x-pero-scope': 'notifications' });
    expect(byId.get('adminUsers.setRole')).toMatchObject({ 'x-pero-scope': 'admin' });
    expect(byId.get('apiTokens.create')).toMatchObject({ 'x-pero-scope': null, security: [{ session: [], xsrf: [] }] });
    expect(String(byId.get('apiTokens.create')!.description)).toContain('Not available with an API token');
    expect(document.components!.securitySchemes!.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});
