/**
 * Load for the fault tests: keep-alive readers (the home page, a freshly published post,
 * readiness) and publishers (signed-in authors publishing posts as the editor does), each
 * request counted by status or by the socket error it met. A publish counts as acknowledged
 * only when it answered 200 with the new post's id: those are the writes that must survive.
 */
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

/** The code a failed request met: ECONNREFUSED (nobody listens), ECONNRESET, EPIPE… */
export class RequestFailed extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

/** Socket errors that mean the server broke a connection it had accepted. */
const RESET_CODES = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'HPE_INVALID_EOF_STATE']);

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export class HttpClient {
  private readonly agent = new http.Agent({ keepAlive: true });

  constructor(private readonly baseUrl: string) {}

  request(path: string, { method = 'GET', headers = {}, body }: RequestOptions = {}): Promise<Answer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const url = new URL(path, this.baseUrl);
    return new Promise((resolve, reject) => {
      const request = http.request(
        url,
        { method, agent: this.agent, headers: { ...headers, ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }) } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString() }));
          response.on('error', (error: NodeJS.ErrnoException) => reject(new RequestFailed(error.code ?? error.message)));
        },
      );
      request.on('error', (error: NodeJS.ErrnoException) => {
        // A socket closed before any answer surfaces as "socket hang up" with ECONNRESET.
        reject(new RequestFailed(error.code ?? error.message));
      });
      request.end(payload);
    });
  }

  close() {
    this.agent.destroy();
  }
}

export type RequestKind = 'page' | 'post' | 'ready' | 'publish' | 'sign-in';

/** What one scenario saw. */
export class Figures {
  requests = 0;
  readonly statuses = new Map<number, number>();
  readonly errors = new Map<string, number>();
  /** `kind status` → count, e.g. `page 503`; a failure counts under its code. */
  readonly byKind = new Map<string, number>();
  /** Acknowledged publishes: post id → the title sent. */
  readonly acknowledged = new Map<number, string>();
  /** Called for each answer (status) or failure (0), for scenarios that keep a timeline. */
  onResult: ((kind: RequestKind, status: number) => void) | null = null;

  answered(kind: RequestKind, status: number) {
    this.requests += 1;
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    this.tally(`${kind} ${status}`);
    this.onResult?.(kind, status);
  }

  failed(kind: RequestKind, code: string) {
    this.requests += 1;
    this.errors.set(code, (this.errors.get(code) ?? 0) + 1);
    this.tally(`${kind} ${code}`);
    this.onResult?.(kind, 0);
  }

  private tally(key: string) {
    this.byKind.set(key, (this.byKind.get(key) ?? 0) + 1);
  }

  get resets(): number {
    return [...this.errors].reduce((sum, [code, count]) => sum + (RESET_CODES.has(code) ? count : 0), 0);
  }

  /** 5xx answers by status, e.g. `{503: 120}`. */
  get serverErrors(): Record<number, number> {
    return Object.fromEntries([...this.statuses].filter(([status]) => status >= 500).sort(([a], [b]) => a - b));
  }

  /** 5xx answers to requests of other kinds than `kind`. */
  serverErrorsBeside(kind: RequestKind): number {
    return [...this.byKind].reduce((sum, [key, count]) => {
      const [other, status] = key.split(' ');
      return other !== kind && Number(status) >= 500 ? sum + count : sum;
    }, 0);
  }

  count(status: number): number {
    return this.statuses.get(status) ?? 0;
  }
}

/** A signed-in author: the cookies and CSRF header a browser holding the session sends. */
export interface Author {
  email: string;
  headers: Record<string, string>;
}

export interface LoadPlan {
  readers: number;
  authors: Author[];
  /** Marks this scenario's titles, so its posts can be told from the others. */
  titlePrefix: string;
}

/**
 * Per author: the site allows 40 saves in 10 seconds, and a publish every 300 ms stays
 * inside it, so no publish is refused by the limit.
 */
const PUBLISH_INTERVAL_MS = 300;

export const FAULT_TAG = 'проверкасбоев';

/** The editor's blocks: a header (the title) and a paragraph with a hashtag (a row in post_tags). */
export function postBlocks(title: string) {
  return [
    { id: 'h', type: 'header', data: { text: title, level: 2 }, tunes: {} },
    { id: 'p', type: 'paragraph', data: { text: `Запись, отправленная во время сбоя. #${FAULT_TAG}` }, tunes: {} },
  ];
}

/** A post published as the editor does it; a 200 answers `{id, url}` of the new post. */
export function publishPost(client: HttpClient, author: Author, title: string): Promise<Answer> {
  const body = { blocks: postBlocks(title), is_publish: true };
  return client.request('/posts', { method: 'POST', headers: { accept: 'application/json', ...author.headers }, body });
}

export interface RunningLoad {
  /** Workers finish their request in flight and stop. */
  stop(): Promise<void>;
  /** Resolves when every worker has ended (on `stop`, or when the server stops accepting). */
  finished: Promise<void>;
}

/**
 * Starts the workers. A worker ends when its connection is refused (nobody listens any
 * more) or on `stop()`; resets and other failures are counted and the worker goes on.
 */
export function startLoad(baseUrl: string, figures: Figures, plan: LoadPlan): RunningLoad {
  let stopping = false;
  let published = 0;
  let latestPost: string | null = null;

  const worker = async (next: (client: HttpClient) => Promise<unknown>) => {
    const client = new HttpClient(baseUrl);
    try {
      while (!stopping) {
        try {
          await next(client);
        } catch (error) {
          if (!(error instanceof RequestFailed)) throw error;
          if (error.code === 'ECONNREFUSED') return;
        }
      }
    } finally {
      client.close();
    }
  };

  const counted = async (kind: RequestKind, send: () => Promise<Answer>): Promise<Answer> => {
    try {
      const answer = await send();
      figures.answered(kind, answer.status);
      return answer;
    } catch (error) {
      if (error instanceof RequestFailed) figures.failed(kind, error.code);
      throw error;
    }
  };

  let round = 0;
  const reader = (client: HttpClient) => {
    round += 1;
    if (round % 3 === 0 && latestPost) return counted('post', () => client.request(latestPost!, { headers: { accept: 'text/html' } }));
    if (round % 3 === 1) return counted('ready', () => client.request('/readyz'));
    return counted('page', () => client.request('/', { headers: { accept: 'text/html' } }));
  };

  const publisher = (author: Author) => async (client: HttpClient) => {
    const started = Date.now();
    const title = `${plan.titlePrefix} ${++published}`;
    try {
      const answer = await counted('publish', () => publishPost(client, author, title));
      if (answer.status === 200) {
        const { id, url } = JSON.parse(answer.body) as { id: number; url: string };
        figures.acknowledged.set(id, title);
        latestPost = url;
      }
    } finally {
      await sleep(Math.max(0, started + PUBLISH_INTERVAL_MS - Date.now()));
    }
  };

  const workers = [...Array.from({ length: plan.readers }, () => worker(reader)), ...plan.authors.map((author) => worker(publisher(author)))];
  const finished = Promise.all(workers).then(() => undefined);
  // Awaited later; a bug in a worker must fail the run there, not end the process first.
  finished.catch(() => undefined);
  return {
    finished,
    stop: async () => {
      stopping = true;
      await finished;
    },
  };
}
