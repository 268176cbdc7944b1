// A crashed process stops its heartbeats, so its members drop offline within the window instead of staying online for
// ever. A member connected to two processes is seen leaving when one closes, until the other's next heartbeat: a short,
// harmless flicker.
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { connectedMember } from '../../realtime/realtime.ts';

/** How long one heartbeat keeps a member online. */
export const ONLINE_WINDOW_MS = 3 * 60_000;
/** A third of the window, so a missed beat does not drop anyone. */
const HEARTBEAT_MS = 60_000;

async function markOnline(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(users)
    .set({ lastSeenAt: sql`now()`, onlineUntil: sql`now() + ${`${ONLINE_WINDOW_MS} milliseconds`}::interval` })
    .where(sql`${users.id} = any(${sql.param([...ids])}::int[])`);
}

async function markLeft(db: Db, id: number): Promise<void> {
  await db.update(users).set({ lastSeenAt: sql`now()`, onlineUntil: sql`now()` }).where(sql`${users.id} = ${id}`);
}

export default fp(
  async (app) => {
    /** Open sockets per signed-in member in this process. */
    const sockets = new Map<number, number>();

    // Counted in the same tick the connection is accepted: a socket leaving can never miss one
    // that connected before it.
    app.realtime.io.on('connection', (socket) => {
      const user = connectedMember(socket);
      if (!user) return;
      const count = sockets.get(user.id) ?? 0;
      sockets.set(user.id, count + 1);
      socket.once('disconnect', () => {
        const left = (sockets.get(user.id) ?? 1) - 1;
        if (left > 0) return void sockets.set(user.id, left);
        sockets.delete(user.id);
        markLeft(app.db, user.id).catch((err: unknown) => app.log.warn({ err }, 'presence: marking a member offline failed'));
      });
      if (count === 0) markOnline(app.db, [user.id]).catch((err: unknown) => app.log.warn({ err }, 'presence: marking a member online failed'));
    });

    const heartbeat = setInterval(() => {
      markOnline(app.db, [...sockets.keys()]).catch((err: unknown) => app.log.warn({ err }, 'presence heartbeat failed'));
    }, HEARTBEAT_MS);
    heartbeat.unref();
    app.addHook('onClose', async () => clearInterval(heartbeat));
  },
  { name: 'presence', dependencies: ['realtime'] },
);
