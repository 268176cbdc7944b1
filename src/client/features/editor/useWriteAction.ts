/**
 * What every «Написать» button does: guests get the sign-in modal; members get the post
 * editor with a new post. The header button and the mobile round button share it.
 */
import { useCallback } from 'react';
import { useAuthModal } from '../auth/index.ts';
import { useEditor } from './editor-context.tsx';
import { usePageProps } from '../../platform/usePageProps.ts';

export function useWriteAction(): () => void {
  const { auth } = usePageProps();
  const { open } = useAuthModal();
  const editor = useEditor();
  const signedIn = auth.user !== null;
  return useCallback(() => {
    if (!signedIn) {
      open('login');
      return;
    }
    editor.open({ mode: 'new' });
  }, [signedIn, open, editor]);
}
