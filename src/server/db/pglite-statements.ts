// PGlite's `query` parses and plans every text again on each call, in five trips into the module; texts
// prepared by name (`perDatabase`) are parsed once here and then run in one trip, a third to a tenth of
// the cost on the hot reads. Other texts stay unnamed: a named statement is in time planned once for all
// values, which suits reads by id but not a search whose best plan depends on its values.
import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

interface Statement {
  name: string;
  paramTypes: number[];
  /** Describe answers the columns once; a bound execution sends only the rows. */
  rowDescription: BackendMessage | undefined;
}

const { serialize } = protocol;

function joined(messages: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    out.set(message, offset);
    offset += message.length;
  }
  return out;
}

const namedTexts = new WeakMap<object, Set<string>>();
const preparedStatements = new WeakMap<object, Map<string, Statement>>();

/** A no-op for other clients: PostgreSQL's pool names its own. */
export function nameStatement(client: unknown, text: string): void {
  if (typeof client === 'object' && client !== null) namedTexts.get(client)?.add(text);
}

/** Drops what the instance prepared, here and in the database: each named text is prepared again on its next run. */
export async function forgetPreparedStatements(client: PGlite): Promise<void> {
  preparedStatements.get(client)?.clear();
  await client.exec('deallocate all');
}

/**
 * Replaces the instance's own method rather than wrapping the client, so Drizzle, the job queue and
 * the tests that count statements all keep holding the PGlite instance itself.
 */
export function useNamedStatements(client: PGlite): void {
  const unnamedQuery = client.query.bind(client);
  const texts = new Set<string>();
  namedTexts.set(client, texts);
  const statements = new Map<string, Statement>();
  preparedStatements.set(client, statements);
  let counter = 0;

  // PGlite merges a query's own parsers into its defaults on every call (a few hundred entries);
  // Drizzle passes the same options object for every run of a statement, so merge once per object.
  const resultOptions = new WeakMap<QueryOptions, { parsers: PGlite['parsers']; options: QueryOptions }>();
  const forResults = (options: QueryOptions | undefined): { parsers: PGlite['parsers']; options: QueryOptions | undefined } => {
    if (!options?.parsers) return { parsers: client.parsers, options };
    let merged = resultOptions.get(options);
    if (!merged) {
      const { parsers, ...rest } = options;
      merged = { parsers: { ...client.parsers, ...parsers }, options: rest };
      resultOptions.set(options, merged);
    }
    return merged;
  };

  const send = (messages: Uint8Array[]) => client.execProtocolStream(joined([...messages, serialize.sync()]), { syncToFs: false });

  async function prepare(text: string, options: QueryOptions | undefined): Promise<Statement> {
    const name = `pero_${++counter}`;
    const described = await send([serialize.parse({ name, text, types: options?.paramTypes }), serialize.describe({ type: 'S', name })]);
    const statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(described),
      rowDescription: described.find((message) => message.name === 'rowDescription'),
    };
    statements.set(text, statement);
    return statement;
  }

  async function run(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results> {
    const statement = statements.get(text) ?? (await prepare(text, options));
    const { paramTypes } = statement;
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = paramTypes[index]!;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await send([serialize.bind({ statement: statement.name, values }), serialize.execute({})]);
    if (!client.isInTransaction()) await client.syncToFs();
    const results = forResults(options);
    return parse.parseResults(statement.rowDescription ? [statement.rowDescription, ...messages] : messages, results.parsers, results.options)[0]!;
  }

  async function query(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results> {
    // Files attached to a query (COPY) need PGlite's own handling.
    if (!texts.has(text) || options?.blob) return unnamedQuery(text, params, options);
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          return await run(text, params, options);
        } catch (error) {
          // As PGlite's own query reports a failed statement.
          throw Object.assign(error as object, { query: text, params, queryOptions: options });
        }
      }),
    );
  }

  client.query = query as PGlite['query'];
}
