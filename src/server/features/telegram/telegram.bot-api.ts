// The Bot API over the safe fetcher: POST {base}/bot{token}/{method} with a JSON body, answered {ok, result} or
// {ok: false, error_code, description}. The token is in the address, so addresses are never logged.
import { safePost, SafeFetchError, withOperatorOrigin, type OutboundOptions } from '../../lib/safe-fetch.ts';

const TIMEOUT_MS = 15_000;
/** A sent message or a chat comes back in a few kilobytes; the answer is read up to the fetcher's own cap. */
const ANSWER_CHARS = 64 * 1024;

export class BotApiError extends Error {
  constructor(
    /** Telegram's error_code (401 revoked token, 403 not an administrator, 429 too fast, 5xx), or 0: not reached. */
    readonly code: number,
    readonly description: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(`${code}: ${description}`);
    this.name = 'BotApiError';
  }

  /** Worth trying again later: Telegram or the network was briefly unavailable. */
  get transient(): boolean {
    return this.code === 0 || this.code === 429 || this.code >= 500;
  }
}

export interface BotApi {
  call<T>(token: string, method: string, params: Record<string, unknown>): Promise<T>;
}

export function botApi(base: string, outbound: OutboundOptions = {}): BotApi {
  const options = { resolve: outbound.resolve, policy: withOperatorOrigin(base, outbound.policy) };
  return {
    async call<T>(token: string, method: string, params: Record<string, unknown>): Promise<T> {
      let status: number;
      let text: string;
      try {
        ({ status, excerpt: text } = await safePost(`${base}/bot${token}/${method}`, {
          headers: { 'content-type': 'application/json', 'user-agent': 'Pero-Telegram/1' },
          body: Buffer.from(JSON.stringify(params)),
          timeoutMs: TIMEOUT_MS,
          excerptChars: ANSWER_CHARS,
          ...options,
        }));
      } catch (error) {
        throw new BotApiError(0, error instanceof SafeFetchError ? error.code : 'network');
      }
      let answer: { ok?: boolean; result?: T; error_code?: number; description?: string; parameters?: { retry_after?: number } };
      try {
        answer = JSON.parse(text);
      } catch {
        throw new BotApiError(status >= 400 ? status : 502, 'The Bot API answered something other than JSON');
      }
      if (answer.ok === true) return answer.result as T;
      throw new BotApiError(answer.error_code ?? (status || 502), String(answer.description ?? 'Unknown error').slice(0, 300), answer.parameters?.retry_after ?? null);
    },
  };
}
