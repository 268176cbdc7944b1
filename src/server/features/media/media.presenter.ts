import { uploadRef } from '../../../shared/blocks/media.ts';
import type { MediaAnswer } from '../../../shared/dto/media.ts';
import { mediaUrl } from '../../platform/storage/index.ts';
import type { MediaRow } from '../../db/schema/index.ts';

/** Addresses are absolute (block URLs sent back by the editor must be http(s)); saving stores them as references again. */
export function presentMedia(row: MediaRow, mediaBase: string): MediaAnswer {
  return {
    id: row.id,
    data: {
      url: mediaUrl(uploadRef(row.path), mediaBase),
      width: row.width,
      height: row.height,
      resource_type: row.kind,
      is_image: row.kind === 'image',
      duration: row.duration,
    },
    thumb: row.thumbPath ? mediaUrl(uploadRef(row.thumbPath), mediaBase) : null,
  };
}

export function presentEditorFile(row: MediaRow, mediaBase: string) {
  const { id, data, thumb } = presentMedia(row, mediaBase);
  return { success: 1 as const, file: { ...data, id, thumb } };
}
