import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check } from '../../ui/icons.ts';
import clsx from 'clsx';
import { Link } from '../../ui/Link.tsx';
import type { MenuTrigger } from '../../ui/DeferredMenu.tsx';
import { MENU_ITEM, OpenedMenu } from '../../ui/Menu.tsx';

export interface FeedFilterOption {
  key: string;
  label: string;
  href: string;
}

export default function FeedFilterPanel({ trigger, options, selected }: { trigger: MenuTrigger; options: readonly FeedFilterOption[]; selected: string }) {
  return (
    <OpenedMenu trigger={trigger} className="min-w-[190px]">
      {options.map((option) => (
        <DropdownMenu.Item key={option.key} asChild>
          <Link href={option.href} className={clsx(MENU_ITEM, 'justify-between text-fg')}>
            {option.label}
            {option.key === selected && <Check className="size-4 text-accent" aria-hidden="true" />}
          </Link>
        </DropdownMenu.Item>
      ))}
    </OpenedMenu>
  );
}
