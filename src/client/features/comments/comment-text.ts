/** Nothing is ever parsed as markup: whatever the text holds stays text. */
import { hashtagsIn, tagPath } from '../../../shared/blocks/hashtags.ts';

export type TextRun = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** http(s) addresses; a trailing punctuation mark ends the sentence, not the address. */
const URL = /\bhttps?:\/\/[^\s<>"]+[^\s<>".,;:!?)»']/giu;

export function textRuns(text: string): TextRun[] {
  const marks = [
    ...[...text.matchAll(URL)].map((match) => ({ index: match.index, text: match[0], href: match[0] })),
    ...hashtagsIn(text).map((tag) => ({ index: tag.index, text: tag.written, href: tagPath(tag.tag) })),
  ].sort((a, b) => a.index - b.index);
  const runs: TextRun[] = [];
  let at = 0;
  for (const mark of marks) {
    if (mark.index < at) continue;
    if (mark.index > at) runs.push({ kind: 'text', text: text.slice(at, mark.index) });
    runs.push({ kind: 'link', text: mark.text, href: mark.href });
    at = mark.index + mark.text.length;
  }
  if (at < text.length) runs.push({ kind: 'text', text: text.slice(at) });
  return runs;
}
