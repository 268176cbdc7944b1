import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ADMIN_SECTIONS } from '../../../shared/admin.ts';
import { allCalls } from '../../../shared/api/index.ts';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { settle } from '../../../../tests/support/events.ts';
import { createUser, type TestUser } from '../../../../tests/support/factories.ts';
import { guestHeaders, sessionHeaders } from '../../../../tests/support/session.ts';
import { adminLog } from '../../db/schema/index.ts';
import { recordEvents } from '../../platform/events/outbox.ts';
import { adminActed } from './admin-log.ts';

let app: FastifyInstance;
let member: TestUser;
let editor: TestUser;
let superAdmin: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  [member, editor, superAdmin] = await Promise.all([createUser(app), createUser(app, { role: 'editor' }), createUser(app, { role: 'super_admin' })]);
});
afterAll(() => app.close());

const asPage = { accept: 'text/html' };

describe('who may open the control panel', () => {
  it.each(ADMIN_SECTIONS.map(({ href }) => href))('%s is a missing page to guests, members and editors, and opens for a super admin', async (href) => {
    for (const headers of [guestHeaders(), await sessionHeaders(app, member.id), await sessionHeaders(app, editor.id)]) {
      const res = await app.inject({ method: 'GET', url: href, headers: { ...headers, ...asPage } });
      expect(res.statusCode, href).toBe(404);
    }
    const res = await app.inject({ method: 'GET', url: href, headers: { ...(await sessionHeaders(app, superAdmin.id)), ...asPage } });
    expect(res.statusCode, href).toBe(200);
  });

  const panelCalls = allCalls.filter((call) => call.superAdmin);
  // Placeholders fill every path parameter: refusal comes before the input is read.
  const urlOf = (path: string) => path.replace(/:([A-Za-z_]\w*)/g, '1');

  it.each(panelCalls.map((call) => [`${call.feature}.${call.name}`, call] as const))('%s answers 401 to guests and 403 to everyone but a super admin', async (_, call) => {
    const url = urlOf(call.path);
    const guest = await app.inject({ method: call.method, url, headers: guestHeaders(), payload: call.method === 'GET' ? undefined : {} });
    expect(guest.statusCode).toBe(401);
    for (const user of [member, editor]) {
      const res = await app.inject({ method: call.method, url, headers: await sessionHeaders(app, user.id), payload: call.method === 'GET' ? undefined : {} });
      expect(res.statusCode).toBe(403);
    }
  });

  it('every control-panel call is declared for super admins only', () => {
    const undeclared = allCalls.filter((call) => call.path.startsWith('/admin-panel') && !call.superAdmin);
    expect(undeclared.map((call) => call.path)).toEqual([]);
  });
});

describe('the admin log', () => {
  it('writes a line for a recorded action, with who did it and to what', async () => {
    await recordEvents(app.db, adminActed(superAdmin.id, 'settings.saved', { name: 'siteName' }, { keys: ['siteName'] }));
    await settle(app);
    const lines = await app.db.select().from(adminLog);
    expect(lines).toEqual([expect.objectContaining({ actorId: superAdmin.id, action: 'settings.saved', subject: 'siteName', details: { keys: ['siteName'] } })]);
  });

  it('makes the change visible at once: the site caches are emptied', async () => {
    const forgotten = vi.spyOn(app.site, 'invalidate');
    await recordEvents(app.db, adminActed(superAdmin.id, 'settings.saved'));
    await settle(app);
    expect(forgotten).toHaveBeenCalled();
  });
});
