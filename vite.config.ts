import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { browserCalls } from './scripts/vite-browser-calls.ts';
import { inertiaHydrationFix } from './scripts/vite-inertia-hydration.ts';
import { serviceWorker } from './scripts/vite-service-worker.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), browserCalls(), inertiaHydrationFix(), ...(isSsrBuild ? [] : [serviceWorker()])],
  build: {
    outDir: 'dist/client',
    manifest: true,
    rollupOptions: {
      input: 'src/client/entry-client.tsx',
      treeshake: {
        // A feature's index.ts only re-exports: without side effects, an import through it reaches
        // the module itself, so the shell's one hook from a feature does not bring the feature's
        // every component into the first visit's chunk.
        moduleSideEffects: (id, external) => external || !/\/src\/client\/features\/[^/]+\/index\.ts$/.test(id),
      },
      // What the entry imports statically is one chunk: a first visit downloads all of it anyway,
      // and one file compresses better than the few dozen small ones the automatic split makes.
      // The icons are in it (ui/icons.ts): split by which pages share them, they made a page
      // wait for a dozen files of a few hundred bytes each. What most pages share (a post's card, dates,
      // dialogs) is one more: split by the exact set of pages using each part, a feed loaded 28 files, and
      // the browser's main thread pays for each request it starts (Popular: 8 files of the same bytes).
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              groups: [
                { name: 'shell', tags: ['$initial'] },
                { name: 'common', minShareCount: 9 },
              ],
            },
          },
    },
  },
  ssr: {
    // Bundled into the SSR build so the server needs no JSX or CSS handling at run time.
    noExternal: ['@inertiajs/react', '@inertiajs/core', '@radix-ui/*'],
  },
}));
