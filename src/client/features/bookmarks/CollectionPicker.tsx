import { useEffect, useState, type FormEvent } from 'react';
import { Check, LoaderCircle, Plus } from '../../ui/icons.ts';
import clsx from 'clsx';
import { calls } from '../../../shared/api/index.ts';
import { COLLECTION_LIMITS, type BookmarkCollectionDto, type BookmarkTargetType } from '../../../shared/dto/bookmark.ts';
import { api } from '../../platform/api.ts';
import { useT } from '../../platform/useT.ts';
import { useFailureToast } from '../../ui/toast.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';

export interface CollectionPickerProps {
  type: BookmarkTargetType;
  id: number;
}

export function CollectionPicker({ type, id }: CollectionPickerProps) {
  const t = useT();
  const fail = useFailureToast();
  const [collections, setCollections] = useState<BookmarkCollectionDto[] | null>(null);
  const [filed, setFiled] = useState<number[]>([]);
  const { busy: saving, run } = useFormAction();
  const [name, setName] = useState('');

  useEffect(() => {
    let live = true;
    Promise.all([api(calls.bookmarks.collections), api(calls.bookmarks.filed, { query: { bookmarked: type, id } })])
      .then(([all, current]) => {
        if (!live) return;
        setCollections(all);
        setFiled(current.collection_ids);
      })
      .catch(fail);
    return () => {
      live = false;
    };
  }, [type, id, fail]);

  async function save(next: number[]) {
    const answer = await run(() => api(calls.bookmarks.file, { body: { bookmarked: type, id, collection_ids: next } }));
    if (answer) setFiled(answer.collection_ids);
  }

  async function create(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return;
    const created = await run(() => api(calls.bookmarks.createCollection, { body: { name } }));
    if (!created) return;
    setCollections((current) => [...(current ?? []), created]);
    setName('');
    await save([...filed, created.id]);
  }

  const toggle = (collectionId: number) => void save(filed.includes(collectionId) ? filed.filter((each) => each !== collectionId) : [...filed, collectionId]);

  return (
    <div className="flex w-[260px] flex-col gap-1" data-testid="collection-picker">
      <p className="px-2 pb-1 pt-0.5 text-[13px] font-semibold text-muted">{t('bookmarks.collections.fileInto')}</p>
      {collections === null ? (
        <LoaderCircle className="mx-auto my-3 size-5 animate-spin text-muted" aria-label={t('bookmarks.loading')} />
      ) : collections.length === 0 ? (
        <p className="px-2 py-1 text-[14px] text-muted">{t('bookmarks.collections.none')}</p>
      ) : (
        <ul className="flex max-h-[240px] flex-col overflow-y-auto">
          {collections.map((collection) => {
            const checked = filed.includes(collection.id);
            return (
              <li key={collection.id}>
                <button
                  type="button"
                  role="checkbox"
                  aria-checked={checked}
                  disabled={saving}
                  onClick={() => toggle(collection.id)}
                  className="flex h-9 w-full items-center gap-2.5 rounded-lg px-2 text-left text-[14px] hover:bg-page focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-60"
                >
                  <span
                    className={clsx(
                      'flex size-[18px] shrink-0 items-center justify-center rounded-[5px] border',
                      checked ? 'border-accent bg-accent-fill text-white' : 'border-control',
                    )}
                    aria-hidden="true"
                  >
                    {checked && <Check className="size-3.5" strokeWidth={3} />}
                  </span>
                  <span className="min-w-0 truncate">{collection.name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <form onSubmit={create} className="mt-1 flex items-center gap-1 border-t border-line pt-2">
        <input
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={COLLECTION_LIMITS.name}
          placeholder={t('bookmarks.collections.new')}
          aria-label={t('bookmarks.collections.namePlaceholder')}
          className="h-9 min-w-0 flex-1 rounded-lg border border-control bg-page px-2.5 text-[14px] outline-none placeholder:text-muted focus:border-accent"
        />
        <button
          type="submit"
          disabled={!name.trim() || saving}
          aria-label={t('bookmarks.collections.create')}
          title={t('bookmarks.collections.create')}
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-accent hover:bg-page disabled:opacity-40"
        >
          <Plus className="size-5" aria-hidden="true" />
        </button>
      </form>
    </div>
  );
}
