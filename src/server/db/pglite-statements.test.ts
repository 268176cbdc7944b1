import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetPreparedStatements, nameStatement, useNamedStatements } from './pglite-statements.ts';

const prepared = async (client: PGlite) => (await client.exec('select statement from pg_prepared_statements order by statement'))[0]!.rows.map((row) => (row as { statement: string }).statement);

describe('named statements on the embedded database', () => {
  let client: PGlite;
  let plain: PGlite;

  beforeAll(async () => {
    [client, plain] = await Promise.all([PGlite.create(), PGlite.create()]);
    const schema = `create table items (id int primary key, name text, tags text[], at timestamptz, data jsonb);
      insert into items values (1, 'one', '{a,b}', '2026-01-02T03:04:05Z', '{"x": 1}'), (2, null, null, null, null)`;
    await Promise.all([client.exec(schema), plain.exec(schema)]);
    useNamedStatements(client);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([client?.close(), plain?.close()]);
  });

  it('answers what PGlite’s own query answers, in either row mode and with parameters of every kind', async () => {
    const text = 'select id, name, tags, at, data from items where id = any($1::int[]) and ($2::text is null or name = $2) order by id';
    nameStatement(client, text);
    for (const params of [[[1, 2], null], [[1], 'one'], [[2], 'none']]) {
      expect(await client.query(text, params)).toEqual(await plain.query(text, params));
      expect(await client.query(text, params, { rowMode: 'array' })).toEqual(await plain.query(text, params, { rowMode: 'array' }));
    }
    const write = 'update items set name = $1 where id = $2';
    nameStatement(client, write);
    expect(await client.query(write, ['two', 2])).toEqual(await plain.query(write, ['two', 2]));
  });

  it('parses a named text once, and leaves every other text unnamed', async () => {
    const named = 'select $1::int + 1 as next';
    nameStatement(client, named);
    for (let i = 0; i < 3; i++) expect((await client.query(named, [i])).rows).toEqual([{ next: i + 1 }]);
    expect((await client.query('select $1::int - 1 as previous', [1])).rows).toEqual([{ previous: 0 }]);
    const statements = await prepared(client);
    expect(statements.filter((statement) => statement === named)).toHaveLength(1);
    expect(statements).not.toContain('select $1::int - 1 as previous');
  });

  it('prepares a text again once what was prepared is forgotten', async () => {
    const named = 'select $1::int * 2 as twice';
    nameStatement(client, named);
    expect((await client.query(named, [2])).rows).toEqual([{ twice: 4 }]);
    await forgetPreparedStatements(client);
    expect(await prepared(client)).toEqual([]);
    expect((await client.query(named, [3])).rows).toEqual([{ twice: 6 }]);
    expect(await prepared(client)).toEqual([named]);
  });

  it('reports a failed statement as PGlite does and stays usable', async () => {
    for (const text of ['select 1 / $1::int', 'select * from missing_table', 'select 1 / $1::int as x']) nameStatement(client, text);
    await expect(client.query('select 1 / $1::int', [0])).rejects.toMatchObject({ code: '22012', query: 'select 1 / $1::int', params: [0] });
    await expect(client.query('select * from missing_table')).rejects.toMatchObject({ code: '42P01' });
    expect((await client.query('select 1 / $1::int as x', [1])).rows).toEqual([{ x: 1 }]);
  });

  it('waits for a transaction in progress instead of running inside it', async () => {
    const order: string[] = [];
    nameStatement(client, 'select count(*)::int as n from items');
    // eslint-disable-next-line no-restricted-syntax -- PGlite's own transaction, beneath drizzle: what is tested is how named statements wait for it
    await client.transaction(async (tx) => {
      const outside = client.query('select count(*)::int as n from items').then(({ rows }) => order.push(`outside saw ${JSON.stringify(rows)}`));
      await tx.query('insert into items (id) values (3)');
      order.push('inserted');
      await Promise.race([outside, new Promise((resolve) => setTimeout(resolve, 20))]);
    });
    await client.query('select 1');
    expect(order).toEqual(['inserted', 'outside saw [{"n":3}]']);
  });
});
