import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, ChevronDown } from '../../ui/icons.ts';
import clsx from 'clsx';
import { BOOKMARK_LISTS, type BookmarkListName } from '../../../shared/dto/bookmark.ts';
import { Link } from '../../ui/Link.tsx';
import { MENU_ITEM, MenuPanel } from '../../ui/Menu.tsx';
import { useT } from '../../platform/useT.ts';
import { bookmarksPath } from './bookmarks-path.ts';

export function BookmarkTypeMenu({ type, collection }: { type: BookmarkListName; collection: number | null }) {
  const t = useT();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="flex h-9 shrink-0 items-center gap-1 rounded-[10px] px-3 text-[14px] font-medium text-muted outline-none hover:text-fg focus-visible:ring-2 focus-visible:ring-accent data-[state=open]:text-fg">
        <span className="sr-only">{`${t('bookmarks.types.label')}: `}</span>
        {t(`bookmarks.types.${type}`)}
        <ChevronDown className="size-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <MenuPanel className="min-w-[180px]">
        {(Object.keys(BOOKMARK_LISTS) as BookmarkListName[]).map((option) => (
          <DropdownMenu.Item key={option} asChild>
            <Link href={bookmarksPath(option, collection)} className={clsx(MENU_ITEM, 'justify-between text-fg')}>
              {t(`bookmarks.types.${option}`)}
              {option === type && <Check className="size-4 text-accent" aria-hidden="true" />}
            </Link>
          </DropdownMenu.Item>
        ))}
      </MenuPanel>
    </DropdownMenu.Root>
  );
}
