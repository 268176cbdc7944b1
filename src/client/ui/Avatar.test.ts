import { describe, expect, it } from 'vitest';
import { avatarColor } from './Avatar.tsx';

describe('avatar fallback colour', () => {
  it('is stable for a name and varies between names', () => {
    expect(avatarColor('Анна Смирнова')).toBe(avatarColor('Анна Смирнова'));
    const colors = new Set(['Анна', 'Дмитрий', 'Екатерина', 'Максим', 'Ольга', 'Игорь'].map(avatarColor));
    expect(colors.size).toBeGreaterThan(2);
  });
});
