import { BLOCK_LIMITS } from '../../../../shared/blocks/validate.ts';
import type { PollData, PollOption } from '../../../../shared/blocks/types.ts';

/** Short and unique within the poll: a vote names its option by it. */
export function newOptionId(options: readonly PollOption[]): string {
  const taken = new Set(options.map((option) => option.id));
  let n = options.length + 1;
  while (taken.has(`o${n}`)) n++;
  return `o${n}`;
}

/** What the post keeps: trimmed texts, and no option left empty, which no reader could choose. */
export function savedPoll(data: PollData): PollData {
  const options = data.options.map((option) => ({ ...option, text: option.text.trim() })).filter((option) => option.text !== '');
  return { ...data, question: data.question.trim(), options };
}

/**
 * Saved once it can be asked. A draft saved while the poll is half written keeps the rest of the post,
 * as it does with an embed still without its address.
 */
export function canBeAsked(saved: PollData): boolean {
  return saved.question !== '' && saved.options.length >= BLOCK_LIMITS.pollOptionsMin;
}

export function emptyPoll(): PollData {
  return { question: '', options: [{ id: 'o1', text: '' }, { id: 'o2', text: '' }], multiple: false, ends_at: null, results: 'always' };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a datetime-local field shows it, in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (iso === null) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function fromLocalInput(value: string): string | null {
  const time = value === '' ? NaN : new Date(value).getTime();
  return Number.isFinite(time) ? new Date(time).toISOString() : null;
}
