// Signed with the app's secret, so no table holds them and nobody can make one for another member. They never expire:
// mail providers offer List-Unsubscribe as long as a letter sits in a mailbox, and a leaked link can only stop letters.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isMailTopic, type MailTopic } from '../../../shared/dto/delivery.ts';

export interface UnsubscribeClaim {
  userId: number;
  topic: MailTopic;
}

/** A purpose of its own, so no other signature made with the same secret can pass for this one. */
const PURPOSE = 'pero:unsubscribe:v1\n';

function signature(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret)
    .update(PURPOSE + payload)
    .digest()
    .subarray(0, 16);
}

export function unsubscribeToken(secret: string, claim: UnsubscribeClaim): string {
  const payload = Buffer.from(`${claim.userId}|${claim.topic}`).toString('base64url');
  return `${payload}.${signature(secret, payload).toString('base64url')}`;
}

export function unsubscribeLink(appUrl: string, secret: string, claim: UnsubscribeClaim): string {
  return `${appUrl}/unsubscribe/${unsubscribeToken(secret, claim)}`;
}

export function readUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | null {
  const [payload, signed, ...rest] = token.split('.');
  if (!payload || !signed || rest.length > 0) return null;
  const given = Buffer.from(signed, 'base64url');
  const expected = signature(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const match = /^(\d{1,10})\|(.+)$/.exec(Buffer.from(payload, 'base64url').toString('utf8'));
  if (!match || !isMailTopic(match[2]!)) return null;
  return { userId: Number(match[1]), topic: match[2] };
}
