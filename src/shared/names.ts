// Names are shown next to everything a person writes, so they must not pass for someone else's:
// invisible characters, bidi controls and words mixing Latin and Cyrillic ("Аnna") are refused.
import type { MessageCode } from './i18n/messages.ts';

const CONTROL = /\p{Cc}/u;
/** Unicode format characters: zero-width spaces and joiners, bidi marks and controls, the soft hyphen, the BOM. */
const FORMAT = /\p{Cf}/u;
const LATIN = /\p{Script=Latin}/u;
const CYRILLIC = /\p{Script=Cyrillic}/u;
const NOT_IN_WORD = /[^\p{L}\p{M}]+/u;

function mixesLatinAndCyrillic(word: string): boolean {
  return LATIN.test(word) && CYRILLIC.test(word);
}

export function nameProblem(name: string): MessageCode | null {
  if (CONTROL.test(name)) return 'auth.errors.nameInvalid';
  if (FORMAT.test(name)) return 'auth.errors.nameInvisible';
  if (name.split(NOT_IN_WORD).some(mixesLatinAndCyrillic)) return 'auth.errors.nameMixedScripts';
  return null;
}
