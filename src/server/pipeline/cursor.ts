// Cursors are opaque, not secret. A key without the list's shape is refused rather than read from
// the top, so an infinite list cannot loop back over its first page.
export type KeyPart = string | number;

export interface Cursor<K extends readonly KeyPart[]> {
  page: number;
  key: K;
}

export type KeyGuard<K extends readonly KeyPart[]> = (key: readonly unknown[]) => key is K;

const MAX_ID = 2_147_483_647;
const MAX_PAGE = 1_000_000;

export function encodeCursor<K extends readonly KeyPart[]>({ page, key }: Cursor<K>): string {
  return Buffer.from(JSON.stringify([page, ...key])).toString('base64url');
}

export function decodeCursor<K extends readonly KeyPart[]>(text: string, isKey: KeyGuard<K>): Cursor<K> | null {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parts)) return null;
  const [page, ...key] = parts as unknown[];
  if (!Number.isInteger(page) || (page as number) < 2 || (page as number) > MAX_PAGE) return null;
  return isKey(key) ? { page: page as number, key } : null;
}

export function isId(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_ID;
}

export type IdKey = [id: number];
export const isIdKey: KeyGuard<IdKey> = (key): key is IdKey => key.length === 1 && isId(key[0]);

const KEY_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export type TimeKey = [time: string, id: number];

export const isTimeKey: KeyGuard<TimeKey> = (key): key is TimeKey =>
  key.length === 2 && typeof key[0] === 'string' && KEY_TIME.test(key[0]) && !Number.isNaN(Date.parse(key[0])) && isId(key[1]);
