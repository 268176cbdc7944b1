// The JavaScript a guest's first visit to the home page downloads, from the production build's
// manifest: the entry and everything it imports, the home page's chunk and the texts of one
// language, with their imports. Prints raw and gzip bytes. Usage: node scripts/first-visit-js.mjs [ru|en]
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { staticClosure } from './vite-manifest.mjs';

const language = process.argv[2] ?? 'ru';
const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8'));
const chunks = staticClosure(manifest, ['src/client/entry-client.tsx', 'src/client/pages/Index.tsx', `src/shared/i18n/${language}.ts`]);

let raw = 0;
let gzip = 0;
for (const key of chunks) {
  const code = readFileSync(`dist/client/${manifest[key].file}`);
  raw += code.length;
  gzip += gzipSync(code).length;
}
console.log(JSON.stringify({ language, chunks: chunks.size, raw, gzip }));
