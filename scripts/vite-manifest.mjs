// Walks Vite's build manifest (dist/client/.vite/manifest.json).

/** The manifest keys of `roots` and of every chunk they import statically: what runs before they do. */
export function staticClosure(manifest, roots) {
  const chunks = new Set();
  const visit = (key) => {
    if (chunks.has(key)) return;
    chunks.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  roots.filter((key) => manifest[key]).forEach(visit);
  return chunks;
}
