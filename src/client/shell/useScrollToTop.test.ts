import { describe, expect, it } from 'vitest';
import { scrollTopJump } from './useScrollToTop.ts';

describe('scroll-to-top jumps', () => {
  it('goes to the top and remembers where the reader was', () => {
    expect(scrollTopJump(1500, null)).toEqual({ to: 0, saved: 1500 });
  });

  it('goes back to the remembered position when clicked at the top', () => {
    expect(scrollTopJump(0, 1500)).toEqual({ to: 1500, saved: null });
  });

  it('remembers the newer position when the reader scrolled down again', () => {
    expect(scrollTopJump(900, 1500)).toEqual({ to: 0, saved: 900 });
  });

  it('stays at the top when nothing is remembered', () => {
    expect(scrollTopJump(40, null)).toEqual({ to: 0, saved: null });
  });
});
