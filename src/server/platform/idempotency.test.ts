import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { buildTestApp } from '../../../tests/support/app.ts';
import { createUser } from '../../../tests/support/factories.ts';
import { postBody } from '../../../tests/support/posts.ts';
import { sessionHeaders, type SessionHeaders } from '../../../tests/support/session.ts';
import { idempotencyKeys, posts } from '../db/schema/index.ts';
import { runMaintenance } from '../maintenance.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function author(): Promise<{ id: number; headers: SessionHeaders }> {
  const user = await createUser(app);
  return { id: user.id, headers: await sessionHeaders(app, user.id) };
}

/** POST /posts; a retry sends the same body object, as postBody() makes new block ids each time. */
function save(headers: SessionHeaders, key: string | undefined, body: ReturnType<typeof postBody>) {
  return app.inject({
    method: 'POST',
    url: '/posts',
    payload: body,
    headers: { accept: 'application/json', ...headers, ...(key !== undefined && { 'idempotency-key': key }) },
  });
}

async function postCount(userId: number): Promise<number> {
  const [row] = await app.db.select({ count: sql<number>`count(*)::int` }).from(posts).where(eq(posts.userId, userId));
  return row!.count;
}

describe('Idempotency-Key on POST /posts', () => {
  it('answers a retry with the first answer and creates nothing new', async () => {
    const { id, headers } = await author();
    const key = randomUUID();
    const body = postBody({ title: 'Первый пост', is_publish: 1 });
    const first = await save(headers, key, body);
    expect(first.statusCode).toBe(200);
    expect(first.headers).not.toHaveProperty('idempotent-replayed');

    const retry = await save(headers, key, body);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.headers['content-type']).toMatch(/^application\/json/);
    expect(await postCount(id)).toBe(1);

    // Without a key, or with a new one, the same body is a new request.
    expect((await save(headers, randomUUID(), body)).json().id).not.toBe(first.json().id);
    expect(await postCount(id)).toBe(2);
  });

  it('keeps each user’s keys apart', async () => {
    const [anna, boris] = [await author(), await author()];
    const key = randomUUID();
    const body = postBody({ title: 'Пост' });
    const answers = [await save(anna.headers, key, body), await save(boris.headers, key, body)];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.json().id).not.toBe(answers[1]!.json().id);
  });

  it('answers 422 to the same key with another body', async () => {
    const { id, headers } = await author();
    const key = randomUUID();
    await save(headers, key, postBody({ title: 'Один' }));
    const other = await save(headers, key, postBody({ title: 'Другой' }));
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ message: 'Этот Idempotency-Key уже использован для другого запроса', errors: { 'Idempotency-Key': [expect.any(String)] } });
    expect(await postCount(id)).toBe(1);
  });

  it('answers 409 with Retry-After while the first request with the key still runs, and takes over a claim left by a dead process', async () => {
    const { id, headers } = await author();
    const key = randomUUID();
    const body = postBody({ title: 'Пост' });
    const first = await save(headers, key, body);
    // As if the first request were still running.
    const claim = and(eq(idempotencyKeys.userId, id), eq(idempotencyKeys.key, key));
    await app.db.update(idempotencyKeys).set({ status: 'pending', responseStatus: null, responseBody: null }).where(claim);
    const concurrent = await save(headers, key, body);
    expect(concurrent.statusCode).toBe(409);
    expect(concurrent.headers['retry-after']).toBe('1');
    expect(concurrent.json()).toEqual({ message: 'Этот запрос ещё выполняется, повторите через секунду' });

    await app.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '3 minutes'` }).where(claim);
    const takenOver = await save(headers, key, body);
    expect(takenOver.statusCode).toBe(200);
    expect(takenOver.json().id).not.toBe(first.json().id);
  });

  it('lets only one of two simultaneous requests with one key run', async () => {
    const { id, headers } = await author();
    const key = randomUUID();
    const body = postBody({ title: 'Дважды', is_publish: 1 });
    const answers = await Promise.all([save(headers, key, body), save(headers, key, body)]);
    expect(answers.map((res) => res.statusCode)).toContain(200);
    for (const res of answers) expect([200, 409]).toContain(res.statusCode);
    expect(await postCount(id)).toBe(1);
  });

  it('keeps no answer of a failed request, so the same key may be retried', async () => {
    const { id, headers } = await author();
    const key = randomUUID();
    const empty = await save(headers, key, postBody({ blocks: [], is_publish: 1 }));
    expect(empty.statusCode).toBe(422);
    expect(await app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, id))).toEqual([]);
    expect((await save(headers, key, postBody({ title: 'Теперь с заголовком', is_publish: 1 }))).statusCode).toBe(200);
  });

  it('refuses keys that are empty, too long or hold other characters, with 422 on the header', async () => {
    const { id, headers } = await author();
    for (const key of ['', 'x'.repeat(129), 'ключ', 'a b', 'a/b']) {
      const res = await save(headers, key, postBody({ title: 'Пост' }));
      expect(res.statusCode, key).toBe(422);
      expect(Object.keys(res.json().errors), key).toEqual(['Idempotency-Key']);
    }
    expect(await postCount(id)).toBe(0);
  });

  it('forgets keys after a day, in the hourly maintenance', async () => {
    const { id, headers } = await author();
    const [old, fresh] = [randomUUID(), randomUUID()];
    await save(headers, old, postBody({ title: 'Старый' }));
    await save(headers, fresh, postBody({ title: 'Новый' }));
    await app.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(idempotencyKeys.key, old));
    await runMaintenance(app.db);
    const kept = await app.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.userId, id));
    expect(kept).toEqual([{ key: fresh }]);
  });
});
