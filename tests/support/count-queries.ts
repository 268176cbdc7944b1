/**
 * countQueries(app, run): how many SQL statements `run` sent, for the "no N+1" tests
 * (a list must cost the same for 2 items as for 20). It wraps `query` on the database
 * client Drizzle holds (the PGlite instance or the node-postgres pool) for the duration of
 * `run`, and counts only statements made on behalf of `run` (its async context): event
 * delivery or jobs running meanwhile in the background are not the list's cost.
 * Statements inside transactions go through another client and are not counted; list
 * endpoints do not use transactions.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

interface Queryable {
  query: (...args: unknown[]) => Promise<unknown>;
}

const counting = new AsyncLocalStorage<{ count: number }>();

/** The statement's text, whichever way the driver was handed it. */
function textOf(query: unknown): string {
  return typeof query === 'string' ? query : ((query as { text?: string } | null)?.text ?? '');
}

/** `matching`: count only statements whose text it matches. */
export async function countQueries(app: FastifyInstance, run: () => Promise<unknown>, matching?: RegExp): Promise<number> {
  const client = (app.db as unknown as { $client: Queryable }).$client;
  const original = client.query;
  const hadOwn = Object.hasOwn(client, 'query');
  client.query = function (this: Queryable, ...args: unknown[]) {
    const counter = counting.getStore();
    if (counter && (!matching || matching.test(textOf(args[0])))) counter.count++;
    return original.apply(this, args);
  };
  const counter = { count: 0 };
  try {
    // Awaited inside the context: app.inject() answers a lazy thenable that starts the request
    // only when awaited, which must happen where the counter is in scope.
    await counting.run(counter, async () => {
      await run();
    });
  } finally {
    if (hadOwn) client.query = original;
    else delete (client as Partial<Queryable>).query;
  }
  return counter.count;
}

/**
 * What a render costs with nothing kept from an earlier one (the shared half of lists and pages is
 * read afresh): the measure of a list's statements that no event landing meanwhile can change.
 */
export async function countRender(app: FastifyInstance, run: () => Promise<unknown>): Promise<number> {
  const sharing = app.pageCache.sharing;
  app.pageCache.sharing = false;
  try {
    return await countQueries(app, run);
  } finally {
    app.pageCache.sharing = sharing;
  }
}
