import type { ParagraphBlock as Paragraph } from '../../../shared/blocks/types.ts';
import { linkHashtags } from './hashtag-links.ts';
import { RICH_TEXT } from './rich-text.ts';

/** Sanitized inline HTML (see shared/blocks/types.ts) with its hashtags made links. */
export function ParagraphBlock({ data }: Paragraph) {
  return <p className={RICH_TEXT} dangerouslySetInnerHTML={{ __html: linkHashtags(data.text) }} />;
}
