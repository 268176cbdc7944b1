import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp, TEST_ASSET_VERSION } from '../../../../tests/support/app.ts';
import { invalidAnswer } from '../../../../tests/support/errors.ts';
import { postJson, RELAXED_AUTH_LIMITS } from '../../../../tests/support/auth.ts';
import { settle } from '../../../../tests/support/events.ts';
import { createUser, type TestUser } from '../../../../tests/support/factories.ts';
import { sessionHeaders } from '../../../../tests/support/session.ts';
import type { InvitationDto } from '../../../shared/api/admin-invitations.ts';
import { adminLog, invitations, users } from '../../db/schema/index.ts';

let app: FastifyInstance;
let admin: TestUser;
let people = 0;

beforeAll(async () => {
  app = await buildTestApp({ rateLimits: RELAXED_AUTH_LIMITS });
  admin = await createUser(app, { role: 'super_admin' });
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.site.saveSetting('registration', 'invitation');
  app.site.invalidate();
});

async function createInvitation(expiresInDays: number | null = null): Promise<InvitationDto> {
  const res = await postJson(app, '/admin-panel/invitations', { expiresInDays }, await sessionHeaders(app, admin.id));
  expect(res.statusCode).toBe(200);
  await settle(app);
  return res.json();
}

function register(invite?: string) {
  people += 1;
  const email = `invited.${people}@example.test`;
  return { email, res: postJson(app, '/register', { name: `Гость ${people}`, email, password: 'Зелёная лампа 1877', ...(invite === undefined ? {} : { invite }) }) };
}

const unusable = invalidAnswer({ invite: 'adminSettings.invitations.unusable' });

describe('registration by invitation', () => {
  it('the panel makes a code with its link, lists it newest first, and logs it', async () => {
    const older = await createInvitation();
    const made = await createInvitation(7);
    expect(made).toMatchObject({ state: 'active', usedBy: null });
    expect(made.code).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(made.link).toBe(`${app.config.appUrl.replace(/\/$/, '')}/?invite=${made.code}`);
    expect(new Date(made.expiresAt!).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);

    const page = await app.inject({ url: '/admin-panel/settings', headers: { ...(await sessionHeaders(app, admin.id)), 'x-inertia': 'true', 'x-inertia-version': TEST_ASSET_VERSION } });
    const listed = (page.json().props.invitations as InvitationDto[]).map((item) => item.id);
    expect(listed.indexOf(made.id)).toBeLessThan(listed.indexOf(older.id));
    const logged = await app.db.select().from(adminLog).where(eq(adminLog.subjectId, made.id));
    expect(logged.map((entry) => entry.action)).toContain('invitation.created');
  });

  it('refuses a registration without a code, or with an unknown one, at the invite field', async () => {
    const without = await register().res;
    expect(without.statusCode).toBe(422);
    expect(without.json()).toEqual(invalidAnswer({ invite: 'adminSettings.invitations.needed' }));
    const unknown = await register('no-such-code').res;
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual(unusable);
  });

  it('a valid code makes one account and is marked used by it; the same code again is refused', async () => {
    const invitation = await createInvitation();
    const first = register(invitation.code);
    expect((await first.res).statusCode).toBe(200);
    const [account] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, first.email));
    const [row] = await app.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(row!.usedBy).toBe(account!.id);
    expect(row!.usedAt).not.toBeNull();

    const second = await register(invitation.code).res;
    expect(second.statusCode).toBe(422);
    expect(second.json()).toEqual(unusable);
  });

  it('two registrations racing for one code make one account', async () => {
    const invitation = await createInvitation();
    const answers = await Promise.all([register(invitation.code).res, register(invitation.code).res]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 422]);
  });

  it('a revoked or expired code is refused; revoking a used code leaves it used', async () => {
    const revoked = await createInvitation();
    const res = await postJson(app, `/admin-panel/invitations/${revoked.id}/revoke`, {}, await sessionHeaders(app, admin.id));
    expect(res.statusCode).toBe(200);
    expect(res.json().state).toBe('revoked');
    expect((await register(revoked.code).res).json()).toEqual(unusable);

    const expired = await createInvitation(1);
    await app.db.update(invitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(invitations.id, expired.id));
    expect((await register(expired.code).res).json()).toEqual(unusable);

    const used = await createInvitation();
    expect((await register(used.code).res).statusCode).toBe(200);
    const again = await postJson(app, `/admin-panel/invitations/${used.id}/revoke`, {}, await sessionHeaders(app, admin.id));
    expect(again.json()).toMatchObject({ state: 'used', usedBy: { name: expect.any(String) } });
    expect((await postJson(app, '/admin-panel/invitations/999999/revoke', {}, await sessionHeaders(app, admin.id))).statusCode).toBe(404);
  });

  it('open registration ignores a code, and pages tell the modal the mode', async () => {
    await app.site.saveSetting('registration', 'open');
    app.site.invalidate();
    expect((await register('whatever').res).statusCode).toBe(200);
    const page = await app.inject({ url: '/popular', headers: { 'x-inertia': 'true', 'x-inertia-version': TEST_ASSET_VERSION } });
    expect(page.json().props.registration).toBe('open');
  });
});
