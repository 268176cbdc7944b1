/** LIKE patterns from what a person typed: its `%`, `_` and `\` are taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** `%text%`: anything containing the text. */
export function containing(text: string): string {
  return `%${escapeLike(text)}%`;
}
