import * as Dialog from '@radix-ui/react-dialog';
import { X } from '../ui/icons.ts';
import { IconButton } from '../ui/IconButton.tsx';
import { Logo } from './Logo.tsx';
import { SidebarFooter } from './SidebarFooter.tsx';
import { SidebarNav } from './SidebarNav.tsx';
import { SidebarSubsites } from './SidebarSubsites.tsx';
import { useT } from '../platform/useT.ts';
import { useOpenedOnce } from '../ui/useOpenedOnce.ts';

function SidebarContent() {
  return (
    <div className="flex min-h-full flex-col">
      <SidebarNav />
      <SidebarSubsites />
      <div className="mt-auto">
        <SidebarFooter />
      </div>
    </div>
  );
}

export function LeftSidebar() {
  const t = useT();
  return (
    <aside aria-label={t('shell.sidebar.label')} className="sticky top-[var(--header-height)] hidden h-[calc(100dvh-var(--header-height))] w-[240px] shrink-0 overflow-y-auto px-3 py-4 nav:block [scrollbar-width:thin]">
      <SidebarContent />
    </aside>
  );
}

export interface SidebarDrawerProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Radix's dialog runs a dozen hooks even closed: the drawer is rendered from the first time a phone's reader opens it. */
export function SidebarDrawer({ open, onOpenChange }: SidebarDrawerProps) {
  const t = useT();
  if (!useOpenedOnce(open)) return null;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 nav:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="animate-drawer-in fixed inset-y-0 left-0 z-50 flex w-[min(300px,85vw)] flex-col bg-page shadow-xl outline-none nav:hidden"
        >
          <div className="flex h-[var(--header-height)] shrink-0 items-center justify-between border-b border-line bg-surface px-2">
            <Dialog.Title className="sr-only">{t('shell.menu')}</Dialog.Title>
            <Logo className="ml-2" />
            <Dialog.Close asChild>
              <IconButton label={t('shell.closeMenu')}>
                <X className="size-5" aria-hidden="true" />
              </IconButton>
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-3 py-4">
            <SidebarContent />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
