/** A session already open (or minimized) is brought back rather than replaced, so an unfinished post is never dropped. */
import type { OwnerChoice } from './draft.ts';
import type { EditorOpenOptions } from './editor-context.tsx';

/** The caller's choice of owner for a session already running; `seq` tells repeats apart. */
export interface OwnerRequest {
  owner: OwnerChoice;
  seq: number;
}

export interface EditorSession {
  key: number;
  options: EditorOpenOptions;
  ownerRequest: OwnerRequest | null;
}

export function openSession(current: EditorSession | null, options: EditorOpenOptions, key: number): EditorSession {
  if (!current) return { key, options, ownerRequest: null };
  if (!options.category) return current;
  return { ...current, ownerRequest: { owner: options.category, seq: (current.ownerRequest?.seq ?? 0) + 1 } };
}
