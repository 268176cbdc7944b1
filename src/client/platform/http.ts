/** `422 {message, errors}` fills `errors`; `429` fills `retryAfter` (seconds). Status 0 = no answer. */
export class HttpError extends Error {
  readonly status: number;
  readonly errors?: Record<string, string[]>;
  readonly retryAfter?: number;
  /** The message is the server's own, written for the reader, not a status line (a proxy's, or no body at all). */
  readonly explained: boolean;

  constructor(status: number, message: string, errors?: Record<string, string[]>, retryAfter?: number, explained = true) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.errors = errors;
    this.retryAfter = retryAfter;
    this.explained = explained;
  }

  firstErrors(): Record<string, string> {
    const first: Record<string, string> = {};
    for (const [field, messages] of Object.entries(this.errors ?? {})) {
      if (messages[0]) first[field] = messages[0];
    }
    return first;
  }
}

type Body = Record<string, unknown>;

// Module-level on purpose: it is only set from an effect, which never runs during SSR,
// so no visitor's handler can leak into the server process.
let unauthorizedHandler: (() => void) | null = null;

export function onUnauthorized(handler: () => void): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

function withQuery(url: string, params?: Body): string {
  if (!params) return url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) query.append(key, String(value));
  }
  const text = query.toString();
  if (!text) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${text}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function parseRetryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return seconds;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

function toError(response: Response, body: unknown): HttpError {
  const data = typeof body === 'object' && body !== null ? (body as { message?: unknown; errors?: unknown }) : {};
  const message = typeof data.message === 'string' ? data.message : response.statusText || `HTTP ${response.status}`;
  const errors = typeof data.errors === 'object' && data.errors !== null ? (data.errors as Record<string, string[]>) : undefined;
  return new HttpError(response.status, message, errors, parseRetryAfter(response.headers.get('Retry-After')), typeof data.message === 'string');
}

async function request<T>(method: 'GET' | 'POST' | 'DELETE', url: string, body?: Body | FormData, extraHeaders: Record<string, string> = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
  const form = body instanceof FormData ? body : null;
  if (method !== 'GET') {
    // Always a JSON body (`{}` when none): Fastify refuses an empty body declared as JSON.
    // Uploads are multipart, and the browser writes that Content-Type with its boundary.
    if (!form) headers['Content-Type'] = 'application/json';
    const xsrf = readCookie('XSRF-TOKEN');
    if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  }

  let response: Response;
  try {
    response = await fetch(method === 'GET' ? withQuery(url, body as Body | undefined) : url, {
      method,
      credentials: 'same-origin',
      headers,
      body: method === 'GET' ? undefined : (form ?? JSON.stringify(body ?? {})),
    });
  } catch (cause) {
    throw new HttpError(0, cause instanceof Error ? cause.message : 'Network error');
  }

  const data = await readBody(response);
  if (response.ok) return data as T;
  if (response.status === 401) unauthorizedHandler?.();
  throw toError(response, data);
}

export const http = {
  get: <T = unknown>(url: string, params?: Body) => request<T>('GET', url, params),
  post: <T = unknown>(url: string, body?: Body | FormData, headers?: Record<string, string>) => request<T>('POST', url, body, headers),
  /** DELETE takes a body: /settings/block-keywords sends one. */
  delete: <T = unknown>(url: string, body?: Body) => request<T>('DELETE', url, body),
};
