/**
 * The plans of the statements a piece of code sends: `explainSent(app, run)` records every
 * statement (text and parameters) `run` sends through the app's database client and answers
 * each one's `explain`. The plan tests use it to hold lists to their indexes.
 */
import type { FastifyInstance } from 'fastify';

interface Queryable {
  query: (text: string, params?: unknown[], ...rest: unknown[]) => Promise<{ rows: Array<Record<string, string>> }>;
}

export async function explainSent(app: FastifyInstance, run: () => Promise<unknown>): Promise<string[]> {
  const client = (app.db as unknown as { $client: Queryable }).$client;
  const original = client.query;
  const sent: Array<[string, unknown[] | undefined]> = [];
  // node-postgres is called as (text, params) or ({text, values, …}).
  client.query = function (this: Queryable, first: string | { text: string; values?: unknown[] }, params?: unknown[], ...rest: unknown[]) {
    sent.push(typeof first === 'string' ? [first, params] : [first.text, params ?? first.values]);
    return (original as (...args: unknown[]) => ReturnType<Queryable['query']>).call(this, first, params, ...rest);
  } as Queryable['query'];
  try {
    await run();
  } finally {
    client.query = original;
  }
  const plans: string[] = [];
  // An explain the code asked for itself has no plan of its own.
  for (const [text, params] of sent.filter(([text]) => !/^\s*explain\b/i.test(text))) {
    const { rows } = await client.query(`explain ${text}`, params);
    plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
  }
  return plans;
}
