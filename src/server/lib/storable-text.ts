/** NUL, or a surrogate that is not half of a pair (with `u`, a pair is one code point, not Cs). */
const UNSTORABLE = /[\0\p{Cs}]/u;

export const isStorableText = (text: string): boolean => !UNSTORABLE.test(text);

/** Iterative, so a deeply nested body cannot overflow the stack. */
export function unstorablePath(value: unknown): string | null {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length > 0) {
    const [item, path] = stack.pop()!;
    if (typeof item === 'string') {
      if (!isStorableText(item)) return path || '_';
    } else if (Array.isArray(item)) {
      item.forEach((child, index) => stack.push([child, path ? `${path}.${index}` : String(index)]));
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        if (!isStorableText(key)) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}
