/**
 * Both variants render and CSS shows one: the server cannot know the theme while rendering components. Lazy
 * loading fetches only the shown one, and keeps React from preloading both ahead of the page's script.
 */
import { Link } from '../ui/Link.tsx';
import clsx from 'clsx';
import { usePageProps } from '../platform/usePageProps.ts';

export function Logo({ className }: { className?: string }) {
  const { logo, darkLogo, siteName } = usePageProps();
  return (
    <Link href="/" className={clsx('flex shrink-0 items-center rounded-md focus-visible:outline-2 focus-visible:outline-accent', className)}>
      <img src={logo} alt={siteName} loading="lazy" className="h-7 w-auto dark:hidden" />
      <img src={darkLogo} alt={siteName} loading="lazy" className="hidden h-7 w-auto dark:block" />
    </Link>
  );
}
