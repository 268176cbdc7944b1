import { describe, expect, it } from 'vitest';
import { fromLocalInput, newOptionId, toLocalInput } from './poll-data.ts';

describe('poll options in the editor', () => {
  it('names a new option with an id no other option of the poll has, after removals too', () => {
    expect(newOptionId([{ id: 'o1', text: '' }, { id: 'o2', text: '' }])).toBe('o3');
    expect(newOptionId([{ id: 'o1', text: '' }, { id: 'o3', text: '' }])).toBe('o4');
  });

  it("turns the end field's local time into an ISO time and back; an empty field is no end", () => {
    const iso = fromLocalInput('2030-04-05T18:30');
    expect(iso).toBe(new Date(2030, 3, 5, 18, 30).toISOString());
    expect(toLocalInput(iso)).toBe('2030-04-05T18:30');
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(null)).toBe('');
  });
});
