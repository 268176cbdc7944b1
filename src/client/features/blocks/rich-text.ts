/**
 * Tailwind's preflight resets the injected HTML's tags. Links are underlined: in the dark theme no
 * blue is both readable on the surface and 3:1 apart from the text.
 */
export const RICH_TEXT =
  'break-words [&_a]:text-accent [&_a]:underline [&_a]:decoration-accent/35 [&_a]:underline-offset-2 [&_a:hover]:decoration-current [&_b]:font-semibold ' +
  '[&_mark]:rounded-sm [&_mark]:bg-amber-200 [&_mark]:px-0.5 [&_mark]:text-inherit dark:[&_mark]:bg-amber-400/30';
