// Drizzle's query builder costs about half a millisecond per query on the embedded database, so hot
// statements are built once; per handle, because tests run many apps with a database each.
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

/** One array parameter, so the text is the same for any number of ids (an IN list makes a statement per length). */
export const anyOfIds = (column: Column) => sql`${column} = any(${sql.placeholder('ids')}::int[])`;
