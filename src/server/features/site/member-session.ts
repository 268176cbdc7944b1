// A member's page reads their session and their shell (the menu's counters, the sidebar's communities) in one
// statement: on the embedded database each statement is a trip to its thread, on PostgreSQL a round trip, and
// these two are what every signed-in page waits for first.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { perDatabase } from '../../db/prepared.ts';
import { users } from '../../db/schema/index.ts';
import { resolveSession, resolveSessionWith, sessionAccountQuery, type AuthUser } from '../../kernel/sessions.ts';
import { presentShell, shellColumns, type MemberShell } from './member-shell.ts';

const sessionAndShell = perDatabase((db) => sessionAccountQuery(db, shellColumns(db, users.id)).prepare('session_and_shell'));

const shells = new WeakMap<FastifyRequest, MemberShell>();

/** A page is asked for as HTML or by the Inertia client; a JSON call needs no shell. */
function asksForPage(request: FastifyRequest): boolean {
  return request.method === 'GET' && (request.headers['x-inertia'] === 'true' || (request.headers.accept ?? '').includes('text/html'));
}

/** Who the session cookie's token names; for a page, the member's shell is read in the same statement and kept. */
export async function resolveMemberSession(db: Db, request: FastifyRequest, token: string): Promise<AuthUser | null> {
  if (!asksForPage(request)) return resolveSession(db, token);
  const found = await resolveSessionWith(db, token, (params) => sessionAndShell(db).execute(params));
  if (!found) return null;
  shells.set(request, presentShell(found.row));
  return found.user;
}

/** The shell read with this request's session, if it was a page's. */
export function shellReadWithSession(request: FastifyRequest): MemberShell | undefined {
  return shells.get(request);
}
