/** A square icon-only button; `label` is its accessible name and tooltip. */
import type { ComponentProps } from 'react';
import clsx from 'clsx';

export interface IconButtonProps extends ComponentProps<'button'> {
  label: string;
}

export function IconButton({ label, className, type = 'button', children, ...props }: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={clsx(
        'relative inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-muted transition-colors',
        'hover:bg-page hover:text-fg focus-visible:outline-2 focus-visible:outline-accent data-[state=open]:bg-page data-[state=open]:text-fg',
        className,
      )}
      {...props}
    >
      {children}
    </button>
  );
}
