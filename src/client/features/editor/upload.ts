/** `POST /media` with a file (multipart field `file`), through the app's one HTTP client. */
import { http } from '../../platform/http.ts';
import type { MediaAnswer } from '../../../shared/dto/media.ts';

export function uploadMedia(file: File): Promise<MediaAnswer> {
  const form = new FormData();
  form.append('file', file);
  return http.post<MediaAnswer>('/media', form);
}
