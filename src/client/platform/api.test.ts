import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { AnswerOf } from '../../shared/api/call.ts';
import { calls } from '../../shared/api/index.ts';
import { api, nextPage, pageData } from './api.ts';
import { HttpError } from './http.ts';

const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body?: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function lastCall() {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url: String(url), method: init!.method, body: init!.body, headers: init!.headers as Record<string, string> };
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=token' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api', () => {
  it('sends the declared method to the path with its params filled in, and the body as JSON', async () => {
    fetchMock.mockResolvedValue(answer(200, { pinned: true }));

    const result = await api(calls.posts.pin, { params: { id: 42 }, body: { status: true } });

    expect(result.pinned).toBe(true);
    expect(lastCall()).toMatchObject({ url: '/posts/42/pin', method: 'POST', body: '{"status":true}', headers: { 'X-XSRF-TOKEN': 'token' } });
  });

  it('sends an idempotent call’s key as the Idempotency-Key header', async () => {
    fetchMock.mockResolvedValue(answer(200, { id: 1, url: '/anna/1-post', is_publish: 1 }));

    await api(calls.posts.save, { body: { is_publish: true }, idempotencyKey: 'k-1' });

    expect(lastCall().headers).toMatchObject({ 'Idempotency-Key': 'k-1' });
    // @ts-expect-error -- only calls declared idempotent take a key
    expect(() => api(calls.posts.pin, { params: { id: 1 }, body: { status: true }, idempotencyKey: 'k' })).toBeTypeOf('function');
  });

  it('puts a GET call’s query in the query string', async () => {
    fetchMock.mockResolvedValue(answer(200, ['котики']));

    await expect(api(calls.posts.searchTags, { query: { q: 'кот' } })).resolves.toEqual(['котики']);

    expect(lastCall()).toMatchObject({ url: `/tags/search?q=${encodeURIComponent('кот')}`, method: 'GET', body: undefined });
  });

  it('URL-encodes path params', async () => {
    fetchMock.mockResolvedValue(answer(200, { url: 'https://provider.example/consent' }));

    await api(calls.auth.socialSignIn, { params: { provider: 'a/b?c' }, query: {} });

    expect(lastCall().url).toBe('/oauth/a%2Fb%3Fc');
  });

  it('sends a DELETE without an answer and resolves with nothing', async () => {
    fetchMock.mockResolvedValue(answer(204));

    await expect(api(calls.posts.destroy, { params: { id: 7 } })).resolves.toBeUndefined();

    expect(lastCall()).toMatchObject({ url: '/posts/7', method: 'DELETE' });
  });

  it('sends an upload as the FormData it was given', async () => {
    fetchMock.mockResolvedValue(answer(200, { id: 1, data: {}, thumb: null }));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');

    await api(calls.media.upload, { body: form });

    const sent = lastCall();
    expect(sent).toMatchObject({ url: '/media', method: 'POST' });
    expect(sent.body).toBe(form);
    expect(sent.headers['Content-Type']).toBeUndefined();
  });

  it('takes no input for a call that declares none', async () => {
    fetchMock.mockResolvedValue(answer(200, { status: 'success' }));

    await api(calls.auth.logout);

    expect(lastCall()).toMatchObject({ url: '/logout', method: 'POST', body: '{}' });
  });

  it('fails with HttpError like every call of the app', async () => {
    fetchMock.mockResolvedValue(answer(403, { message: 'Нельзя' }));

    await expect(api(calls.posts.pin, { params: { id: 1 }, body: { status: false } })).rejects.toEqual(new HttpError(403, 'Нельзя'));
  });

  it('follows a paged call’s next_page_url as it came', async () => {
    fetchMock.mockResolvedValue(answer(200, { data: [], next_page_url: null }));

    await nextPage(calls.posts.topics, '/topics?page=2&perPage=10&from=editor');

    expect(lastCall()).toMatchObject({ url: '/topics?page=2&perPage=10&from=editor', method: 'GET' });
  });

  it('reads a page’s own props from its address as JSON', async () => {
    fetchMock.mockResolvedValue(answer(200, { post: { id: 5 } }));

    await expect(pageData('Post', '/anna/5-post')).resolves.toEqual({ post: { id: 5 } });

    expect(lastCall()).toMatchObject({ url: '/anna/5-post', method: 'GET', headers: { Accept: 'application/json' } });
  });

  it('refuses a call without its path params', () => {
    // @ts-expect-error: pin needs the post id
    expect(() => api(calls.posts.pin, { body: { status: true } })).toThrow('/posts/:id/pin: missing id');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  // Checked by the typecheck: an @ts-expect-error that finds no error fails it.
  it('types input and answer from the declaration', () => {
    const misuses = [
      // @ts-expect-error: status is a boolean
      () => api(calls.posts.pin, { params: { id: 1 }, body: { status: 'yes' } }),
      // @ts-expect-error: logout takes no body
      () => api(calls.auth.logout, { body: { all: true } }),
      // @ts-expect-error: an upload is sent as FormData
      () => api(calls.media.upload, { body: { file: 'a.png' } }),
    ];
    expect(misuses).toHaveLength(3);
    expectTypeOf<AnswerOf<typeof calls.posts.pin>>().toEqualTypeOf<{ pinned: boolean }>();
    expectTypeOf<AnswerOf<typeof calls.posts.destroy>>().toBeVoid();
  });
});
