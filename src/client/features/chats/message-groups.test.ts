import { describe, expect, it } from 'vitest';
import type { MessageDto } from '../../../shared/dto/chat.ts';
import { groupMessages, mergeMessages } from './message-groups.ts';

const message = (id: number, userId: number, minute: number): MessageDto => ({
  id,
  chat_id: 1,
  user_id: userId,
  user: { id: userId, name: `u${userId}`, avatar: null, url: `/u${userId}` },
  content: `m${id}`,
  image: null,
  created_at: new Date(Date.UTC(2026, 10, 24, 10, minute)).toISOString(),
});

describe('message groups', () => {
  it('groups consecutive messages of one author, and starts again after another author or a long pause', () => {
    const groups = groupMessages([message(1, 7, 0), message(2, 7, 1), message(3, 8, 2), message(4, 7, 3), message(5, 7, 30)]);
    expect(groups.map((group) => group.messages.map((m) => m.id))).toEqual([[1, 2], [3], [4], [5]]);
  });

  it('merges pages and live messages in id order, each once', () => {
    const merged = mergeMessages([message(3, 1, 0), message(4, 2, 0)], [message(1, 1, 0), message(4, 2, 0), message(5, 1, 0)]);
    expect(merged.map((m) => m.id)).toEqual([1, 3, 4, 5]);
  });
});
