// The Vite manifest's hash is the Inertia asset version.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { PageRenderer } from '../plugins/inertia.ts';
import { projectPath } from '../lib/paths.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

type SsrModule = Pick<PageRenderer, 'render'>;

export const CLIENT_ENTRY = 'src/client/entry-client.tsx';

export function hasProductionBuild(): boolean {
  return ['dist/client/.vite/manifest.json', 'dist/ssr/entry-server.js', 'dist/sw/sw.js'].every((file) => existsSync(projectPath(file)));
}

export async function productionRenderer(): Promise<PageRenderer> {
  const manifestText = readFileSync(projectPath('dist/client/.vite/manifest.json'), 'utf8');
  const manifest = JSON.parse(manifestText) as Record<string, ManifestChunk>;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The client build has no entry ${CLIENT_ENTRY}; run npm run build`);
  const ssr = (await import(pathToFileURL(projectPath('dist/ssr/entry-server.js')).href)) as SsrModule;

  const serviceWorker = readFileSync(projectPath('dist/sw/sw.js'), 'utf8');

  const preloads = (entry.imports ?? []).map((key) => manifest[key]?.file).filter(Boolean);
  const links = [
    ...(entry.css ?? []).map((file) => `<link rel="stylesheet" href="/${file}">`),
    ...preloads.map((file) => `<link rel="modulepreload" href="/${file}">`),
  ];

  return {
    version: createHash('sha256').update(manifestText).digest('hex').slice(0, 16),
    render: (page, markup) => ssr.render(page, markup),
    assetTags: (nonce) => [...links, `<script type="module" nonce="${nonce}" src="/${entry.file}"></script>`].join('\n    '),
    serviceWorker: async () => serviceWorker,
  };
}
