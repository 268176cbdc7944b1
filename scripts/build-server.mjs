// Bundles the server and the CLI for production. Packages stay external: PGlite finds its
// WASM and data files relative to its own package and breaks when bundled.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/server/main.ts', cli: 'src/server/cli/main.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
