// The Vite manifest's hash is the Inertia asset version.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { PageRenderer } from '../plugins/inertia.ts';
import { projectPath } from '../lib/paths.ts';
import { assetTags, type Manifest } from './asset-tags.ts';

type SsrModule = Pick<PageRenderer, 'render'>;

export const CLIENT_ENTRY = 'src/client/entry-client.tsx';

export function hasProductionBuild(): boolean {
  return ['dist/client/.vite/manifest.json', 'dist/ssr/entry-server.js', 'dist/sw/sw.js'].every((file) => existsSync(projectPath(file)));
}

export async function productionRenderer(): Promise<PageRenderer> {
  const manifestText = readFileSync(projectPath('dist/client/.vite/manifest.json'), 'utf8');
  const manifest = JSON.parse(manifestText) as Manifest;
  const ssr = (await import(pathToFileURL(projectPath('dist/ssr/entry-server.js')).href)) as SsrModule;

  const serviceWorker = readFileSync(projectPath('dist/sw/sw.js'), 'utf8');

  return {
    version: createHash('sha256').update(manifestText).digest('hex').slice(0, 16),
    render: (page, markup) => ssr.render(page, markup),
    assetTags: assetTags(manifest, CLIENT_ENTRY),
    serviceWorker: async () => serviceWorker,
  };
}
