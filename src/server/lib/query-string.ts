/**
 * The query-string parser of every route: `name[]=a&name[]=b` is `name=a&name=b`. The spec's
 * client sends arrays in the bracket form (`scopes[]`), and without this the schemas, which
 * name the field without brackets, dropped it as an unknown property.
 */
import { parse } from 'node:querystring';

const BRACKETS = '[]';

export function parseQueryString(text: string): Record<string, string | string[]> {
  const parsed = parse(text);
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (value === undefined) continue;
    const name = key.endsWith(BRACKETS) ? key.slice(0, -BRACKETS.length) : key;
    const before = query[name];
    query[name] = before === undefined ? value : [before, value].flat();
  }
  return query;
}
