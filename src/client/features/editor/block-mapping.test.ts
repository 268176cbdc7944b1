import { describe, expect, it } from 'vitest';
import type { Block } from '../../../shared/blocks/types.ts';
import { fromEditorBlocks, toEditorBlocks } from './block-mapping.ts';

describe('block mapping', () => {
  const stored: Block[] = [
    { id: 'h1', type: 'header', data: { text: 'Заголовок', level: 2 }, tunes: {} },
    { id: 'k1', type: 'link', data: { link: 'https://x.test/', meta: { title: 'X', description: '' } }, tunes: { ShowInFeed: true } },
  ];

  it('runs link cards as linkTool in the editor and stores them as link', () => {
    const inEditor = toEditorBlocks(stored);
    expect(inEditor.map((block) => block.type)).toEqual(['header', 'linkTool']);
    expect(fromEditorBlocks(inEditor)).toEqual(stored);
  });

  it('gives blocks without tunes an empty tunes object', () => {
    expect(fromEditorBlocks([{ id: 'd', type: 'delimiter', data: {} }])).toEqual([{ id: 'd', type: 'delimiter', data: {}, tunes: {} }]);
  });
});
