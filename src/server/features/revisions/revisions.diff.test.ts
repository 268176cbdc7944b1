import { describe, expect, it } from 'vitest';
import type { Block } from '../../../shared/blocks/types.ts';
import { diffBlocks, diffSequences, diffWords } from './revisions.diff.ts';

const paragraph = (text: string): Block => ({ id: text, type: 'paragraph', data: { text }, tunes: {} });
const picture = (url: string): Block => ({
  id: url,
  type: 'carousel',
  data: { items: [{ url, caption: { width: 1, height: 1, is_image: true, resource_type: 'image', format: 'webp', duration: null, thumb: null, has_audio: false } }] },
  tunes: {},
});
const byId = (block: Block) => block.id;

describe('the word diff', () => {
  it('marks only the words that changed, keeping the spaces between them', () => {
    expect(diffWords('Сервер упал в 14:00 по Москве', 'Сервер упал в 15:00 по Москве и поднялся')).toEqual([
      { op: 'same', text: 'Сервер упал в ' },
      { op: 'del', text: '14:00' },
      { op: 'ins', text: '15:00' },
      { op: 'same', text: ' по Москве' },
      { op: 'ins', text: ' и поднялся' },
    ]);
  });

  it('tells identical texts as one unchanged piece and an emptied text as deleted', () => {
    expect(diffWords('одно и то же', 'одно и то же')).toEqual([{ op: 'same', text: 'одно и то же' }]);
    expect(diffWords('всё ушло', '')).toEqual([{ op: 'del', text: 'всё ушло' }]);
  });
});

describe('the block diff', () => {
  it('counts unchanged runs and pairs an edited block of the same type with its old self', () => {
    const before = [paragraph('Вступление'), paragraph('Цена: 100 рублей'), paragraph('Итог')];
    const after = [paragraph('Вступление'), paragraph('Цена: 120 рублей'), paragraph('Итог'), paragraph('UPD: добавили доставку')];
    expect(diffBlocks(before, after, byId)).toEqual([
      { kind: 'unchanged', count: 1 },
      {
        kind: 'changed',
        before: before[1],
        after: after[1],
        words: [
          { op: 'same', text: 'Цена: ' },
          { op: 'del', text: '100' },
          { op: 'ins', text: '120' },
          { op: 'same', text: ' рублей' },
        ],
      },
      { kind: 'unchanged', count: 1 },
      { kind: 'added', block: after[3] },
    ]);
  });

  it('shows a replaced picture before and after, without a word diff, and a block of another type as removed and added', () => {
    const before = [picture('/uploads/a.webp'), paragraph('Текст')];
    const after = [picture('/uploads/b.webp'), picture('/uploads/c.webp')];
    expect(diffBlocks(before, after, byId)).toEqual([
      { kind: 'changed', before: before[0], after: after[0], words: null },
      { kind: 'removed', block: before[1] },
      { kind: 'added', block: after[1] },
    ]);
  });

  it('finds a moved block as kept while the blocks around it change', () => {
    const steps = diffSequences(['a', 'b', 'c', 'd'], ['b', 'x', 'd']);
    expect(steps.filter((step) => step.op === 'same')).toEqual([
      { op: 'same', a: 1, b: 0 },
      { op: 'same', a: 3, b: 2 },
    ]);
  });

  it('tells a stretch too long to compare finely as removed and added whole', () => {
    const before = Array.from({ length: 2100 }, (_, i) => `a${i}`);
    const after = Array.from({ length: 2100 }, (_, i) => `b${i}`);
    const steps = diffSequences(['same', ...before, 'end'], ['same', ...after, 'end']);
    expect(steps.filter((step) => step.op === 'del')).toHaveLength(2100);
    expect(steps.filter((step) => step.op === 'ins')).toHaveLength(2100);
    expect(steps[0]).toEqual({ op: 'same', a: 0, b: 0 });
    expect(steps.at(-1)).toEqual({ op: 'same', a: 2101, b: 2101 });
  });
});
