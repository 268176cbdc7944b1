import { describe, expect, it } from 'vitest';
import { appendUnique } from './usePaginatedList.ts';

describe('appendUnique', () => {
  it('appends the next page without repeating items that shifted between pages', () => {
    const page1 = [{ id: 3 }, { id: 2 }];
    expect(appendUnique(page1, [{ id: 2 }, { id: 1 }])).toEqual([{ id: 3 }, { id: 2 }, { id: 1 }]);
  });
});
