// Drizzle's query builder costs about half a millisecond per query on the embedded database, so hot
// statements are built once; per handle, because tests run many apps with a database each.
import { sql, type Column } from 'drizzle-orm';
import type { Db } from './client.ts';

export function perDatabase<Statement>(build: (db: Db) => Statement): (db: Db) => Statement {
  const statements = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}

/** One array parameter, so the text is the same for any number of ids (an IN list makes a statement per length). */
export const anyOfIds = (column: Column) => sql`${column} = any(${sql.placeholder('ids')}::int[])`;
