import { useCallback } from 'react';
import { usePage } from '@inertiajs/react';
import type { PageProps } from '../../../shared/pages.ts';
import { useAuthModal } from '../auth/index.ts';
import { useEditor } from './editor-context.tsx';
import type { OwnerChoice } from './draft.ts';
import { usePageProps } from '../../platform/usePageProps.ts';

function communityOfPage(component: string, props: unknown): OwnerChoice | undefined {
  if (component !== 'User/User') return undefined;
  const { subsite } = props as PageProps<'User/User'>;
  return subsite.is_community ? { id: subsite.id, name: subsite.name, avatar: subsite.avatar } : undefined;
}

export function useWriteAction(): () => void {
  const { auth } = usePageProps();
  const page = usePage();
  const { open } = useAuthModal();
  const editor = useEditor();
  const signedIn = auth.user !== null;
  const community = communityOfPage(page.component, page.props);
  return useCallback(() => {
    if (!signedIn) {
      open('login');
      return;
    }
    editor.open({ mode: 'new', ...(community && { category: community }) });
  }, [signedIn, open, editor, community]);
}
