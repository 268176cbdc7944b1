import { describe, expect, it } from 'vitest';
import type { MediaAnswer } from '../../../shared/dto/media.ts';
import { attachmentReducer, type AttachmentAction, type AttachmentState } from './comment-attachment.ts';

const media = (id: number): MediaAnswer => ({ id, data: { url: `/uploads/media/${id}.webp`, width: 64, height: 48, resource_type: 'image', is_image: true, duration: null }, thumb: null });
const run = (state: AttachmentState, ...actions: AttachmentAction[]) => actions.reduce(attachmentReducer, state);
const EMPTY: AttachmentState = { media: null, uploading: null };

describe('the comment form’s attachment', () => {
  it('shows an upload while it runs and attaches it on arrival', () => {
    const started = run(EMPTY, { type: 'started', seq: 1, preview: 'blob:a', isImage: true });
    expect(started.uploading).toEqual({ seq: 1, preview: 'blob:a', isImage: true });
    expect(run(started, { type: 'arrived', seq: 1, media: media(5) })).toEqual({ media: media(5), uploading: null });
  });

  it('replaces the previous attachment only once the new one has arrived; a failed upload keeps it', () => {
    const attached = { media: media(1), uploading: null };
    const replacing = run(attached, { type: 'started', seq: 2, preview: 'blob:b', isImage: true });
    expect(replacing.media).toEqual(media(1));
    expect(run(replacing, { type: 'arrived', seq: 2, media: media(2) }).media).toEqual(media(2));
    expect(run(replacing, { type: 'failed', seq: 2 })).toEqual(attached);
  });

  it('ignores the answer of an upload a newer pick or a removal superseded', () => {
    const twice = run(EMPTY, { type: 'started', seq: 1, preview: 'blob:a', isImage: true }, { type: 'started', seq: 2, preview: 'blob:b', isImage: false });
    expect(run(twice, { type: 'arrived', seq: 1, media: media(1) }).uploading?.seq).toBe(2);
    expect(run(twice, { type: 'removed' }, { type: 'arrived', seq: 2, media: media(2) })).toEqual(EMPTY);
  });

  it('restores the attachment when its removal failed, unless something newer took its place', () => {
    const removed = run({ media: media(1), uploading: null }, { type: 'removed' });
    expect(removed).toEqual(EMPTY);
    expect(run(removed, { type: 'restored', media: media(1) }).media).toEqual(media(1));
    expect(run(removed, { type: 'started', seq: 3, preview: 'blob:c', isImage: true }, { type: 'restored', media: media(1) }).media).toBeNull();
  });
});
