import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether an Authorization header carries `Bearer <token>`. Both sides are hashed first, so the
 * comparison takes the same time whatever was sent, its length included.
 */
export function bearerTokenMatches(authorization: string | undefined, token: string): boolean {
  const sent = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(sha256(sent), sha256(token));
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();
