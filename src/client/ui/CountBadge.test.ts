import { describe, expect, it } from 'vitest';
import { badgeText } from './CountBadge.tsx';

describe('count badge text', () => {
  it('shows small counts as they are and caps large ones', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
