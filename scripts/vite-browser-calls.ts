/**
 * In the browser build, a call declaration of `src/shared/api/` is only what the typed caller
 * reads: its method, path and whether it is idempotent. The schemas (and the schema library) stay
 * with the server, which validates and documents; the browser's types still come from the full
 * declarations, since TypeScript reads the sources. A module's upper-case constants (limits) come
 * along; anything else a browser module imports from it fails the build by name.
 */
import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import type { Call } from '../src/shared/api/call.ts';

const API_DIR = path.resolve(import.meta.dirname, '../src/shared/api');
/** Helpers the declarations are written with, needed as they are. */
const KEPT_WHOLE = new Set(['call.ts', 'paginator.ts']);
const CONSTANT = /^[A-Z][A-Z0-9_]*$/;

type Exports = Record<string, unknown>;
type CallGroup = Record<string, Call>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCall = (value: unknown): value is Call => isObject(value) && 'method' in value && 'path' in value && 'feature' in value;
const isAll = <T>(value: unknown, is: (item: unknown) => item is T): value is Record<string, T> => isObject(value) && Object.values(value).length > 0 && Object.values(value).every(is);
const isCallGroup = (value: unknown): value is CallGroup => isAll(value, isCall);

const mapValues = <T, U>(record: Record<string, T>, map: (value: T) => U) => Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));
const browserCall = ({ method, path, feature, name, idempotent }: Call) => ({ method, path, feature, name, ...(idempotent && { idempotent }) });
const browserGroup = (group: CallGroup) => mapValues(group, browserCall);

/** What the browser gets of an export: a feature's calls, the index's table of them, or a constant; nothing else. */
function browserValue(name: string, value: unknown): unknown {
  if (isCallGroup(value)) return browserGroup(value);
  if (isAll(value, isCallGroup)) return mapValues(value, browserGroup);
  return CONSTANT.test(name) ? value : undefined;
}

export function browserModule(file: string, exports: Exports): string {
  const lines = Object.entries(exports).flatMap(([name, value]) => {
    const kept = browserValue(name, value);
    return kept === undefined ? [] : [`export const ${name} = ${JSON.stringify(kept)};`];
  });
  if (lines.length === 0) throw new Error(`${file}: nothing a browser module may import`);
  return lines.join('\n') + '\n';
}

export function browserCalls(): Plugin {
  return {
    name: 'pero:browser-calls',
    apply: 'build',
    enforce: 'pre',
    async load(id, options) {
      if (options?.ssr || path.dirname(id) !== API_DIR || KEPT_WHOLE.has(path.basename(id))) return null;
      const { module } = await runnerImport<Exports>(id, { configFile: false, logLevel: 'error' });
      return browserModule(path.basename(id), module);
    },
  };
}
