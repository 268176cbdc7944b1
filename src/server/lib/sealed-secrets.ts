// Secrets the site must read back (an authenticator's TOTP secret, a Telegram bot's token) are stored sealed with
// AES-256-GCM under a key derived from the session secret and the secret's purpose: a database dump alone yields none.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export type SecretPurpose = 'two-factor' | 'telegram';

function keyOf(purpose: SecretPurpose, sessionSecret: string): Buffer {
  return createHash('sha256').update(`${purpose}:${sessionSecret}`).digest();
}

export function sealSecret(purpose: SecretPurpose, sessionSecret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(purpose, sessionSecret), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

export function openSecret(purpose: SecretPurpose, sessionSecret: string, stored: string): string {
  const [iv, tag, sealed] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', keyOf(purpose, sessionSecret), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(sealed!), decipher.final()]).toString('utf8');
}
