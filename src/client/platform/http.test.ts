import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpError, onUnauthorized } from './http.ts';

function answer(status: number, body?: unknown, headers: Record<string, string> = {}) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text || null, { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

const fetchMock = vi.fn<typeof fetch>();

function lastCall() {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url: String(url), init: init!, headers: init!.headers as Record<string, string> };
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('document', { cookie: 'theme=dark; XSRF-TOKEN=abc%3D%3Dx; other=1' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('http', () => {
  it('sends JSON with the decoded XSRF cookie on a POST and returns the parsed answer', async () => {
    fetchMock.mockResolvedValue(answer(200, { status: 'success' }));

    await expect(http.post('/login', { email: 'a@b.c', password: 'secret' })).resolves.toEqual({ status: 'success' });

    const { url, init, headers } = lastCall();
    expect(url).toBe('/login');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe(JSON.stringify({ email: 'a@b.c', password: 'secret' }));
    expect(headers).toMatchObject({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-XSRF-TOKEN': 'abc==x',
    });
  });

  it('sends a DELETE body and the XSRF header', async () => {
    fetchMock.mockResolvedValue(answer(204));

    await expect(http.delete('/settings/block-keywords', { keyword: 'spam' })).resolves.toBeUndefined();

    const { init, headers } = lastCall();
    expect(init.method).toBe('DELETE');
    expect(init.body).toBe('{"keyword":"spam"}');
    expect(headers['X-XSRF-TOKEN']).toBe('abc==x');
  });

  it('sends an empty JSON object for a state-changing call without a body', async () => {
    fetchMock.mockResolvedValue(answer(200, { status: 'success' }));

    await http.post('/logout');

    const { init, headers } = lastCall();
    expect(init.body).toBe('{}');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('sends FormData as multipart, with the XSRF header and no JSON content type', async () => {
    fetchMock.mockResolvedValue(answer(200, { id: 1 }));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');

    await http.post('/media', form);

    const { init, headers } = lastCall();
    expect(init.body).toBe(form);
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers['X-XSRF-TOKEN']).toBe('abc==x');
  });

  it('puts GET parameters in the query string and sends no XSRF header or body', async () => {
    fetchMock.mockResolvedValue(answer(200, { data: [] }));

    await http.get('/discovery', { q: 'кот мем', perPage: 3, skipped: undefined });

    const { url, init, headers } = lastCall();
    expect(url).toBe('/discovery?q=%D0%BA%D0%BE%D1%82+%D0%BC%D0%B5%D0%BC&perPage=3');
    expect(init.body).toBeUndefined();
    expect(headers['X-XSRF-TOKEN']).toBeUndefined();
  });

  it('sends no XSRF header when the cookie is missing', async () => {
    vi.stubGlobal('document', { cookie: '' });
    fetchMock.mockResolvedValue(answer(200, {}));

    await http.post('/password/email', { email: 'a@b.c' });

    expect(lastCall().headers['X-XSRF-TOKEN']).toBeUndefined();
  });

  it('throws a typed error with the field errors of a 422', async () => {
    fetchMock.mockResolvedValue(
      answer(422, { message: 'Invalid', errors: { name: ['Too long', 'Taken'], email: ['Bad email'] } }),
    );

    const error = await http.post('/register', {}).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(HttpError);
    const httpError = error as HttpError;
    expect(httpError.status).toBe(422);
    expect(httpError.message).toBe('Invalid');
    expect(httpError.errors).toEqual({ name: ['Too long', 'Taken'], email: ['Bad email'] });
    expect(httpError.firstErrors()).toEqual({ name: 'Too long', email: 'Bad email' });
  });

  it('reads Retry-After of a 429', async () => {
    fetchMock.mockResolvedValue(answer(429, { message: 'Slow down' }, { 'Retry-After': '60' }));

    const error = (await http.post('/login', {}).catch((caught: unknown) => caught)) as HttpError;

    expect(error.status).toBe(429);
    expect(error.message).toBe('Slow down');
    expect(error.retryAfter).toBe(60);
  });

  it('falls back to the status text when the error body is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }));

    const error = (await http.get('/notifications').catch((caught: unknown) => caught)) as HttpError;

    expect(error.status).toBe(502);
    expect(error.message).toBe('Bad Gateway');
    expect(error.errors).toBeUndefined();
  });

  it('turns a network failure into an HttpError with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

    const error = (await http.get('/notifications').catch((caught: unknown) => caught)) as HttpError;

    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(0);
  });

  it('calls the registered handler on a 401, and stops after unregistering', async () => {
    const handler = vi.fn();
    const unregister = onUnauthorized(handler);
    fetchMock.mockImplementation(async () => answer(401, { message: 'Unauthenticated' }));

    await expect(http.post('/favorite', { id: 1 })).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);

    await expect(http.get('/notifications')).rejects.toBeInstanceOf(HttpError);
    expect(handler).toHaveBeenCalledTimes(2);

    unregister();
    await expect(http.get('/notifications')).rejects.toBeInstanceOf(HttpError);
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('does not call the 401 handler for other errors', async () => {
    const handler = vi.fn();
    const unregister = onUnauthorized(handler);
    fetchMock.mockResolvedValue(answer(403, { message: 'Forbidden' }));

    await expect(http.post('/posts', {})).rejects.toMatchObject({ status: 403, message: 'Forbidden' });
    expect(handler).not.toHaveBeenCalled();
    unregister();
  });
});
