import { useEffect, useState, type FormEvent } from 'react';
import { calls } from '../../../shared/api/index.ts';
import { COLLECTION_LIMITS, type BookmarkCollectionDto } from '../../../shared/dto/bookmark.ts';
import { api } from '../../platform/api.ts';
import { errorText, HttpError } from '../../platform/http.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { useToast } from '../../ui/toast.tsx';

export interface NameDialogProps {
  /** The collection to rename; none creates one. */
  collection: BookmarkCollectionDto | null;
  open: boolean;
  onOpenChange(open: boolean): void;
  onSaved(collection: BookmarkCollectionDto): void;
}

export function CollectionNameDialog({ collection, open, onOpenChange, onSaved }: NameDialogProps) {
  const t = useT();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setName(collection?.name ?? '');
    setError(null);
  }, [open, collection]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const saved = collection
        ? await api(calls.bookmarks.renameCollection, { params: { id: collection.id }, body: { name } })
        : await api(calls.bookmarks.createCollection, { body: { name } });
      onOpenChange(false);
      onSaved(saved);
    } catch (failure) {
      setError(failure instanceof HttpError ? (failure.firstErrors().name ?? errorText(failure)) : errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={collection ? t('bookmarks.collections.rename') : t('bookmarks.collections.new')}>
      <form onSubmit={submit} className="mt-4 flex flex-col gap-2">
        <input
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={COLLECTION_LIMITS.name}
          placeholder={t('bookmarks.collections.namePlaceholder')}
          aria-label={t('bookmarks.collections.namePlaceholder')}
          aria-invalid={error ? true : undefined}
          autoFocus
          className="h-11 w-full rounded-lg border border-control bg-page px-3.5 text-[15px] outline-none placeholder:text-muted focus:border-accent"
        />
        {error && <p className="text-sm text-red-600 dark:text-red-400">{error}</p>}
        <div className="mt-4 flex justify-end gap-2">
          <Button onClick={() => onOpenChange(false)}>{t('bookmarks.collections.cancel')}</Button>
          <Button type="submit" variant="primary" disabled={busy || !name.trim()}>
            {collection ? t('bookmarks.collections.save') : t('bookmarks.collections.create')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

export interface DeleteDialogProps {
  collection: BookmarkCollectionDto;
  open: boolean;
  onOpenChange(open: boolean): void;
  onDeleted(): void;
}

export function DeleteCollectionDialog({ collection, open, onOpenChange, onDeleted }: DeleteDialogProps) {
  const t = useT();
  const toast = useToast();

  async function destroy() {
    await api(calls.bookmarks.destroyCollection, { params: { id: collection.id } });
    toast.success(t('bookmarks.collections.deleted'));
    onDeleted();
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('bookmarks.collections.deleteTitle', { name: collection.name })}
      text={t('bookmarks.collections.deleteText')}
      confirmLabel={t('bookmarks.collections.delete')}
      cancelLabel={t('bookmarks.collections.cancel')}
      onConfirm={destroy}
    />
  );
}
