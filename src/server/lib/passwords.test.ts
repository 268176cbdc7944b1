import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD_HASHING } from '../../../tests/support/app.ts';
import { loadConfig } from '../config.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('uses argon2id at full cost (64 MiB, 3 passes, 4 lanes) with the configuration a server loads', async () => {
    const { passwordHashing } = loadConfig({ SESSION_SECRET: 'a-secret-that-is-long-enough-0123456789' });
    const hash = await hashPassword('correct horse', passwordHashing);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    expect(await verifyPassword(hash, 'correct horse')).toBe(true);
  });

  it('verifies a hash by the cost written in it, so a cost change leaves existing passwords working', async () => {
    const cheap = await hashPassword('correct horse', TEST_PASSWORD_HASHING);
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=8,p=1,t=1\$/);
    expect(await verifyPassword(cheap, 'correct horse')).toBe(true);
    expect(await verifyPassword(cheap, 'wrong horse')).toBe(false);
    expect(await verifyPassword('not a hash', 'correct horse')).toBe(false);
  });
});
