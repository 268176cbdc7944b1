// Skeleton queries select ids and sort keys only, one row more than a page, so whether a next page
// exists is known without counting.
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { KeyPart } from './cursor.ts';

export interface Skeleton<K extends readonly KeyPart[]> {
  ids: number[];
  nextKey: K | null;
}

/** Each id's own key lets a page be cut short of its end (filledPage). */
export interface KeyedSkeleton<K extends readonly KeyPart[]> extends Skeleton<K> {
  keys: K[];
}

export interface PageRequest<K extends readonly KeyPart[]> {
  page: number;
  perPage: number;
  after: K | null;
}

export function offsetOf(page: PageRequest<readonly KeyPart[]>): number {
  return page.after ? 0 : (page.page - 1) * page.perPage;
}

export function skeletonOf<R extends { id: number }, K extends readonly KeyPart[]>(rows: R[], perPage: number, keyOf: (row: R) => K): KeyedSkeleton<K> {
  const shown = rows.slice(0, perPage);
  const keys = shown.map(keyOf);
  return { ids: shown.map((row) => row.id), keys, nextKey: rows.length > perPage ? (keys.at(-1) ?? null) : null };
}

/** A JavaScript Date stops at milliseconds, and a rounded key would skip or repeat rows sharing a millisecond. */
export function keysetTime(column: PgColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** `(time, id) < key` for lists ordered by `time desc, id desc`; btree indexes serve the row comparison. */
export function olderThan(time: PgColumn, id: PgColumn, [keyTime, keyId]: readonly [string, number]): SQL {
  return sql`(${time}, ${id}) < (${keyTime}::timestamptz, ${keyId}::int)`;
}
