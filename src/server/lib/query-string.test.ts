import { describe, expect, it } from 'vitest';
import { parseQueryString } from './query-string.ts';

describe('parseQueryString', () => {
  it('reads name[] as name, alone, repeated and beside the plain form', () => {
    expect({ ...parseQueryString('q=%D0%BA%D0%BE%D1%82&scopes[]=onlyTitle') }).toEqual({ q: 'кот', scopes: 'onlyTitle' });
    expect({ ...parseQueryString('scopes%5B%5D=onlyTitle&scopes%5B%5D=official') }).toEqual({ scopes: ['onlyTitle', 'official'] });
    expect({ ...parseQueryString('scopes=onlyTitle&scopes[]=official') }).toEqual({ scopes: ['onlyTitle', 'official'] });
  });

  it('keeps __proto__ a plain key', () => {
    const query = parseQueryString('__proto__[]=a&__proto__[]=b');
    expect(Object.getPrototypeOf(query)).toBeNull();
    expect(Object.hasOwn(query, '__proto__')).toBe(true);
  });
});
