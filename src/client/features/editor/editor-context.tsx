import { createContext, lazy, Suspense, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { PostDto } from '../../../shared/dto/post.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useAuthModal } from '../auth/index.ts';
import type { OwnerChoice } from './draft.ts';
import { openSession, type EditorSession } from './editor-session.ts';

/** The modal's code, and Editor.js with it, loads on the first open. */
const EditorModal = lazy(() => import('./EditorModal.tsx'));

export type EditorMode = 'new' | 'edit' | 'reply' | 'repost';

/** `url` may be relative. */
export interface ReplyTarget {
  id: number;
  title: string;
  url: string;
}

export interface EditorOpenOptions {
  mode: EditorMode;
  postId?: number;
  /** Required for edit. */
  post?: PostDto;
  /** Required for reply and repost. */
  replyTo?: ReplyTarget;
  /** Preselected in the owner picker; an editor already open switches its picker to it. */
  category?: OwnerChoice;
}

export interface EditorApi {
  open(options: EditorOpenOptions): void;
}

export type { EditorSession };

const EditorContext = createContext<EditorApi | null>(null);

function checkOptions(options: EditorOpenOptions): void {
  if (options.mode === 'edit' && !options.post) throw new Error('useEditor().open: edit mode needs the PostDto in `post`');
  if ((options.mode === 'reply' || options.mode === 'repost') && !options.replyTo) {
    throw new Error(`useEditor().open: ${options.mode} needs \`replyTo\``);
  }
}

export function EditorProvider({ children }: { children: ReactNode }) {
  const { auth } = usePageProps();
  const authModal = useAuthModal();
  const signedIn = auth.user !== null;
  const [session, setSession] = useState<EditorSession | null>(null);
  const [minimized, setMinimized] = useState(false);
  const nextKey = useRef(0);

  const open = useCallback(
    (options: EditorOpenOptions) => {
      checkOptions(options);
      if (!signedIn) {
        authModal.open('login');
        return;
      }
      setMinimized(false);
      setSession((current) => openSession(current, options, nextKey.current + 1));
      nextKey.current++;
    },
    [signedIn, authModal],
  );
  const api = useMemo<EditorApi>(() => ({ open }), [open]);
  const close = useCallback(() => {
    setSession(null);
    setMinimized(false);
  }, []);

  return (
    <EditorContext value={api}>
      {children}
      {session && signedIn && (
        <Suspense fallback={null}>
          <EditorModal key={session.key} session={session} minimized={minimized} onMinimizedChange={setMinimized} onClosed={close} />
        </Suspense>
      )}
    </EditorContext>
  );
}

export function useEditor(): EditorApi {
  const api = use(EditorContext);
  if (!api) throw new Error('useEditor must be used inside EditorProvider (mounted by the app shell)');
  return api;
}
