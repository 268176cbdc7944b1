/**
 * A newer pick supersedes an upload under way (its answer is deleted on arrival), and a failed
 * removal brings the attachment back. The server keeps media a saved comment still shows (409),
 * so removing it from an edit form only detaches it.
 */
import { useCallback, useReducer, useRef } from 'react';
import { calls } from '../../../shared/api/index.ts';
import type { GifResult } from '../../../shared/dto/gif.ts';
import type { MediaAnswer } from '../../../shared/dto/media.ts';
import { api } from '../../platform/api.ts';
import { HttpError } from '../../platform/http.ts';

export interface AttachmentState {
  media: MediaAnswer | null;
  uploading: { seq: number; preview: string; isImage: boolean } | null;
}

export type AttachmentAction =
  | { type: 'started'; seq: number; preview: string; isImage: boolean }
  | { type: 'arrived'; seq: number; media: MediaAnswer }
  | { type: 'failed'; seq: number }
  | { type: 'removed' }
  | { type: 'restored'; media: MediaAnswer }
  | { type: 'reset'; media: MediaAnswer | null };

export function attachmentReducer(state: AttachmentState, action: AttachmentAction): AttachmentState {
  switch (action.type) {
    case 'started':
      return { ...state, uploading: { seq: action.seq, preview: action.preview, isImage: action.isImage } };
    case 'arrived':
      return state.uploading?.seq === action.seq ? { media: action.media, uploading: null } : state;
    case 'failed':
      return state.uploading?.seq === action.seq ? { ...state, uploading: null } : state;
    case 'removed':
      return { media: null, uploading: null };
    case 'restored':
      // Something newer took the place meanwhile: the restored item does not push it out.
      return state.media === null && state.uploading === null ? { ...state, media: action.media } : state;
    case 'reset':
      return { media: action.media, uploading: null };
  }
}

async function discard(media: MediaAnswer): Promise<void> {
  try {
    await api(calls.media.destroy, { params: { id: media.id } });
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 409)) return;
    throw error;
  }
}

export interface CommentAttachment extends AttachmentState {
  pickFile(file: File): void;
  pickGif(gif: GifResult): void;
  remove(): void;
  /** After sending: the form starts empty (or with what the sent comment shows), nothing deleted. */
  reset(media?: MediaAnswer | null): void;
}

export function useCommentAttachment(initial: MediaAnswer | null, onError: (error: unknown, during: 'upload' | 'removal') => void): CommentAttachment {
  const [state, dispatch] = useReducer(attachmentReducer, { media: initial, uploading: null });
  const seq = useRef(0);
  const current = useRef(state);
  current.current = state;

  const upload = useCallback(
    (preview: string, isImage: boolean, work: () => Promise<MediaAnswer>, done?: () => void) => {
      const mine = ++seq.current;
      dispatch({ type: 'started', seq: mine, preview, isImage });
      work()
        .then((media) => {
          if (seq.current !== mine) return discard(media);
          const previous = current.current.media;
          dispatch({ type: 'arrived', seq: mine, media });
          return previous ? discard(previous) : undefined;
        }, (error: unknown) => {
          dispatch({ type: 'failed', seq: mine });
          onError(error, 'upload');
        })
        .catch(() => undefined)
        .finally(done);
    },
    [onError],
  );

  const pickFile = useCallback(
    (file: File) => {
      const preview = URL.createObjectURL(file);
      const form = new FormData();
      form.append('file', file);
      upload(preview, file.type.startsWith('image/'), () => api(calls.media.upload, { body: form }), () => URL.revokeObjectURL(preview));
    },
    [upload],
  );

  const pickGif = useCallback((gif: GifResult) => upload(gif.url, true, () => api(calls.gifs.keep, { body: { id: gif.id } })), [upload]);

  const remove = useCallback(() => {
    const media = current.current.media;
    seq.current++;
    dispatch({ type: 'removed' });
    if (!media) return;
    discard(media).catch((error: unknown) => {
      dispatch({ type: 'restored', media });
      onError(error, 'removal');
    });
  }, [onError]);

  const reset = useCallback((media: MediaAnswer | null = null) => {
    seq.current++;
    dispatch({ type: 'reset', media });
  }, []);

  return { ...state, pickFile, pickGif, remove, reset };
}
