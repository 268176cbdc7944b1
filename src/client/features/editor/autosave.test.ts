import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Block } from '../../../shared/blocks/types.ts';
import type { SavePostResult } from '../../../shared/dto/post.ts';
import { Autosaver, isBlankDocument, type SaveRequest } from './autosave.ts';

const paragraph = (text: string): Block => ({ id: `p${text.length}`, type: 'paragraph', data: { text }, tunes: {} });

function setup(options: { postId?: number | null; published?: boolean; blocks?: Block[]; savedBlocks?: Block[] } = {}) {
  let blocks = options.blocks ?? [paragraph('Привет')];
  const requests: SaveRequest[] = [];
  let nextId = 41;
  let failNext = false;
  const send = vi.fn(async (request: SaveRequest): Promise<SavePostResult> => {
    requests.push(request);
    if (failNext) {
      failNext = false;
      throw new Error('offline');
    }
    const id = request.id ?? ++nextId;
    return { id, url: `/anna/${id}-post`, is_publish: request.publish ? 1 : 0 };
  });
  const saver = new Autosaver({
    postId: options.postId ?? null,
    published: options.published ?? false,
    ...(options.savedBlocks && { savedBlocks: options.savedBlocks }),
    read: async () => blocks,
    send,
  });
  return {
    saver,
    send,
    requests,
    setBlocks: (next: Block[]) => (blocks = next),
    failNextSend: () => (failNext = true),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Autosaver', () => {
  it('saves 500 ms after the last edit, creating the post first and updating it by id after', async () => {
    const { saver, requests } = setup();
    saver.edited();
    await vi.advanceTimersByTimeAsync(300);
    saver.edited();
    await vi.advanceTimersByTimeAsync(499);
    expect(requests).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toEqual([{ id: null, blocks: [paragraph('Привет')], publish: false, idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) }]);
    expect(saver.getStatus()).toMatchObject({ postId: 42, url: '/anna/42-post', saving: false, dirty: false, saved: true });

    saver.edited();
    await vi.advanceTimersByTimeAsync(500);
    expect(requests[1]).toMatchObject({ id: 42, publish: false });
  });

  it('skips a document whose blocks are all empty, and stays dirty', async () => {
    const { saver, send } = setup({ blocks: [paragraph(' <br> '), { id: 'd', type: 'delimiter', data: {}, tunes: {} }] });
    saver.edited();
    await vi.advanceTimersByTimeAsync(500);
    expect(send).not.toHaveBeenCalled();
    expect(saver.getStatus()).toMatchObject({ postId: null, saving: false, dirty: true, saved: false });
  });

  it('never autosaves a published post, but remembers it has unsaved edits', async () => {
    const { saver, send } = setup({ postId: 7, published: true });
    saver.edited();
    await vi.advanceTimersByTimeAsync(2000);
    await saver.flush();
    expect(send).not.toHaveBeenCalled();
    expect(saver.getStatus().dirty).toBe(true);
  });

  it('after a failed autosave only the saving state ends; the next edit retries', async () => {
    const { saver, requests, failNextSend } = setup();
    failNextSend();
    saver.edited();
    await vi.advanceTimersByTimeAsync(500);
    expect(saver.getStatus()).toMatchObject({ postId: null, saving: false, dirty: true, saved: false });
    saver.edited();
    await vi.advanceTimersByTimeAsync(500);
    expect(requests).toHaveLength(2);
    expect(saver.getStatus()).toMatchObject({ postId: 42, dirty: false, saved: true });
  });

  it('waits for the creating save before the next one, so the post is created once', async () => {
    const { saver, send, requests } = setup();
    let release!: () => void;
    send.mockImplementationOnce(async (request) => {
      requests.push(request);
      await new Promise<void>((resolve) => (release = resolve));
      return { id: 42, url: '/anna/42-post', is_publish: 0 };
    });
    saver.edited();
    await vi.advanceTimersByTimeAsync(500);
    expect(saver.getStatus().saving).toBe(true);
    saver.edited();
    await vi.advanceTimersByTimeAsync(500);
    expect(requests).toHaveLength(1);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(requests.map((request) => request.id)).toEqual([null, 42]);
    expect(saver.getStatus()).toMatchObject({ dirty: false, saving: false });
  });

  it('keeps edits made during a save dirty', async () => {
    const { saver, send } = setup();
    let release!: () => void;
    send.mockImplementationOnce(async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { id: 42, url: '/anna/42-post', is_publish: 0 };
    });
    saver.edited();
    await vi.advanceTimersByTimeAsync(500);
    saver.edited();
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.getStatus()).toMatchObject({ postId: 42, dirty: true });
  });

  it('flush saves pending edits at once (closing the editor)', async () => {
    const { saver, requests } = setup();
    saver.edited();
    await saver.flush();
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(requests).toHaveLength(1);
  });

  it('flush saves what the editor holds even before it reported the change, and nothing when nothing changed', async () => {
    const opened = [paragraph('Привет')];
    const { saver, requests, setBlocks } = setup({ postId: 7, blocks: opened, savedBlocks: opened });
    expect(await saver.flush()).toBe(true);
    expect(requests).toHaveLength(0);
    // Typed just now: the editor has not called edited() yet.
    setBlocks([paragraph('Привет, мир')]);
    expect(await saver.changed()).toBe(true);
    expect(await saver.flush()).toBe(true);
    expect(requests.map((request) => request.blocks)).toEqual([[paragraph('Привет, мир')]]);
    expect(await saver.changed()).toBe(false);
    expect(await saver.flush()).toBe(true);
    expect(requests).toHaveLength(1);
  });

  it('takes the editor’s own shape of the opened blocks as unchanged, until something is edited', async () => {
    const opened = [paragraph('Привет')];
    const { saver, requests, setBlocks } = setup({ postId: 7, published: true, blocks: opened, savedBlocks: opened });
    // The editor writes the same text back with its own markup.
    setBlocks([paragraph('Привет<br>')]);
    await saver.adoptOpened();
    expect(await saver.changed()).toBe(false);
    setBlocks([paragraph('Привет, мир')]);
    expect(await saver.changed()).toBe(true);
    saver.edited();
    await saver.adoptOpened();
    expect(await saver.changed()).toBe(true);
    expect(requests).toHaveLength(0);
  });

  it('flush tells the caller when its save failed, and keeps the edits unsaved', async () => {
    const { saver, failNextSend } = setup();
    saver.edited();
    failNextSend();
    expect(await saver.flush()).toBe(false);
    expect(saver.getStatus()).toMatchObject({ dirty: true });
    expect(await saver.flush()).toBe(true);
  });

  it('publish cancels the pending autosave and sends is_publish, reporting errors to the caller', async () => {
    const { saver, requests, failNextSend } = setup({ postId: 42 });
    saver.edited();
    failNextSend();
    await expect(saver.publish()).rejects.toThrow('offline');
    expect(saver.getStatus().saving).toBe(false);
    const result = await saver.publish();
    expect(result).toEqual({ id: 42, url: '/anna/42-post', is_publish: 1 });
    expect(requests.map((request) => request.publish)).toEqual([true, true]);
    expect(saver.getStatus()).toMatchObject({ published: true, dirty: false });
    await vi.advanceTimersByTimeAsync(1000);
    expect(requests).toHaveLength(2);
  });

  it('retries a failed save under the same Idempotency-Key until it succeeds or the post changes', async () => {
    const { saver, requests, failNextSend } = setup();
    saver.edited();
    failNextSend();
    await expect(saver.publish()).rejects.toThrow('offline');
    failNextSend();
    await expect(saver.publish()).rejects.toThrow('offline');
    await saver.publish();
    const keys = requests.map((request) => request.idempotencyKey);
    expect(new Set(keys).size).toBe(1);

    // Once answered, the next save is another request; so is a retry after an edit.
    saver.edited();
    failNextSend();
    await expect(saver.publish()).rejects.toThrow('offline');
    saver.edited();
    await saver.publish();
    const later = requests.slice(3).map((request) => request.idempotencyKey);
    expect(later).toHaveLength(2);
    expect(new Set([keys[0], ...later]).size).toBe(3);
  });

  it('tells subscribers about every change of status', async () => {
    const { saver } = setup();
    const seen: boolean[] = [];
    saver.subscribe(() => seen.push(saver.getStatus().saving));
    saver.edited();
    await vi.advanceTimersByTimeAsync(500);
    expect(seen).toContain(true);
    expect(seen.at(-1)).toBe(false);
  });
});

describe('isBlankDocument', () => {
  it('is true only when no block has visible content', () => {
    expect(isBlankDocument([])).toBe(true);
    expect(isBlankDocument([paragraph('&nbsp;'), { id: 'h', type: 'header', data: { text: '', level: 2 }, tunes: {} }])).toBe(true);
    expect(isBlankDocument([{ id: 'l', type: 'list', data: { style: 'ordered', items: [{ content: '', items: [{ content: ' ', items: [] }] }] }, tunes: {} }])).toBe(true);
    expect(isBlankDocument([{ id: 'l', type: 'list', data: { style: 'ordered', items: [{ content: '', items: [{ content: 'x', items: [] }] }] }, tunes: {} }])).toBe(false);
    expect(isBlankDocument([{ id: 'q', type: 'quote', data: { text: '', caption: 'Автор', alignment: 'left' }, tunes: {} }])).toBe(false);
    expect(isBlankDocument([{ id: 'k', type: 'link', data: { link: 'https://x.test/', meta: { title: '', description: '' } }, tunes: {} }])).toBe(false);
    expect(isBlankDocument([{ id: 'c', type: 'carousel', data: { items: [] }, tunes: {} }])).toBe(true);
  });
});
