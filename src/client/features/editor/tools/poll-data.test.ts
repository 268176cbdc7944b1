import { describe, expect, it } from 'vitest';
import { canBeAsked, emptyPoll, fromLocalInput, newOptionId, savedPoll, toLocalInput } from './poll-data.ts';

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

  it('keeps a half-written poll out of a saved draft, and leaves empty options out of a complete one', () => {
    const asking = (question: string, ...texts: string[]) => savedPoll({ ...emptyPoll(), question, options: texts.map((text, i) => ({ id: `o${i + 1}`, text })) });
    expect(canBeAsked(asking('Сколько чашек кофе в день?', '', ''))).toBe(false);
    expect(canBeAsked(asking('Сколько чашек кофе в день?', 'Одна', ' '))).toBe(false);
    expect(canBeAsked(asking('', 'Одна', 'Две'))).toBe(false);
    const complete = asking(' Сколько чашек кофе в день? ', 'Одна', '', ' Две ');
    expect(complete).toMatchObject({ question: 'Сколько чашек кофе в день?', options: [{ id: 'o1', text: 'Одна' }, { id: 'o3', text: 'Две' }] });
    expect(canBeAsked(complete)).toBe(true);
  });
});
