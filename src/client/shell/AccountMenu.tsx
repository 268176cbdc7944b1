/** The header's account menu; what it holds loads at its first opening (AccountMenuPanel.tsx). */
import { lazy, type ReactNode } from 'react';
import { ChevronDown, CircleUserRound } from '../ui/icons.ts';
import type { CurrentUser } from '../../shared/dto/auth.ts';
import { useT } from '../platform/useT.ts';
import { Avatar } from '../ui/Avatar.tsx';
import { DeferredMenu, type MenuTrigger } from '../ui/DeferredMenu.tsx';

const MemberMenu = lazy(() => import('./AccountMenuPanel.tsx').then(({ MemberMenu }) => ({ default: MemberMenu })));
const GuestMenu = lazy(() => import('./AccountMenuPanel.tsx').then(({ GuestMenu }) => ({ default: GuestMenu })));

const TRIGGER = 'flex items-center gap-1 rounded-lg p-1 text-muted transition-colors hover:bg-page hover:text-fg focus-visible:outline-2 focus-visible:outline-accent data-[state=open]:bg-page';

function useTrigger(picture: ReactNode): MenuTrigger {
  const t = useT();
  return {
    label: t('shell.account.menu'),
    className: TRIGGER,
    children: (
      <>
        {picture}
        <ChevronDown className="hidden size-4 nav:block" aria-hidden="true" />
      </>
    ),
  };
}

export function AccountMenu({ user }: { user: CurrentUser }) {
  const trigger = useTrigger(<Avatar image={user.avatar} name={user.name} size={32} />);
  return (
    <DeferredMenu trigger={trigger}>
      <MemberMenu user={user} trigger={trigger} />
    </DeferredMenu>
  );
}

export function GuestAccountMenu() {
  const trigger = useTrigger(<CircleUserRound className="size-8 stroke-[1.5]" aria-hidden="true" />);
  return (
    <DeferredMenu trigger={trigger}>
      <GuestMenu trigger={trigger} />
    </DeferredMenu>
  );
}
