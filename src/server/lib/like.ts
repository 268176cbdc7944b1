export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

export function containing(text: string): string {
  return `%${escapeLike(text)}%`;
}
