/** Media rows → the spec's Media item and the answers of the upload calls. */
import type { MediaRow } from './media.commands.ts';
import type { MediaAnswer } from '../../../shared/dto/media.ts';

/** Public address of a stored file; absolute, because block URLs must be http(s). */
export function uploadUrl(appUrl: string, relativePath: string): string {
  return `${appUrl}/uploads/${relativePath}`;
}

export function presentMedia(row: MediaRow, appUrl: string): MediaAnswer {
  return {
    id: row.id,
    data: {
      url: uploadUrl(appUrl, row.path),
      width: row.width,
      height: row.height,
      resource_type: row.kind,
      is_image: row.kind === 'image',
      duration: row.duration,
    },
    thumb: row.thumbPath ? uploadUrl(appUrl, row.thumbPath) : null,
  };
}

/** The Editor.js image tool's success answer: `file.url` plus the rest of the media data. */
export function presentEditorFile(row: MediaRow, appUrl: string) {
  const { id, data, thumb } = presentMedia(row, appUrl);
  return { success: 1 as const, file: { ...data, id, thumb } };
}
