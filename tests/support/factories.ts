/** Test data through the real commands, never raw inserts that skip the rules. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createAccount, type NewAccount } from '../../src/server/features/accounts/accounts.commands.ts';

export const TEST_PASSWORD = 'correct-horse-battery';

export interface TestUser {
  id: number;
  slug: string;
  email: string;
  password: string;
  name: string;
}

export async function createUser(app: FastifyInstance, overrides: Partial<NewAccount> = {}): Promise<TestUser> {
  const suffix = randomBytes(4).toString('hex');
  const input: NewAccount = {
    name: `Тестовый Пользователь ${suffix}`,
    email: `user-${suffix}@example.test`,
    password: TEST_PASSWORD,
    verified: true,
    ...overrides,
  };
  const { id, slug } = await createAccount(app.db, input, app.config.passwordHashing);
  return { id, slug, email: input.email, password: input.password, name: input.name };
}
