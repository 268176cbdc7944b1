// The only reader of process.env: a misconfigured deployment stops at start-up with one clear message.
import { createECDH, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PRODUCTION_PASSWORD_HASHING, type PasswordHashing } from './lib/passwords.ts';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint: string | null;
  /** Both null: the SDK's own credential chain (instance roles, AWS_* variables). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
}

/** Web push's VAPID key pair (P-256, base64url: the public key uncompressed, 65 bytes; the private 32). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** What one process does: pages and calls, Socket.IO, or jobs and event delivery. */
export const ROLES = ['web', 'realtime', 'worker'] as const;
export type Role = (typeof ROLES)[number];

export interface Config {
  port: number;
  /** All three by default; the embedded database always runs them in one process. */
  roles: ReadonlySet<Role>;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | null;
  /** Straight to the primary, for the work a transaction-mode pooler cannot carry; null when DATABASE_URL is direct. */
  databaseDirectUrl: string | null;
  replicaUrls: string[];
  /** A replica further behind than this serves no reads; a writer reads from the primary for this long plus a margin. */
  replicaMaxLagMs: number;
  redisUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  /** Off: accounts count as verified at registration, which then signs in at once. */
  emailVerification: boolean;
  recaptchaSecret: string | null;
  recaptchaSiteKey: string | null;
  recaptchaVerifyUrl: string;
  sessionSecret: string;
  s3: S3Settings | null;
  mediaBase: string;
  /** Only the test app lowers it: tests hash thousands of passwords. */
  passwordHashing: PasswordHashing;
  /** Null without GIF_API_KEY (the picker is hidden); the key stays on the server. */
  gifApi: { url: string; key: string } | null;
  /** The Telegram Bot API's base address (features/telegram); an operator may point it at their own Bot API server. */
  telegramApiUrl: string;
  seedDemo: boolean;
  vapid: VapidKeys;
  ratingPlacesMinutes: number;
  logLevel: LogLevel;
  /** Trusting every peer's X-Forwarded-For would let any client pick its own address for rate limits. */
  trustProxy: boolean | string;
  /** Time for a load balancer to notice the 503 readiness before the listener closes; 0 without one. */
  shutdownDelayMs: number;
  secureCookies: boolean;
  isProduction: boolean;
  oauth: OAuthConfig;
  /** Null: GET /metrics is off and answers 404. Set, Prometheus sends it as a bearer token. */
  metricsToken: string | null;
}

export const OAUTH_PROVIDERS = ['facebook', 'google', 'twitch', 'twitter', 'vkontakte', 'yandex', 'oidc'] as const;
export type OAuthProviderName = (typeof OAUTH_PROVIDERS)[number];
export interface OAuthClient {
  clientId: string;
  clientSecret: string;
}
export type OAuthConfig = Partial<Record<Exclude<OAuthProviderName, 'oidc'>, OAuthClient>> & { oidc?: OAuthClient & { issuer: string } };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const MIN_SECRET_LENGTH = 32;
const MIN_METRICS_TOKEN_LENGTH = 16;
/** Balancers notice a failing check within seconds; a longer wait only delays deploys. */
const MAX_SHUTDOWN_DELAY_SECONDS = 120;
/** Past a minute a replica is a stale copy, not a read path. */
const MAX_REPLICA_LAG_SECONDS = 60;
const GOOGLE_RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
const TENOR_API_URL = 'https://tenor.googleapis.com/v2';
const TELEGRAM_API_URL = 'https://api.telegram.org';
const MAIL_FROM_PATTERN = /^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/;

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const read = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };

  const port = parseInteger('PORT', read('PORT') ?? '3000', 65535, problems);
  const host = read('HOST') ?? '0.0.0.0';
  const appUrl = parseUrl('APP_URL', read('APP_URL') ?? `http://localhost:${port}`, ['http:', 'https:'], problems);
  const dataDir = path.resolve(read('DATA_DIR') ?? './data');
  const databaseUrl = optionalUrl('DATABASE_URL', read('DATABASE_URL'), ['postgres:', 'postgresql:'], problems);
  const databaseDirectUrl = optionalUrl('DATABASE_DIRECT_URL', read('DATABASE_DIRECT_URL'), ['postgres:', 'postgresql:'], problems);
  const replicaUrls = (read('DATABASE_REPLICA_URL') ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean)
    .map((url) => parseUrl('DATABASE_REPLICA_URL', url, ['postgres:', 'postgresql:'], problems));
  const replicaMaxLagSeconds = parseInteger('REPLICA_MAX_LAG_SECONDS', read('REPLICA_MAX_LAG_SECONDS') ?? '5', MAX_REPLICA_LAG_SECONDS, problems);
  const redisUrl = optionalUrl('REDIS_URL', read('REDIS_URL'), ['redis:', 'rediss:'], problems);
  const roles = parseRoles(read('ROLES') ?? ROLES.join(','), problems);
  if (databaseUrl === undefined && (databaseDirectUrl !== undefined || replicaUrls.length > 0)) {
    problems.push('DATABASE_DIRECT_URL and DATABASE_REPLICA_URL need DATABASE_URL: the embedded database has neither a pooler nor replicas');
  }
  if (roles.size < ROLES.length && (databaseUrl === undefined || redisUrl === undefined)) {
    // Processes by role meet only through PostgreSQL (jobs, events) and Redis (sockets, page drops).
    problems.push(`ROLES=${[...roles].join(',')} needs DATABASE_URL and REDIS_URL: the other roles run in other processes, which share only those`);
  }
  const smtpUrl = optionalUrl('SMTP_URL', read('SMTP_URL'), ['smtp:', 'smtps:'], problems);
  const seedDemo = parseBoolean('SEED_DEMO', read('SEED_DEMO') ?? 'true', problems);
  const ratingPlacesMinutes = parseMinutes('RATING_PLACES_MINUTES', read('RATING_PLACES_MINUTES') ?? '10', problems);
  const emailVerification = parseBoolean('EMAIL_VERIFICATION', read('EMAIL_VERIFICATION') ?? 'true', problems);
  const mailFrom = read('MAIL_FROM');
  if (mailFrom !== undefined && !MAIL_FROM_PATTERN.test(mailFrom)) {
    problems.push(`MAIL_FROM must be an address like noreply@example.com or "Pero <noreply@example.com>"; got "${mailFrom}"`);
  }
  const trustProxy = parseTrustProxy(read('TRUST_PROXY') ?? 'loopback', problems);
  const shutdownDelaySeconds = parseInteger('SHUTDOWN_DELAY_SECONDS', read('SHUTDOWN_DELAY_SECONDS') ?? '0', MAX_SHUTDOWN_DELAY_SECONDS, problems);
  const recaptchaSecret = read('RECAPTCHA_SECRET');
  const recaptchaSiteKey = read('RECAPTCHA_SITE_KEY');
  if ((recaptchaSecret === undefined) !== (recaptchaSiteKey === undefined)) {
    // One without the other either shows a captcha nobody checks or demands one nobody can solve.
    problems.push('RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY must be set together');
  }
  const recaptchaVerifyUrl = parseUrl('RECAPTCHA_VERIFY_URL', read('RECAPTCHA_VERIFY_URL') ?? GOOGLE_RECAPTCHA_VERIFY_URL, ['http:', 'https:'], problems);

  const gifApiUrl = parseUrl('GIF_API_URL', read('GIF_API_URL') ?? TENOR_API_URL, ['http:', 'https:'], problems);
  const gifApiKey = read('GIF_API_KEY');
  const telegramApiUrl = parseUrl('TELEGRAM_API_URL', read('TELEGRAM_API_URL') ?? TELEGRAM_API_URL, ['http:', 'https:'], problems);

  const s3 = parseS3(read, problems);
  const mediaUrl = optionalUrl('MEDIA_URL', read('MEDIA_URL'), ['http:', 'https:'], problems);

  const vapidPublic = read('VAPID_PUBLIC_KEY');
  const vapidPrivate = read('VAPID_PRIVATE_KEY');
  if ((vapidPublic === undefined) !== (vapidPrivate === undefined)) {
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (or both left unset to keep a generated pair in DATA_DIR)');
  } else if (vapidPublic !== undefined && !validVapidKeys({ publicKey: vapidPublic, privateKey: vapidPrivate! })) {
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be a P-256 key pair in base64url (as `npx web-push generate-vapid-keys` prints)');
  }

  const logLevel = (read('LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}; got "${logLevel}"`);

  const explicitSecret = read('SESSION_SECRET');
  if (explicitSecret !== undefined && explicitSecret.length < MIN_SECRET_LENGTH) {
    problems.push(`SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
  }

  const metricsToken = read('METRICS_TOKEN');
  if (metricsToken !== undefined && metricsToken.length < MIN_METRICS_TOKEN_LENGTH) {
    problems.push(`METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters long (or unset, which turns /metrics off)`);
  }

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port,
    roles,
    host,
    appUrl: appUrl.replace(/\/+$/, ''),
    dataDir,
    databaseUrl: databaseUrl ?? null,
    databaseDirectUrl: databaseDirectUrl ?? null,
    replicaUrls,
    replicaMaxLagMs: replicaMaxLagSeconds * 1000,
    redisUrl: redisUrl ?? null,
    smtpUrl: smtpUrl ?? null,
    mailFrom: mailFrom ?? `noreply@${new URL(appUrl).hostname}`,
    emailVerification,
    recaptchaSecret: recaptchaSecret ?? null,
    recaptchaSiteKey: recaptchaSiteKey ?? null,
    recaptchaVerifyUrl,
    sessionSecret: explicitSecret ?? persistedSecret(dataDir),
    s3,
    mediaBase: mediaUrl?.replace(/\/+$/, '') ?? `${appUrl.replace(/\/+$/, '')}/uploads`,
    passwordHashing: PRODUCTION_PASSWORD_HASHING,
    gifApi: gifApiKey === undefined ? null : { url: gifApiUrl.replace(/\/+$/, ''), key: gifApiKey },
    telegramApiUrl: telegramApiUrl.replace(/\/+$/, ''),
    seedDemo,
    vapid: vapidPublic !== undefined && vapidPrivate !== undefined ? { publicKey: vapidPublic, privateKey: vapidPrivate } : persistedVapidKeys(dataDir),
    ratingPlacesMinutes,
    logLevel,
    trustProxy,
    shutdownDelayMs: shutdownDelaySeconds * 1000,
    secureCookies: appUrl.startsWith('https:'),
    isProduction: env.NODE_ENV === 'production',
    oauth: readOAuth(read, problems),
    metricsToken: metricsToken ?? null,
  };
}

function readOAuth(read: (name: string) => string | undefined, problems: string[]): OAuthConfig {
  const oauth: OAuthConfig = {};
  for (const provider of OAUTH_PROVIDERS) {
    const prefix = provider.toUpperCase();
    const clientId = read(`${prefix}_CLIENT_ID`);
    const clientSecret = read(`${prefix}_CLIENT_SECRET`);
    if ((clientId === undefined) !== (clientSecret === undefined)) {
      problems.push(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together`);
      continue;
    }
    if (clientId === undefined || clientSecret === undefined) continue;
    if (provider !== 'oidc') {
      oauth[provider] = { clientId, clientSecret };
      continue;
    }
    const issuer = read('OIDC_ISSUER_URL');
    if (issuer === undefined) {
      problems.push('OIDC_ISSUER_URL must be set with OIDC_CLIENT_ID');
      continue;
    }
    oauth.oidc = { clientId, clientSecret, issuer: parseUrl('OIDC_ISSUER_URL', issuer, ['http:', 'https:'], problems).replace(/\/+$/, '') };
  }
  return oauth;
}

/** Kept in DATA_DIR, so sessions and signed links survive restarts without the operator inventing a secret. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= MIN_SECRET_LENGTH) return existing;
  } catch {
    // Not created yet.
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

function validVapidKeys({ publicKey, privateKey }: VapidKeys): boolean {
  const pub = Buffer.from(publicKey, 'base64url');
  const priv = Buffer.from(privateKey, 'base64url');
  if (pub.length !== 65 || pub[0] !== 4 || priv.length !== 32) return false;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(priv);
    return ecdh.getPublicKey().equals(pub);
  } catch {
    return false;
  }
}

/**
 * Browsers bind each push subscription to the public key it was made with: a new pair would orphan
 * every subscription.
 */
function persistedVapidKeys(dataDir: string): VapidKeys {
  const file = path.join(dataDir, 'vapid-keys.json');
  try {
    const existing = JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
    if (validVapidKeys(existing)) return { publicKey: existing.publicKey, privateKey: existing.privateKey };
  } catch {
    // Not created yet.
  }
  mkdirSync(dataDir, { recursive: true });
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // getPrivateKey() drops leading zero bytes; the key is always 32 bytes long.
  const privateKey = Buffer.alloc(32);
  const raw = ecdh.getPrivateKey();
  raw.copy(privateKey, 32 - raw.length);
  const stored = { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: privateKey.toString('base64url') };
  writeFileSync(file, JSON.stringify(stored) + '\n', { mode: 0o600 });
  return stored;
}

const S3_NAMES = ['S3_BUCKET', 'S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;

function parseS3(read: (name: string) => string | undefined, problems: string[]): S3Settings | null {
  if (S3_NAMES.every((name) => read(name) === undefined)) return null;
  const bucket = read('S3_BUCKET');
  if (bucket === undefined) {
    const given = S3_NAMES.filter((name) => read(name) !== undefined).join(', ');
    problems.push(`S3_BUCKET is required when other S3 settings are set (${given}); unset them all to keep uploads on the local disk`);
  }
  const accessKeyId = read('S3_ACCESS_KEY_ID');
  const secretAccessKey = read('S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or both left unset to use the AWS credential chain)');
  }
  const endpoint = optionalUrl('S3_ENDPOINT', read('S3_ENDPOINT'), ['http:', 'https:'], problems);
  return {
    bucket: bucket ?? '',
    region: read('S3_REGION') ?? 'us-east-1',
    endpoint: endpoint?.replace(/\/+$/, '') ?? null,
    accessKeyId: accessKeyId ?? null,
    secretAccessKey: secretAccessKey ?? null,
    forcePathStyle: parseBoolean('S3_FORCE_PATH_STYLE', read('S3_FORCE_PATH_STYLE') ?? 'false', problems),
  };
}

function parseInteger(name: string, raw: string, max: number, problems: string[]): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > max) {
    problems.push(`${name} must be an integer between 0 and ${max}; got "${raw}"`);
    return 0;
  }
  return value;
}

/** Minutes of an hour, so a schedule of `every N minutes` fits in one cron field. */
function parseMinutes(name: string, raw: string, problems: string[]): number {
  const minutes = Number(raw);
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 60) {
    problems.push(`${name} must be a whole number of minutes from 1 to 60; got "${raw}"`);
    return 10;
  }
  return minutes;
}

function parseUrl(name: string, raw: string, protocols: string[], problems: string[]): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    problems.push(`${name} must be a URL; got "${raw}"`);
    return raw;
  }
  if (!protocols.includes(url.protocol)) {
    problems.push(`${name} must start with ${protocols.map((p) => p + '//').join(' or ')}; got "${url.protocol}//"`);
  }
  return raw;
}

function optionalUrl(name: string, raw: string | undefined, protocols: string[], problems: string[]) {
  return raw === undefined ? undefined : parseUrl(name, raw, protocols, problems);
}

/** `true`/`false`, or addresses/CIDRs and the names loopback, linklocal, uniquelocal. */
function parseTrustProxy(raw: string, problems: string[]): boolean | string {
  if (raw === 'true' || raw === 'false') return raw === 'true';
  const parts = raw.split(',').map((part) => part.trim());
  const valid = parts.every((part) => ['loopback', 'linklocal', 'uniquelocal'].includes(part) || /^[0-9a-f.:]+(\/\d{1,3})?$/i.test(part));
  if (!valid) problems.push(`TRUST_PROXY must be true, false, or addresses/CIDRs (or loopback, linklocal, uniquelocal); got "${raw}"`);
  return raw;
}

function parseRoles(raw: string, problems: string[]): ReadonlySet<Role> {
  const named = raw.split(',').map((role) => role.trim().toLowerCase());
  const unknown = named.filter((role) => !(ROLES as readonly string[]).includes(role));
  if (unknown.length > 0 || named.length === 0) {
    problems.push(`ROLES must name one or more of ${ROLES.join(', ')}, separated by commas; got "${raw}"`);
    return new Set(ROLES);
  }
  return new Set(named as Role[]);
}

function parseBoolean(name: string, raw: string, problems: string[]): boolean {
  const value = raw.toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  problems.push(`${name} must be true or false; got "${raw}"`);
  return false;
}
