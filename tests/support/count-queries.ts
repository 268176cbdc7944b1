/**
 * countQueries(app, run): how many SQL statements `run` sent, for the "no N+1" tests
 * (a list must cost the same for 2 items as for 20). It wraps `query` on the database
 * client Drizzle holds (the PGlite instance or the node-postgres pool) for the duration of
 * `run`. Statements inside transactions go through another client and are not counted;
 * list endpoints do not use transactions.
 */
import type { FastifyInstance } from 'fastify';

interface Queryable {
  query: (...args: unknown[]) => Promise<unknown>;
}

export async function countQueries(app: FastifyInstance, run: () => Promise<unknown>): Promise<number> {
  const client = (app.db as unknown as { $client: Queryable }).$client;
  const original = client.query;
  const hadOwn = Object.hasOwn(client, 'query');
  let count = 0;
  client.query = function (this: Queryable, ...args: unknown[]) {
    count++;
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    if (hadOwn) client.query = original;
    else delete (client as Partial<Queryable>).query;
  }
  return count;
}
