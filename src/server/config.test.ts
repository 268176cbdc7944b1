import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'pero-config-'));

describe('loadConfig', () => {
  it('has working defaults: port 3000, embedded database, mail to files, demo seed on', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', appUrl: 'http://localhost:3000', databaseUrl: null, redisUrl: null, smtpUrl: null, seedDemo: true, logLevel: 'info', secureCookies: false });
  });

  it('generates a session secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
  });

  it('lists every problem in one clear error', () => {
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty', DATABASE_URL: 'mysql://x', REDIS_URL: 'not a url', SEED_DEMO: 'maybe', LOG_LEVEL: 'loud', SESSION_SECRET: 'short', APP_URL: 'ftp://x' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    for (const name of ['PORT', 'DATABASE_URL', 'REDIS_URL', 'SEED_DEMO', 'LOG_LEVEL', 'SESSION_SECRET', 'APP_URL']) {
      expect(message).toContain(name);
    }
    expect((error as ConfigError).problems).toHaveLength(7);
  });

  it('trusts forwarded addresses only from loopback proxies unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toBe('loopback');
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toBe('10.0.0.0/8, loopback');
    expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('keeps serving after SIGTERM only when told to wait for a load balancer', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).shutdownDelayMs).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir(), SHUTDOWN_DELAY_SECONDS: '15' }).shutdownDelayMs).toBe(15_000);
    for (const wrong of ['-1', '1.5', '121', 'soon']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), SHUTDOWN_DELAY_SECONDS: wrong })).toThrow(/SHUTDOWN_DELAY_SECONDS/);
    }
  });

  it('accepts real service URLs and trims the trailing slash of APP_URL', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      APP_URL: 'https://pero.example/',
      DATABASE_URL: 'postgres://u@db:5432/pero',
      REDIS_URL: 'redis://cache:6379',
      SMTP_URL: 'smtp://mail:25',
      SEED_DEMO: 'false',
    });
    expect(config).toMatchObject({ appUrl: 'https://pero.example', secureCookies: true, databaseUrl: 'postgres://u@db:5432/pero', redisUrl: 'redis://cache:6379', smtpUrl: 'smtp://mail:25', seedDemo: false });
  });

  it('keeps uploads on the disk at APP_URL/uploads unless S3 or MEDIA_URL are set', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), APP_URL: 'https://pero.example/' })).toMatchObject({ s3: null, mediaBase: 'https://pero.example/uploads' });
    expect(loadConfig({ DATA_DIR: dataDir(), MEDIA_URL: 'https://cdn.example/pero/' }).mediaBase).toBe('https://cdn.example/pero');
  });

  it('reads S3 settings, with the SDK credential chain when no keys are given', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: 'pero', S3_ENDPOINT: 'http://minio:9000/', S3_FORCE_PATH_STYLE: 'true', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' });
    expect(config.s3).toEqual({ bucket: 'pero', region: 'us-east-1', endpoint: 'http://minio:9000', accessKeyId: 'id', secretAccessKey: 'secret', forcePathStyle: true });
    expect(loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: 'pero', S3_REGION: 'eu-central-1' }).s3).toMatchObject({ region: 'eu-central-1', endpoint: null, accessKeyId: null, forcePathStyle: false });
  });

  it('refuses half-given S3 settings with messages naming what is missing', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_BUCKET is required when other S3 settings are set \(S3_ENDPOINT\)/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: 'pero', S3_ACCESS_KEY_ID: 'id' })).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: 'pero', S3_ENDPOINT: 'minio:9000', S3_FORCE_PATH_STYLE: 'sometimes', MEDIA_URL: 'cdn' })).toThrow(ConfigError);
    try {
      loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: 'pero', S3_ENDPOINT: 'minio:9000', S3_FORCE_PATH_STYLE: 'sometimes', MEDIA_URL: 'cdn' });
    } catch (error) {
      expect((error as ConfigError).problems.map((problem) => problem.split(' ')[0])).toEqual(['S3_ENDPOINT', 'S3_FORCE_PATH_STYLE', 'MEDIA_URL']);
    }
  });

  it('generates a VAPID key pair once and keeps it in DATA_DIR, or takes both keys from the environment', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).vapid;
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(loadConfig({ DATA_DIR: dir }).vapid).toEqual(first);
    expect(loadConfig({ DATA_DIR: dataDir(), VAPID_PUBLIC_KEY: first.publicKey, VAPID_PRIVATE_KEY: first.privateKey }).vapid).toEqual(first);
    const other = loadConfig({ DATA_DIR: dataDir() }).vapid;
    expect(() => loadConfig({ DATA_DIR: dataDir(), VAPID_PUBLIC_KEY: first.publicKey })).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), VAPID_PUBLIC_KEY: first.publicKey, VAPID_PRIVATE_KEY: other.privateKey })).toThrow(/P-256 key pair/);
  });

  it('runs every role in one process unless told otherwise, and splits them only over a shared PostgreSQL and Redis', () => {
    expect([...loadConfig({ DATA_DIR: dataDir() }).roles]).toEqual(['web', 'realtime', 'worker']);
    const shared = { DATA_DIR: dataDir(), DATABASE_URL: 'postgres://x@127.0.0.1/pero', REDIS_URL: 'redis://127.0.0.1:6379' };
    expect([...loadConfig({ ...shared, ROLES: 'web, Realtime' }).roles]).toEqual(['web', 'realtime']);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ROLES: 'web' })).toThrow(/ROLES=web needs DATABASE_URL and REDIS_URL/);
    expect(() => loadConfig({ ...shared, ROLES: 'web,cron' })).toThrow(/ROLES must name one or more of web, realtime, worker/);
  });

  it('reads replicas and a direct URL beside a pooled one, with a bound on replica lag', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://x@127.0.0.1:6432/pero',
      DATABASE_DIRECT_URL: 'postgres://x@127.0.0.1:5432/pero',
      DATABASE_REPLICA_URL: 'postgres://x@10.0.0.2/pero, postgres://x@10.0.0.3/pero',
      REPLICA_MAX_LAG_SECONDS: '3',
    });
    expect(config).toMatchObject({ databaseDirectUrl: 'postgres://x@127.0.0.1:5432/pero', replicaUrls: ['postgres://x@10.0.0.2/pero', 'postgres://x@10.0.0.3/pero'], replicaMaxLagMs: 3_000 });
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({ databaseDirectUrl: null, replicaUrls: [], replicaMaxLagMs: 5_000 });
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_REPLICA_URL: 'postgres://x@10.0.0.2/pero' })).toThrow(/need DATABASE_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://x@h/p', REPLICA_MAX_LAG_SECONDS: '600' })).toThrow(/REPLICA_MAX_LAG_SECONDS/);
  });
});
