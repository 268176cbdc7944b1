export interface ManifestChunk {
  file: string;
  css?: string[];
  assets?: string[];
  imports?: string[];
}

export function staticClosure(manifest: Record<string, ManifestChunk>, roots: string[]): Set<string>;
