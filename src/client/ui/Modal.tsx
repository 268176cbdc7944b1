import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { useReturnFocus } from './useReturnFocus.ts';

export interface ModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Accessible title; shown unless `hideTitle`. */
  title: string;
  hideTitle?: boolean;
  children: ReactNode;
  className?: string;
}

export function Modal({ open, onOpenChange, title, hideTitle = false, children, className }: ModalProps) {
  const returnFocus = useReturnFocus(open);
  // A closed dialog renders nothing, and lists hold many (five per post card): leaving out
  // Radix's closed root saves its render. Focus still returns on close, from Radix's unmount.
  if (!open) return null;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-in" data-testid="modal-backdrop" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
          className={clsx(
            'fixed left-1/2 top-1/2 z-50 w-[calc(100%-24px)] max-w-[440px] -translate-x-1/2 -translate-y-1/2',
            'max-h-[calc(100dvh-24px)] overflow-y-auto rounded-2xl bg-[var(--surface)] p-6 shadow-xl outline-none',
            className,
          )}
        >
          <Dialog.Title className={clsx('text-xl font-semibold', hideTitle && 'sr-only')}>{title}</Dialog.Title>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
