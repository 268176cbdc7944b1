/** Editor.js reserves `link` for its inline link tool, so the link-card block runs as `linkTool` inside the editor. */
import type { OutputBlockData } from '@editorjs/editorjs';
import type { Block } from '../../../shared/blocks/types.ts';

export const LINK_BLOCK_TOOL = 'linkTool';

export function toEditorBlocks(blocks: readonly Block[]): OutputBlockData[] {
  return blocks.map(({ id, type, data, tunes }) => ({ id: id || undefined, type: type === 'link' ? LINK_BLOCK_TOOL : type, data, tunes }));
}

export function fromEditorBlocks(blocks: readonly OutputBlockData[]): Block[] {
  return blocks.map(
    ({ id, type, data, tunes }) => ({ id: id ?? '', type: type === LINK_BLOCK_TOOL ? 'link' : type, data, tunes: tunes ?? {} }) as Block,
  );
}
