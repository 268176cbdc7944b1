/**
 * The query-string parser of every route: `name[]=a&name[]=b` is `name=a&name=b`. The spec's
 * client sends arrays in the bracket form (`scopes[]`), and without this the schemas, which
 * name the field without brackets, dropped it as an unknown property.
 */
import { parse } from 'node:querystring';

const BRACKETS = '[]';

export function parseQueryString(text: string): Record<string, string | string[]> {
  const parsed = parse(text);
  // No prototype, as the default parser's: a `__proto__` key is then just a key.
  const query: Record<string, string | string[]> = Object.create(null);
  for (const [key, value] of Object.entries(parsed)) {
    if (value === undefined) continue;
    const name = key.endsWith(BRACKETS) ? key.slice(0, -BRACKETS.length) : key;
    const before = query[name];
    query[name] = before === undefined ? value : [before, value].flat();
  }
  return query;
}
