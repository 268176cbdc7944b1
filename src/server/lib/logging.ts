// One-time links (email verification, password reset) carry their secret in the address, and logs
// outlive them: the tokens are cut from the logged address, so log access never grants an account.
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config.ts';

const REDACTED = '[redacted]';
const VERIFICATION_PATH = /^(\/email\/verify\/[^/?]+\/)[^/?]+$/;
const RESET_QUERY = /(?:^|&)password-reset=/;

export function loggedUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? null : url.slice(queryStart + 1);
  const verification = VERIFICATION_PATH.exec(path);
  if (verification) return `${verification[1]}${REDACTED}${query === null ? '' : `?${REDACTED}`}`;
  if (query !== null && RESET_QUERY.test(query)) return `${path}?${REDACTED}`;
  return url;
}

export interface LogStream {
  write(line: string): void;
}

export function loggerOptions(level: LogLevel, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      // `ip` is the proxy-aware client address.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggedUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket.remotePort,
      }),
    },
  };
}
