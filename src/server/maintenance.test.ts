import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../tests/support/app.ts';
import { createUser } from '../../tests/support/factories.ts';
import { authTokens, sessions } from './db/schema/index.ts';
import { createSession, hashToken } from './kernel/sessions.ts';
import { issueToken, RESET_TTL_MS } from './features/auth/one-time-tokens.ts';
import { runMaintenance } from './maintenance.ts';
import { eq } from 'drizzle-orm';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('maintenance', () => {
  it('deletes expired sessions and stale tokens, and keeps live ones', async () => {
    const user = await createUser(app);
    const live = await createSession(app.db, user.id);
    const expired = await createSession(app.db, user.id);
    await app.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.tokenHash, hashToken(expired)));
    const fresh = await issueToken(app.db, user.id, 'password_reset', RESET_TTL_MS);
    const stale = await issueToken(app.db, (await createUser(app)).id, 'password_reset', -1000);

    await runMaintenance(app.db);

    const sessionHashes = (await app.db.select({ h: sessions.tokenHash }).from(sessions)).map((r) => r.h);
    expect(sessionHashes).toContain(hashToken(live));
    expect(sessionHashes).not.toContain(hashToken(expired));
    const tokenHashes = (await app.db.select({ h: authTokens.tokenHash }).from(authTokens)).map((r) => r.h);
    expect(tokenHashes).toContain(hashToken(fresh.token));
    expect(tokenHashes).not.toContain(hashToken(stale.token));
  });
});
