// `name[]=a&name[]=b` is `name=a&name=b`: the spec's client sends arrays in the bracket form
// (`scopes[]`), and the schemas, naming the field without brackets, would drop it as unknown.
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
