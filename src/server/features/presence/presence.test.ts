import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { openSocket } from '../../../../tests/support/realtime.ts';
import { buildTestApp } from '../../../../tests/support/app.ts';
import { createUser } from '../../../../tests/support/factories.ts';
import { sessionHeaders } from '../../../../tests/support/session.ts';
import { translator } from '../../../shared/i18n/index.ts';
import { users } from '../../db/schema/index.ts';
import { loadOnlineStatuses } from '../../hydration/presence.ts';

let app: FastifyInstance;
let baseUrl: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  app = await buildTestApp();
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await app.close();
});

async function open(cookie?: string): Promise<Socket> {
  const socket = await openSocket(baseUrl, cookie ? { cookie } : {});
  sockets.push(socket);
  return socket;
}

const status = async (id: number, language: 'ru' | 'en' = 'ru') => (await loadOnlineStatuses(app.db, [id], translator(language))).get(id)!;

describe('presence from sockets', () => {
  it('is online while a signed-in socket is connected, and was seen just now after the last one leaves', async () => {
    const member = await createUser(app);
    expect(await status(member.id)).toEqual({ online: false, show_online: true, online_status_string: '' });
    const { cookie } = await sessionHeaders(app, member.id);
    const first = await open(cookie);
    const second = await open(cookie);
    await expect.poll(() => status(member.id)).toEqual({ online: true, show_online: true, online_status_string: 'в сети' });

    const firstId = first.id;
    first.disconnect();
    // The server has handled the first socket's leaving; the second one keeps the member online.
    await expect.poll(async () => (await app.realtime.io.fetchSockets()).some((socket) => socket.id === firstId)).toBe(false);
    expect((await status(member.id)).online).toBe(true);

    second.disconnect();
    await expect.poll(() => status(member.id)).toEqual({ online: false, show_online: true, online_status_string: 'был(а) только что' });
    expect((await status(member.id, 'en')).online_status_string).toBe('last seen just now');
  });

  it('leaves guests’ sockets alone and honours show_online', async () => {
    await open();
    const shy = await createUser(app);
    await app.db.update(users).set({ showOnline: false }).where(eq(users.id, shy.id));
    await open((await sessionHeaders(app, shy.id)).cookie);
    await expect.poll(async () => (await app.db.select({ until: users.onlineUntil }).from(users).where(eq(users.id, shy.id)))[0]!.until).not.toBeNull();
    expect(await status(shy.id)).toEqual({ online: false, show_online: false, online_status_string: '' });
  });
});
