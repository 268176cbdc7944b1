/**
 * The service worker is built with the client (vite-plugin-pwa, its own source in
 * src/client/service-worker/) into dist/sw/, outside the static files, since the server serves it
 * with headers of its own. It precaches what reading needs offline, taken from Vite's manifest: the
 * entry and the shell, the post page and the offline page with what they import, their styles and
 * fonts, and the texts of every language. Other pages' chunks load when first opened, online.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { VitePWA } from 'vite-plugin-pwa';
import type { ManifestTransform } from 'workbox-build';
import { LANGUAGES } from '../src/shared/dto/user.ts';
import { staticClosure, type ManifestChunk } from './vite-manifest.mjs';

const CLIENT_DIR = 'dist/client';
const READING_ROOTS = ['src/client/entry-client.tsx', 'src/client/pages/Post.tsx', 'src/client/pages/Offline.tsx', ...LANGUAGES.map((language) => `src/shared/i18n/${language}.ts`)];

const readingAssetsOnly: ManifestTransform = (entries) => {
  const manifest = JSON.parse(readFileSync(path.join(CLIENT_DIR, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set(
    [...staticClosure(manifest, READING_ROOTS)].flatMap((key) => {
      const chunk = manifest[key]!;
      return [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])];
    }),
  );
  return { manifest: entries.filter((entry) => files.has(entry.url)) };
};

export function serviceWorker() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/client/service-worker',
    filename: 'sw.ts',
    outDir: 'dist/sw',
    // The page registers it (client/platform/offline/), and the server serves the manifest, whose name is a site setting.
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globDirectory: CLIENT_DIR,
      globPatterns: ['assets/*.{js,css,woff2}'],
      manifestTransforms: [readingAssetsOnly],
    },
  });
}
