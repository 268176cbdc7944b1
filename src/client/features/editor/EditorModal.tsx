/**
 * Minimizing closes the dialog (a mounted Radix modal would keep the page hidden from assistive
 * technology) and keeps a snapshot of the blocks; the Autosaver outlives both.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { router } from '@inertiajs/react';
import { Maximize2, Minimize2, Minus, PenLine, Plus, X } from '../../ui/icons.ts';
import clsx from 'clsx';
import { calls } from '../../../shared/api/index.ts';
import type { Block } from '../../../shared/blocks/types.ts';
import type { CurrentUser } from '../../../shared/dto/auth.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { api } from '../../platform/api.ts';
import { Button } from '../../ui/Button.tsx';
import { IconButton } from '../../ui/IconButton.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { useReturnFocus } from '../../ui/useReturnFocus.ts';
import { useFailureToast, useToast } from '../../ui/toast.tsx';
import { Autosaver, type SaveStatus } from './autosave.ts';
import { initialDraft, type Draft, type OwnerChoice } from './draft.ts';
import { useEditorNoticesAsToasts } from './editor-notices.ts';
import type { EditorSession } from './editor-context.tsx';
import { HashtagSuggestions } from './hashtags/HashtagSuggestions.tsx';
import { OwnerPicker } from './OwnerPicker.tsx';
import { publishErrorText } from './publish-error.ts';
import { useEditorJs } from './useEditorJs.ts';
import { useT } from '../../platform/useT.ts';
import { DraftTools } from './DraftTools.tsx';

export interface EditorModalProps {
  session: EditorSession;
  minimized: boolean;
  onMinimizedChange(minimized: boolean): void;
  onClosed(): void;
}

function useMarkEditor(postId: number | null): boolean {
  const [allowed, setAllowed] = useState<{ postId: number; value: boolean } | null>(null);
  const fail = useFailureToast();
  useEffect(() => {
    if (postId === null) return;
    let current = true;
    api(calls.posts.controls, { params: { id: postId } }).then(
      (controls) => current && setAllowed({ postId, value: controls.mark_editor.value }),
      // Without an answer the toggle stays away and saving is unaffected.
      (error: unknown) => current && fail(error),
    );
    return () => {
      current = false;
    };
  }, [postId]);
  return allowed !== null && allowed.postId === postId && allowed.value;
}

function usePostState(draft: Draft, user: CurrentUser, read: () => Promise<Block[]>) {
  const [owner, setOwner] = useState<OwnerChoice | null>(draft.category);
  const [isOfficial, setIsOfficial] = useState(draft.isOfficial);
  const fields = useRef({ owner, isOfficial });
  useEffect(() => {
    fields.current = { owner, isOfficial };
  });

  const [saver] = useState(
    () =>
      new Autosaver({
        postId: draft.postId,
        published: draft.published,
        savedBlocks: draft.blocks,
        read,
        send: ({ id, blocks: content, publish, idempotencyKey }) =>
          api(calls.posts.save, {
            idempotencyKey,
            body: {
              blocks: content,
              category_id: fields.current.owner?.id ?? null,
              is_official: fields.current.isOfficial,
              id,
              user_id: user.id,
              is_publish: publish,
              reply_id: draft.replyId,
            },
          }),
      }),
  );
  useEffect(() => () => saver.dispose(), [saver]);
  const status = useSyncExternalStore(saver.subscribe, saver.getStatus, saver.getStatus);

  const changeOwner = (next: OwnerChoice | null) => {
    setOwner(next);
    saver.edited();
  };
  const toggleOfficial = () => {
    setIsOfficial((value) => !value);
    saver.edited();
  };
  return { saver, status, owner, changeOwner, isOfficial, toggleOfficial };
}

export default function EditorModal({ session, minimized, onMinimizedChange, onClosed }: EditorModalProps) {
  const t = useT();
  const toast = useToast();
  useEditorNoticesAsToasts();
  // Read once for the session: after minimizing, the bar's button that restored it is gone.
  const returnFocus = useReturnFocus(true);
  const user = usePageProps().auth.user!;
  const [draft] = useState(() => initialDraft(session.options, window.location.origin));
  const snapshot = useRef<Block[]>(draft.blocks);
  const [holder, setHolder] = useState<HTMLDivElement | null>(null);
  // Called only after render, when `editor` exists; its instance ref is stable.
  const post = usePostState(draft, user, () => editor.instance.current?.save() ?? Promise.resolve(snapshot.current));
  const markEditor = useMarkEditor(post.status.postId);
  const editor = useEditorJs(holder, () => snapshot.current, () => post.saver.edited());
  const [maximized, setMaximized] = useState(false);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const closing = useRef(false);

  useEffect(() => {
    if (editor.ready) void post.saver.adoptOpened();
  }, [editor.ready]);

  // A published post keeps its place; a draft follows the community the caller asked for.
  const ownerRequest = session.ownerRequest;
  useEffect(() => {
    if (ownerRequest && !post.status.published) post.changeOwner(ownerRequest.owner);
    // Only a new request moves the picker, not a re-render.
  }, [ownerRequest]);

  const minimize = async () => {
    const instance = editor.instance.current;
    if (instance) snapshot.current = await instance.save();
    onMinimizedChange(true);
  };

  const finish = () => {
    post.saver.dispose();
    onClosed();
  };

  const close = async () => {
    if (closing.current) return;
    closing.current = true;
    if (post.saver.getStatus().published && (await post.saver.changed())) {
      closing.current = false;
      setConfirmingClose(true);
      return;
    }
    // What the editor holds is saved before it goes; if that fails it stays open, text and all.
    if (!(await post.saver.flush())) {
      closing.current = false;
      toast.error(t('editor.toast.draftSaveFailed'));
      return;
    }
    const saved = post.saver.getStatus();
    if (!saved.published && saved.postId !== null) {
      toast.success(t('editor.toast.draftSaved'));
      // The account menu's drafts counter comes from the server, not from a local guess.
      router.reload({ only: ['auth'] });
    }
    finish();
  };

  const publish = async () => {
    setPublishing(true);
    try {
      const result = await post.saver.publish();
      if (result) {
        finish();
        router.visit(result.url);
      }
    } catch (error) {
      toast.error(publishErrorText(error, t));
    } finally {
      setPublishing(false);
    }
  };

  if (minimized) {
    return (
      <>
        <MinimizedBar title={titleOf(snapshot.current) || t('editor.minimized.untitled')} status={post.status} onOpen={() => onMinimizedChange(false)} onClose={() => void close()} />
        <ConfirmClose open={confirmingClose} saving={publishing} onSave={() => void publish()} onCancel={() => setConfirmingClose(false)} onDiscard={finish} />
      </>
    );
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && void close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          // Editor.js puts the caret in the first block itself once it has loaded.
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={returnFocus}
          // Escape inside the text belongs to Editor.js (it closes its menus, selects the block).
          onEscapeKeyDown={(event) => holder?.contains(document.activeElement) && event.preventDefault()}
          className={clsx(
            'fixed inset-0 z-50 flex flex-col bg-surface text-fg shadow-2xl outline-none',
            maximized
              ? 'nav:inset-4 nav:rounded-2xl'
              : 'nav:inset-x-0 nav:bottom-auto nav:top-[5dvh] nav:mx-auto nav:h-[min(860px,90dvh)] nav:w-[min(820px,calc(100vw-48px))] nav:rounded-2xl',
          )}
        >
          <Dialog.Title className="sr-only">{t(`editor.dialogTitle.${session.options.mode}`)}</Dialog.Title>
          <header className="flex h-14 shrink-0 items-center gap-1 border-b border-line px-2 nav:px-4">
            <div className="min-w-0 flex-1">
              <OwnerPicker user={user} value={post.owner} onChange={post.changeOwner} />
            </div>
            {/* Phones always get the whole screen. */}
            <span className="hidden nav:contents">
              <IconButton label={t(maximized ? 'editor.window.unmaximize' : 'editor.window.maximize')} onClick={() => setMaximized((value) => !value)}>
                {maximized ? <Minimize2 className="size-[18px]" aria-hidden="true" /> : <Maximize2 className="size-[18px]" aria-hidden="true" />}
              </IconButton>
            </span>
            <IconButton label={t('editor.window.minimize')} onClick={() => void minimize()}>
              <Minus className="size-5" aria-hidden="true" />
            </IconButton>
            <IconButton label={t('editor.window.close')} onClick={() => void close()}>
              <X className="size-5" aria-hidden="true" />
            </IconButton>
          </header>

          <div className="min-h-0 flex-1 overflow-y-auto px-4 pt-5 nav:px-[72px]">
            {draft.replyTarget && (
              <p className="mx-auto mb-4 max-w-[650px] text-[14px] text-muted">
                {t('editor.replyTo')}{' '}
                <a href={draft.replyTarget.url} target="_blank" rel="noreferrer" className="font-medium text-accent hover:underline">
                  {draft.replyTarget.title || draft.replyTarget.url}
                </a>
              </p>
            )}
            {editor.ready && editor.needsTitle && (
              <div className="mx-auto max-w-[650px]">
                <button
                  type="button"
                  onClick={editor.insertTitle}
                  className="mb-2 inline-flex items-center gap-1.5 rounded-lg px-2 py-1 -ml-2 text-[15px] font-medium text-muted transition-colors hover:bg-page hover:text-fg"
                >
                  <Plus className="size-4" aria-hidden="true" />
                  {t('editor.addTitle')}
                </button>
              </div>
            )}
            <div ref={setHolder} className="pero-editor" data-testid="post-editor" />
            <HashtagSuggestions holder={holder} />
          </div>

          <footer className="flex shrink-0 items-center gap-3 border-t border-line px-4 py-3 pb-[calc(12px+env(safe-area-inset-bottom))] nav:pb-3">
            <Button variant="primary" onClick={() => void publish()} disabled={post.status.postId === null || post.status.saving || publishing}>
              {t(draft.published ? 'editor.save' : 'editor.publish')}
            </Button>
            <SaveIndicator status={post.status} />
            {!post.status.published && post.status.postId !== null && (
              <DraftTools
                postId={post.status.postId}
                save={() => post.saver.flush()}
                onScheduled={() => {
                  finish();
                  router.visit(`/${user.slug}/drafts`);
                }}
              />
            )}
            {markEditor && (
              <button
                type="button"
                aria-pressed={post.isOfficial}
                onClick={post.toggleOfficial}
                className={clsx(
                  'ml-auto rounded-lg px-3 py-1.5 text-right text-[13px] font-medium transition-colors',
                  post.isOfficial ? 'bg-accent-soft text-accent' : 'text-muted hover:bg-page hover:text-fg',
                )}
              >
                {t(post.isOfficial ? 'editor.official.on' : 'editor.official.off')}
              </button>
            )}
          </footer>
          <ConfirmClose open={confirmingClose} saving={publishing} onSave={() => void publish()} onCancel={() => setConfirmingClose(false)} onDiscard={finish} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function titleOf(blocks: readonly Block[]): string {
  const header = blocks.find((block) => block.type === 'header');
  return header ? new DOMParser().parseFromString(header.data.text, 'text/html').body.textContent?.trim() ?? '' : '';
}

function SaveIndicator({ status }: { status: SaveStatus }) {
  const t = useT();
  const text = status.saving ? t('editor.status.saving') : status.saved ? t('editor.status.saved') : '';
  return (
    <span role="status" aria-live="polite" data-testid="save-status" className="text-[13px] text-muted">
      {text}
    </span>
  );
}

interface MinimizedBarProps {
  title: string;
  status: SaveStatus;
  onOpen(): void;
  onClose(): void;
}

function MinimizedBar({ title, status, onOpen, onClose }: MinimizedBarProps) {
  const t = useT();
  return (
    <div
      data-testid="editor-minimized"
      className="fixed bottom-[calc(var(--tabbar-height)+env(safe-area-inset-bottom)+16px)] left-3 right-[84px] z-40 flex items-center gap-1 rounded-xl border border-line bg-surface py-1.5 pl-3 pr-1.5 shadow-xl nav:bottom-6 nav:left-auto nav:right-[88px] nav:w-[340px]"
    >
      <button type="button" onClick={onOpen} className="flex min-w-0 flex-1 items-center gap-2.5 text-left" aria-label={t('editor.window.reopen')}>
        <PenLine className="size-4 shrink-0 text-accent" aria-hidden="true" />
        <span className="min-w-0">
          <span className="block truncate text-[14px] font-medium">{title}</span>
          <SaveIndicator status={status} />
        </span>
      </button>
      <IconButton label={t('editor.window.reopen')} onClick={onOpen}>
        <Maximize2 className="size-4" aria-hidden="true" />
      </IconButton>
      <IconButton label={t('editor.window.close')} onClick={onClose}>
        <X className="size-5" aria-hidden="true" />
      </IconButton>
    </div>
  );
}

interface ConfirmCloseProps {
  open: boolean;
  saving: boolean;
  onSave(): void;
  onCancel(): void;
  onDiscard(): void;
}

function ConfirmClose({ open, saving, onSave, onCancel, onDiscard }: ConfirmCloseProps) {
  const t = useT();
  return (
    <Modal open={open} onOpenChange={(isOpen) => !isOpen && onCancel()} title={t('editor.confirmClose.title')}>
      <p className="mt-2 text-[15px] text-muted">{t('editor.confirmClose.text')}</p>
      {/* Phones stack the answers, Save on top. */}
      <div className="mt-6 flex flex-col-reverse gap-2 min-[420px]:flex-row min-[420px]:items-center">
        <Button onClick={onDiscard} disabled={saving} className="text-red-700 min-[420px]:mr-auto dark:text-red-300">
          {t('editor.confirmClose.discard')}
        </Button>
        <Button onClick={onCancel}>{t('editor.confirmClose.cancel')}</Button>
        <Button variant="primary" onClick={onSave} disabled={saving}>
          {t('editor.confirmClose.save')}
        </Button>
      </div>
    </Modal>
  );
}
