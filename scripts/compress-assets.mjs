// Writes a Brotli and a gzip copy beside each text file of the client build, once at build time at
// the strongest settings: the static file server answers with them (preCompressed), so no request
// compresses a file, and a reader on a slow connection downloads a fifth of the bytes.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ROOT = 'dist/client';
const TEXT = /\.(js|mjs|css|svg|json|webmanifest|txt|html|map)$/;
/** Below this a compressed copy saves less than its own overhead. */
const MIN_BYTES = 1024;

function files(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const entryPath = path.join(folder, entry.name);
    return entry.isDirectory() ? files(entryPath) : [entryPath];
  });
}

for (const file of files(ROOT)) {
  if (!TEXT.test(file) || statSync(file).size < MIN_BYTES) continue;
  const content = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}
