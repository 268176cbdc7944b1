/**
 * Looks for the sanitized HTML the blocks inject (links, marks, bold, italics): Tailwind's
 * preflight resets them, and the HTML cannot carry classes of its own.
 */
export const RICH_TEXT =
  'break-words [&_a]:text-accent [&_a]:underline-offset-2 [&_a:hover]:underline [&_b]:font-semibold ' +
  '[&_mark]:rounded-sm [&_mark]:bg-amber-200 [&_mark]:px-0.5 [&_mark]:text-inherit dark:[&_mark]:bg-amber-400/30';
