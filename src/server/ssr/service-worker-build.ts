/**
 * The service worker built from its source in memory, for the development server and the tests; a
 * production build writes it to dist/sw/ with the precache list of the assets it built
 * (scripts/vite-service-worker.ts). Built here, the list is empty: nothing is precached.
 */
import { projectPath } from '../lib/paths.ts';

const SOURCE = 'src/client/service-worker/sw.ts';

export async function buildServiceWorker(): Promise<string> {
  const { build } = await import('vite');
  const built = await build({
    configFile: false,
    root: projectPath(),
    publicDir: false,
    logLevel: 'silent',
    define: { 'self.__WB_MANIFEST': '[]' },
    build: { write: false, minify: false, rollupOptions: { input: projectPath(SOURCE), output: { format: 'iife' } } },
  });
  const [output] = Array.isArray(built) ? built : [built];
  if (!output || !('output' in output)) throw new Error('The service worker build gave no output');
  return output.output[0].code;
}
