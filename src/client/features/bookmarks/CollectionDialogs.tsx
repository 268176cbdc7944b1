import { useState, type FormEvent } from 'react';
import { calls } from '../../../shared/api/index.ts';
import { COLLECTION_LIMITS, type BookmarkCollectionDto } from '../../../shared/dto/bookmark.ts';
import { api } from '../../platform/api.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { useToast } from '../../ui/toast.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';

export interface NameDialogProps {
  /** The collection to rename; none creates one. */
  collection: BookmarkCollectionDto | null;
  open: boolean;
  onOpenChange(open: boolean): void;
  onSaved(collection: BookmarkCollectionDto): void;
}

export function CollectionNameDialog({ collection, open, onOpenChange, onSaved }: NameDialogProps) {
  const t = useT();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={collection ? t('bookmarks.collections.rename') : t('bookmarks.collections.new')}>
      <NameForm
        collection={collection}
        onCancel={() => onOpenChange(false)}
        onSaved={(saved) => {
          onOpenChange(false);
          onSaved(saved);
        }}
      />
    </Modal>
  );
}

/** Mounted at each opening (the modal drops its content when closed): it starts from the collection's name and no message. */
function NameForm({ collection, onCancel, onSaved }: { collection: BookmarkCollectionDto | null; onCancel(): void; onSaved(collection: BookmarkCollectionDto): void }) {
  const t = useT();
  const [name, setName] = useState(collection?.name ?? '');
  const { busy, errors, tracked, run } = useFormAction(['name']);
  const editName = tracked('name', setName);

  async function submit(event: FormEvent) {
    const saved = await run(
      () => (collection ? api(calls.bookmarks.renameCollection, { params: { id: collection.id }, body: { name } }) : api(calls.bookmarks.createCollection, { body: { name } })),
      { event },
    );
    if (saved) onSaved(saved);
  }

  return (
    <form onSubmit={submit} className="mt-4 flex flex-col gap-2">
      <input
        value={name}
        onChange={(event) => editName(event.target.value)}
        maxLength={COLLECTION_LIMITS.name}
        placeholder={t('bookmarks.collections.namePlaceholder')}
        aria-label={t('bookmarks.collections.namePlaceholder')}
        aria-invalid={errors.name ? true : undefined}
        autoFocus
        className="h-11 w-full rounded-lg border border-control bg-page px-3.5 text-[15px] outline-none placeholder:text-muted focus:border-accent"
      />
      {errors.name && <p className="text-sm text-red-600 dark:text-red-400">{errors.name}</p>}
      <div className="mt-4 flex justify-end gap-2">
        <Button onClick={onCancel}>{t('bookmarks.collections.cancel')}</Button>
        <Button type="submit" variant="primary" disabled={busy || !name.trim()}>
          {collection ? t('bookmarks.collections.save') : t('bookmarks.collections.create')}
        </Button>
      </div>
    </form>
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
