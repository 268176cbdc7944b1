// An outage must answer 503 and a bug still 500. Drizzle wraps driver errors, so the whole `cause`
// chain is read.

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** SQLSTATEs of a server going away or not taking connections yet; class 08 is matched whole. */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres reports a lost or unusable connection by message only. */
const DRIVER_MESSAGES = [/^Connection terminated/, /not queryable/, /timeout exceeded when trying to connect/];

const UNIQUE_VIOLATION = '23505';

interface DriverError {
  code?: unknown;
  severity?: unknown;
  message?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

function* errorChain(error: unknown): Generator<DriverError> {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    yield current as DriverError;
    current = (current as DriverError).cause;
  }
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, severity, message } of errorChain(error)) {
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08'))) return true;
    // A FATAL error ends its connection: the server refused us (database closed to connections, say).
    if (severity === 'FATAL' || severity === 'PANIC') return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (const { code, constraint: name } of errorChain(error)) {
    if (code === UNIQUE_VIOLATION && name === constraint) return true;
  }
  return false;
}

/** A write refused without reaching a server: the primary is lost and a replica serves reads meanwhile. */
export class DatabaseReadOnly extends Error {
  constructor() {
    super('The primary database is unreachable: the site is read-only until it returns');
    this.name = 'DatabaseReadOnly';
  }
}

export function isDatabaseReadOnly(error: unknown): boolean {
  for (const link of errorChain(error)) if (link instanceof DatabaseReadOnly) return true;
  return false;
}
