import { useState } from 'react';
import { router } from '@inertiajs/react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { MoreHorizontal, Pencil, Plus, Trash2 } from '../../ui/icons.ts';
import clsx from 'clsx';
import type { BookmarkCollectionDto, BookmarkListName } from '../../../shared/dto/bookmark.ts';
import { useT } from '../../platform/useT.ts';
import { IconButton } from '../../ui/IconButton.tsx';
import { Link } from '../../ui/Link.tsx';
import { MENU_ITEM, MenuPanel } from '../../ui/Menu.tsx';
import { bookmarksPath } from './bookmarks-path.ts';
import { CollectionNameDialog, DeleteCollectionDialog } from './CollectionDialogs.tsx';

export interface CollectionSwitcherProps {
  type: BookmarkListName;
  collections: BookmarkCollectionDto[];
  current: number | null;
}

const CHIP = 'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full px-3.5 text-[14px] font-medium transition-colors focus-visible:outline-2 focus-visible:outline-accent';

function Chip({ href, active, children }: { href: string; active: boolean; children: React.ReactNode }) {
  return (
    <Link href={href} aria-current={active ? 'page' : undefined} className={clsx(CHIP, active ? 'bg-accent-fill text-white' : 'bg-page text-fg hover:bg-line')}>
      {children}
    </Link>
  );
}

export function CollectionSwitcher({ type, collections, current }: CollectionSwitcherProps) {
  const t = useT();
  const [naming, setNaming] = useState<'create' | 'rename' | null>(null);
  const [deleting, setDeleting] = useState(false);
  const chosen = collections.find((collection) => collection.id === current) ?? null;

  return (
    <nav aria-label={t('bookmarks.collections.label')} className="flex items-center gap-2">
      <div className="-my-1 flex min-w-0 flex-1 items-center gap-2 overflow-x-auto py-1" data-testid="collections">
        <Chip href={bookmarksPath(type, null)} active={current === null}>
          {t('bookmarks.collections.all')}
        </Chip>
        {collections.map((collection) => (
          <Chip key={collection.id} href={bookmarksPath(type, collection.id)} active={collection.id === current}>
            <span className="max-w-[180px] truncate">{collection.name}</span>
            <span className={clsx('tabular-nums', collection.id === current ? 'text-white/80' : 'text-muted')}>{collection.bookmarks_count}</span>
          </Chip>
        ))}
      </div>
      <IconButton label={t('bookmarks.collections.new')} onClick={() => setNaming('create')} className="size-9 text-accent hover:text-accent">
        <Plus className="size-5" aria-hidden="true" />
      </IconButton>
      {chosen && (
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger asChild>
            <IconButton label={t('bookmarks.collections.manage')} className="-ml-1 size-9">
              <MoreHorizontal className="size-5" aria-hidden="true" />
            </IconButton>
          </DropdownMenu.Trigger>
          <MenuPanel className="min-w-[190px]">
            <DropdownMenu.Item className={clsx(MENU_ITEM, 'text-fg')} onSelect={() => setNaming('rename')}>
              <Pencil className="size-4" aria-hidden="true" />
              {t('bookmarks.collections.rename')}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={clsx(MENU_ITEM, 'text-red-600 dark:text-red-400')} onSelect={() => setDeleting(true)}>
              <Trash2 className="size-4" aria-hidden="true" />
              {t('bookmarks.collections.delete')}
            </DropdownMenu.Item>
          </MenuPanel>
        </DropdownMenu.Root>
      )}
      <CollectionNameDialog
        collection={naming === 'rename' ? chosen : null}
        open={naming !== null}
        onOpenChange={(open) => !open && setNaming(null)}
        onSaved={(saved) => router.visit(bookmarksPath(type, saved.id), { preserveScroll: true })}
      />
      {chosen && <DeleteCollectionDialog collection={chosen} open={deleting} onOpenChange={setDeleting} onDeleted={() => router.visit(bookmarksPath(type, null))} />}
    </nav>
  );
}
