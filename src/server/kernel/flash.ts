// One-shot alerts across a redirect, in a short-lived signed cookie that the first page answer showing it clears.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Alert } from '../../shared/pages.ts';

const FLASH_COOKIE = 'pero_alert';
/** Long enough to survive one redirect, short enough not to pop up on a later visit. */
const FLASH_MAX_AGE_SECONDS = 60;
const ALERT_TYPES: ReadonlySet<string> = new Set(['success', 'error', 'info']);

export function setFlash(reply: FastifyReply, alert: Alert, secure: boolean): void {
  reply.setCookie(FLASH_COOKIE, JSON.stringify(alert), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    signed: true,
    maxAge: FLASH_MAX_AGE_SECONDS,
  });
}

export function readFlash(request: FastifyRequest): Alert | null {
  const raw = request.cookies[FLASH_COOKIE];
  if (!raw) return null;
  const { valid, value } = request.unsignCookie(raw);
  if (!valid || value === null) return null;
  try {
    const alert = JSON.parse(value) as Partial<Alert>;
    if (typeof alert.message !== 'string' || !ALERT_TYPES.has(String(alert.type))) return null;
    return { message: alert.message, type: alert.type as Alert['type'] };
  } catch {
    return null;
  }
}

/** A pending alert makes the next page this visitor's own. */
export function hasPendingFlash(request: FastifyRequest): boolean {
  return request.cookies[FLASH_COOKIE] !== undefined;
}

/** Clears a pending alert once a page (HTML or an Inertia page object) has carried it. */
export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply) => {
      if (!hasPendingFlash(request) || !isPageAnswer(reply)) return;
      reply.clearCookie(FLASH_COOKIE, { path: '/' });
    });
  },
  { name: 'flash', dependencies: ['@fastify/cookie'] },
);

function isPageAnswer(reply: FastifyReply): boolean {
  return reply.getHeader('x-inertia') === 'true' || String(reply.getHeader('content-type') ?? '').startsWith('text/html');
}
