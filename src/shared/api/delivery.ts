import { Type } from 'typebox';
import { defineCalls } from './call.ts';
import { DIGEST_FREQUENCIES } from '../dto/delivery.ts';

const Frequency = Type.Object({ frequency: Type.Enum(DIGEST_FREQUENCIES) });
/** Signed tokens are a few dozen characters; anything far longer is not one of ours. */
const TokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 512 }) });
/** Push services' addresses run to a few hundred characters. */
const Endpoint = Type.String({ minLength: 1, maxLength: 2048 });

export const delivery = defineCalls('delivery', {
  digest: {
    method: 'GET',
    path: '/settings/digest',
    summary: 'How often the member receives the email digest of the best posts they follow',
    signedIn: true,
    answer: Frequency,
  },
  setDigest: {
    method: 'POST',
    path: '/settings/digest',
    summary: 'Set the email digest to off, daily or weekly',
    signedIn: true,
    body: Frequency,
    answer: Frequency,
  },
  unsubscribe: {
    method: 'POST',
    path: '/unsubscribe/:token',
    summary: 'One-click unsubscribe from the letters a signed link names (RFC 8058; no session needed)',
    params: TokenParams,
    // Mail providers post `List-Unsubscribe=One-Click`; the confirmation page's form posts nothing.
    body: Type.Optional(Type.Object({ 'List-Unsubscribe': Type.Optional(Type.String({ maxLength: 32 })) })),
    answer: Type.Object({ status: Type.Literal('unsubscribed') }),
  },
  pushKey: {
    method: 'GET',
    path: '/push/key',
    summary: "The server's VAPID public key, for the browser's push subscription",
    answer: Type.Object({ public_key: Type.String() }),
  },
  subscribePush: {
    method: 'POST',
    path: '/push/subscriptions',
    summary: "Save this browser's push subscription for the signed-in member",
    signedIn: true,
    body: Type.Object({
      endpoint: Endpoint,
      keys: Type.Object({ p256dh: Type.String({ minLength: 1, maxLength: 200 }), auth: Type.String({ minLength: 1, maxLength: 100 }) }),
    }),
  },
  unsubscribePush: {
    method: 'DELETE',
    path: '/push/subscriptions',
    summary: "Forget this browser's push subscription",
    signedIn: true,
    body: Type.Object({ endpoint: Endpoint }),
  },
});
