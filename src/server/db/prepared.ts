/**
 * Statements of the hot read paths, built once per database handle instead of on every
 * call. Drizzle's query builder costs about half a millisecond per query on the embedded
 * database, where it runs on the same event loop as the SQL. On PostgreSQL the statement
 * is named, so each connection parses and plans it once, and so it is on the embedded
 * database (pglite-statements.ts). A statement is kept per handle
 * because tests run many apps, each with a database of its own.
 */
import { sql, type Column } from 'drizzle-orm';
import type { Db } from './client.ts';
import { nameStatement } from './pglite-statements.ts';

export function perDatabase<Statement>(build: (db: Db) => Statement): (db: Db) => Statement {
  const statements = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
      const query = (statement as { getQuery?: () => { sql: string } }).getQuery?.();
      if (query) nameStatement((db as { $client?: unknown }).$client, query.sql);
    }
    return statement;
  };
}

/**
 * `column = any($ids)`: one array parameter named `ids`, so the text is the same for any
 * number of ids (an IN list would make a new statement per length).
 */
export const anyOfIds = (column: Column) => sql`${column} = any(${sql.placeholder('ids')}::int[])`;
