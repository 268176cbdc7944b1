import { calls } from '../../../shared/api/index.ts';
import type { MediaAnswer } from '../../../shared/dto/media.ts';
import { api } from '../../platform/api.ts';

export function uploadMedia(file: File): Promise<MediaAnswer> {
  const form = new FormData();
  form.append('file', file);
  return api(calls.media.upload, { body: form });
}
