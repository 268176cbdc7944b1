import { describe, expect, it } from 'vitest';
import type { NotificationDto } from '../../../shared/dto/notification.ts';
import { keepReads } from './useNotificationFeed.ts';

const item = (id: number, read_at: string | null = null) => ({ id, type: 'comment_reply', read_at, data: {} }) as unknown as NotificationDto;

describe('keepReads', () => {
  it('keeps what the tab marked read in a page the server counted before the mark landed, and nothing else', () => {
    const reads = new Map([[2, '2026-11-30T15:00:00.000Z']]);
    const page = [item(3), item(2), item(1, '2026-11-29T10:00:00.000Z')];
    expect(keepReads(page, reads).map((notification) => notification.read_at)).toEqual([null, '2026-11-30T15:00:00.000Z', '2026-11-29T10:00:00.000Z']);
  });
});
