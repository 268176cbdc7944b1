import { usePage } from '@inertiajs/react';
import type { PageName, PageProps, SharedProps } from '../../shared/pages.ts';

export function usePageProps<N extends PageName | never = never>(): [N] extends [never] ? SharedProps : PageProps<N> {
  return usePage().props as never;
}
