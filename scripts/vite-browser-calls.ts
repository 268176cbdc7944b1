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

const isCall = (value: unknown): value is Call => typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'feature' in value;
const isCallGroup = (value: unknown): value is Record<string, Call> => typeof value === 'object' && value !== null && Object.values(value).length > 0 && Object.values(value).every(isCall);

function browserCall({ method, path, feature, name, idempotent }: Call) {
  return { method, path, feature, name, ...(idempotent && { idempotent }) };
}

function browserValue(value: unknown): unknown {
  if (isCallGroup(value)) return Object.fromEntries(Object.entries(value).map(([name, call]) => [name, browserCall(call)]));
  // The index's table of every feature's calls.
  if (typeof value === 'object' && value !== null && Object.values(value).every(isCallGroup)) return Object.fromEntries(Object.entries(value).map(([feature, group]) => [feature, browserValue(group)]));
  return value;
}

export function browserModule(file: string, exports: Exports): string {
  const lines: string[] = [];
  for (const [name, value] of Object.entries(exports)) {
    if (name === 'allCalls') lines.push('export const allCalls = Object.values(calls).flatMap((feature) => Object.values(feature));');
    else if (isCallGroup(value) || name === 'calls' || CONSTANT.test(name)) lines.push(`export const ${name} = ${JSON.stringify(browserValue(value))};`);
  }
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
