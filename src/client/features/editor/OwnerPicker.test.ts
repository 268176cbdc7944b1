import { describe, expect, it } from 'vitest';
import { topicsNearEnd } from './OwnerPicker.tsx';

/** The picker's list is 169 px tall; `fromEnd` is how far its bottom edge is from the last topic. */
const listAt = (fromEnd: number) => ({ scrollHeight: 1000, clientHeight: 169, scrollTop: 1000 - 169 - fromEnd });

describe('the topic picker', () => {
  it('loads the next page within 100 px of the end, as the likers and topics lists do (spec 1 §9)', () => {
    expect(topicsNearEnd(listAt(0))).toBe(true);
    expect(topicsNearEnd(listAt(90))).toBe(true);
    expect(topicsNearEnd(listAt(110))).toBe(false);
  });
});
