/**
 * What a person's name (and the nickname derived from it) may contain. Names are shown
 * next to everything a person writes, so they must not be able to pass for someone else's:
 * invisible characters make two different names look the same, bidi controls reorder the
 * text around them, and a word mixing Latin and Cyrillic letters ("Аnna" with a Cyrillic А)
 * imitates a name written in one alphabet. Shared so a form can say so before submitting.
 */
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

/** Why a name is refused, as a message key; null when it is acceptable. */
export function nameProblem(name: string): MessageCode | null {
  if (CONTROL.test(name)) return 'auth.errors.nameInvalid';
  if (FORMAT.test(name)) return 'auth.errors.nameInvisible';
  if (name.split(NOT_IN_WORD).some(mixesLatinAndCyrillic)) return 'auth.errors.nameMixedScripts';
  return null;
}
