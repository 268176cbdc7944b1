// A keyed hash of the day and the member's id, or for a guest of the address and browser (no cookie). The key is the
// server's secret and the day is hashed in, so a stored value names nobody and matches no other day's.
import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { dateFormatter } from '../../../shared/format/formatters.ts';

export function visitorKey(secret: string, day: string, request: FastifyRequest): string {
  const who = request.user ? `user:${request.user.id}` : `guest:${request.ip}:${request.headers['user-agent'] ?? ''}`;
  return createHmac('sha256', secret).update(`${day}\n${who}`).digest('base64url').slice(0, 22);
}

/** YYYY-MM-DD of `date` in the site's time zone: the day views are counted in. */
export function siteDay(timeZone: string, date = new Date()): string {
  return dateFormatter('isoDay', 'en-CA', timeZone).format(date);
}

export function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}
