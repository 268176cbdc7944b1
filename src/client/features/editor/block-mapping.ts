/**
 * Stored blocks ↔ Editor.js blocks. They are the same data except for one name: Editor.js
 * reserves `link` for its inline link tool (a block tool of that name would replace it),
 * so the link-card block runs as `linkTool` inside the editor and is stored as `link`.
 */
import type { OutputBlockData } from '@editorjs/editorjs';
import type { Block } from '../../../shared/blocks/types.ts';

export const LINK_BLOCK_TOOL = 'linkTool';

/** A blank id (a block the client made up) is left for Editor.js to generate. */
export function toEditorBlocks(blocks: readonly Block[]): OutputBlockData[] {
  return blocks.map(({ id, type, data, tunes }) => ({ id: id || undefined, type: type === 'link' ? LINK_BLOCK_TOOL : type, data, tunes }));
}

export function fromEditorBlocks(blocks: readonly OutputBlockData[]): Block[] {
  return blocks.map(
    ({ id, type, data, tunes }) => ({ id: id ?? '', type: type === LINK_BLOCK_TOOL ? 'link' : type, data, tunes: tunes ?? {} }) as Block,
  );
}
