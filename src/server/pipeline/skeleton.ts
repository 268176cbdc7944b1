/**
 * The first stage of every list: which items, in which order, and where the next page
 * starts. A skeleton query selects ids and sort keys only, one row more than a page so that
 * whether a next page exists is known without counting.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { KeyPart } from './cursor.ts';

export interface Skeleton<K extends readonly KeyPart[]> {
  ids: number[];
  /** The key of the last id, when more items follow it. */
  nextKey: K | null;
}

/** A skeleton that also names each id's own key, so a page can be cut short of its end (pipeline/posts.ts filledPage). */
export interface KeyedSkeleton<K extends readonly KeyPart[]> extends Skeleton<K> {
  keys: K[];
}

/** Where a page starts: after the item with key `after`, or at the top. */
export interface PageRequest<K extends readonly KeyPart[]> {
  page: number;
  perPage: number;
  after: K | null;
}

/** Rows to skip: none after a cursor's key; the pages before a page asked for by number. */
export function offsetOf(page: PageRequest<readonly KeyPart[]>): number {
  return page.after ? 0 : (page.page - 1) * page.perPage;
}

/** Rows fetched with `limit perPage + 1` → the page's ids and the key to continue from. */
export function skeletonOf<R extends { id: number }, K extends readonly KeyPart[]>(rows: R[], perPage: number, keyOf: (row: R) => K): KeyedSkeleton<K> {
  const shown = rows.slice(0, perPage);
  const keys = shown.map(keyOf);
  return { ids: shown.map((row) => row.id), keys, nextKey: rows.length > perPage ? (keys.at(-1) ?? null) : null };
}

/**
 * A timestamp column as exact cursor text: UTC with microseconds, since a JavaScript Date
 * stops at milliseconds and a rounded key would skip or repeat rows sharing a millisecond.
 */
export function keysetTime(column: PgColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** `(time, id) < key` for lists ordered by `time desc, id desc`; btree indexes serve the row comparison. */
export function olderThan(time: PgColumn, id: PgColumn, [keyTime, keyId]: readonly [string, number]): SQL {
  return sql`(${time}, ${id}) < (${keyTime}::timestamptz, ${keyId}::int)`;
}
