// Errors carry a message code, never text: docs/adr/0020-domain-errors-as-codes.md. A private thing
// and a missing thing both throw NotFound, so they answer alike.
import { message, type FieldMessages, type MessageCode, type MessageParams } from '../../shared/i18n/messages.ts';

export const STATUS_BY_KIND = {
  invalid: 422,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  /** Laravel's status for a stale or missing CSRF token; the client treats it as "reload". */
  sessionExpired: 419,
  tooManyRequests: 429,
  unavailable: 503,
} as const;

export type ErrorKind = keyof typeof STATUS_BY_KIND;

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly code: MessageCode,
    readonly params: MessageParams = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(code);
    this.name = 'DomainError';
  }

  get status(): number {
    return STATUS_BY_KIND[this.kind];
  }
}

export class Invalid extends DomainError {
  constructor(readonly fields: FieldMessages) {
    const first = Object.values(fields)[0]?.[0] ?? { code: 'errors.invalidInput' };
    super('invalid', first.code, first.params);
    this.name = 'Invalid';
  }

  static field(field: string, code: MessageCode, params?: MessageParams): Invalid {
    return new Invalid({ [field]: [message(code, params)] });
  }
}

export class NotFound extends DomainError {
  constructor() {
    super('notFound', 'errors.notFound');
  }
}

export class Unauthenticated extends DomainError {
  constructor() {
    super('unauthenticated', 'errors.unauthenticated');
  }
}

export class Forbidden extends DomainError {
  constructor(code: MessageCode = 'errors.forbidden', params?: MessageParams) {
    super('forbidden', code, params);
  }
}

/** The thing exists but its state refuses the change (say, a file a published post still shows). */
export class Conflict extends DomainError {
  constructor(code: MessageCode) {
    super('conflict', code);
  }
}

export class TooLarge extends DomainError {
  constructor(code: MessageCode = 'errors.tooLarge') {
    super('tooLarge', code);
  }
}

export class TooManyRequests extends DomainError {
  constructor(retryAfterSeconds: number, code: MessageCode = 'errors.tooManyRequests', params?: MessageParams) {
    super('tooManyRequests', code, params, { 'Retry-After': String(retryAfterSeconds) });
  }
}

export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

export class Unavailable extends DomainError {
  constructor() {
    super('unavailable', 'errors.unavailable', {}, { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) });
  }
}

/** The primary database is lost and replicas serve reads: a write is refused before it starts. */
export class ReadOnly extends DomainError {
  constructor() {
    super('unavailable', 'errors.readOnly', {}, { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) });
  }
}
