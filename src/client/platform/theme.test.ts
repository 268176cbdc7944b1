import { describe, expect, it } from 'vitest';
import { themeCookie } from './theme.ts';

describe('theme cookie', () => {
  it('is site-wide and lasts a year, so the server sees it on every page', () => {
    expect(themeCookie('dark')).toBe('theme=dark; path=/; max-age=31536000; samesite=lax');
  });
});
