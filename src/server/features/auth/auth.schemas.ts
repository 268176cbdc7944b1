// The account's JSON calls are declared in shared/api/auth.ts.
import { Type } from 'typebox';

export const VerifyParams = Type.Object({ id: Type.Integer({ minimum: 1 }), token: Type.String({ minLength: 1, maxLength: 200 }) });
/** Optional so that a mangled link lands on the friendly "invalid link" alert rather than a 422. */
export const VerifyQuery = Type.Object({
  expires: Type.Optional(Type.String({ maxLength: 20 })),
  signature: Type.Optional(Type.String({ maxLength: 200 })),
});
