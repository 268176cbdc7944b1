// Stripe's scheme, so receivers know it: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. The timestamp
// inside the signed text lets a receiver refuse a replayed request outside its tolerance window.
import { createHmac, randomBytes } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-pero-signature';
export const EVENT_HEADER = 'x-pero-event';
export const DELIVERY_HEADER = 'x-pero-delivery';

export function newSecret(): string {
  return `whsec_${randomBytes(24).toString('base64url')}`;
}

export function signature(secret: string, timestamp: number, body: string): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}
