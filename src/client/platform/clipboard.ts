/** Puts text on the clipboard; throws where the browser offers none (plain-http origins other than localhost). */
export async function copyToClipboard(text: string): Promise<void> {
  if (!navigator.clipboard) throw new Error('clipboard unavailable');
  await navigator.clipboard.writeText(text);
}
