import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, type ConfigError } from '../../config.ts';

const env = (extra: Record<string, string>) => ({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'pero-auth-config-')), ...extra });

function problemsOf(extra: Record<string, string>): string[] {
  try {
    loadConfig(env(extra));
    return [];
  } catch (error) {
    return (error as ConfigError).problems;
  }
}

describe('account settings in the configuration', () => {
  it('defaults: verification on, no captcha, mail from noreply at the site host', () => {
    expect(loadConfig(env({ APP_URL: 'https://pero.example' }))).toMatchObject({
      emailVerification: true,
      recaptchaSecret: null,
      recaptchaSiteKey: null,
      recaptchaVerifyUrl: 'https://www.google.com/recaptcha/api/siteverify',
      mailFrom: 'noreply@pero.example',
    });
  });

  it('reads EMAIL_VERIFICATION, the reCAPTCHA pair and MAIL_FROM', () => {
    const config = loadConfig(env({ EMAIL_VERIFICATION: 'false', RECAPTCHA_SECRET: 's', RECAPTCHA_SITE_KEY: 'k', MAIL_FROM: 'Перо <hello@pero.example>' }));
    expect(config).toMatchObject({ emailVerification: false, recaptchaSecret: 's', recaptchaSiteKey: 'k', mailFrom: 'Перо <hello@pero.example>' });
  });

  it('reads RECAPTCHA_VERIFY_URL for a compatible verification service', () => {
    expect(loadConfig(env({ RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:8080/siteverify' })).recaptchaVerifyUrl).toBe('http://127.0.0.1:8080/siteverify');
    expect(problemsOf({ RECAPTCHA_VERIFY_URL: 'ftp://captcha.example' })[0]).toContain('RECAPTCHA_VERIFY_URL');
  });

  it('refuses half a reCAPTCHA pair, a bad boolean and a bad sender', () => {
    expect(problemsOf({ RECAPTCHA_SECRET: 's' })).toEqual(['RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY must be set together']);
    expect(problemsOf({ RECAPTCHA_SITE_KEY: 'k' })).toHaveLength(1);
    expect(problemsOf({ EMAIL_VERIFICATION: 'sometimes' })[0]).toContain('EMAIL_VERIFICATION');
    expect(problemsOf({ MAIL_FROM: 'not an address' })[0]).toContain('MAIL_FROM');
  });
});
