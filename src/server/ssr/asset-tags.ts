/**
 * The document's asset tags, read from Vite's manifest: the entry's styles and chunks, and the
 * page's own code and texts named ahead. Named in the document, the browser fetches the page's
 * chunks beside the entry, where otherwise it would learn of them only once the entry ran, and
 * the entry's loader would add a link to the document for each of them while the page waits to
 * hydrate.
 */
import type { AssetPage } from '../plugins/inertia.ts';
import { textAreaOf } from '../../shared/i18n/areas.ts';

export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The chunks the roots need, theirs and what they import, each once; roots the build lacks are skipped. */
function chunksOf(manifest: Manifest, roots: string[]): string[] {
  const found = new Set<string>();
  const visit = (key: string) => {
    if (found.has(key) || !manifest[key]) return;
    found.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return [...found];
}

/** The modules a page's component and its reader's texts are loaded from (app.tsx, platform/texts.ts). */
function pageRoots({ component, language }: AssetPage): string[] {
  const area = textAreaOf(component);
  return [`src/client/pages/${component}.tsx`, `src/shared/i18n/${language}.ts`, ...(area ? [`src/shared/i18n/${language}-${area}.ts`] : [])];
}

function linksTo(manifest: Manifest, chunks: string[]): string[] {
  return [
    ...chunks.flatMap((chunk) => (manifest[chunk]!.css ?? []).map((file) => `<link rel="stylesheet" href="/${file}">`)),
    ...chunks.map((chunk) => `<link rel="modulepreload" href="/${manifest[chunk]!.file}">`),
  ];
}

/** `tags(nonce, page)`: built once per page and language, as the build's chunks do not change. */
export function assetTags(manifest: Manifest, entryKey: string): (nonce: string, page: AssetPage) => string {
  const entry = manifest[entryKey];
  if (!entry) throw new Error(`The client build has no entry ${entryKey}; run npm run build`);
  const entryChunks = chunksOf(manifest, [entryKey]);
  const entryLinks = linksTo(manifest, entryChunks).filter((link) => !link.includes(`"/${entry.file}"`));
  const pageLinks = new Map<string, string>();
  const linksOf = (page: AssetPage) => {
    const key = `${page.component}|${page.language}`;
    let links = pageLinks.get(key);
    if (links === undefined) {
      const own = chunksOf(manifest, pageRoots(page)).filter((chunk) => !entryChunks.includes(chunk));
      links = [...entryLinks, ...linksTo(manifest, own)].join('\n    ');
      pageLinks.set(key, links);
    }
    return links;
  };
  return (nonce, page) => `${linksOf(page)}\n    <script type="module" nonce="${nonce}" src="/${entry.file}"></script>`;
}
