import type { ComponentProps } from 'react';
import clsx from 'clsx';

export type ButtonVariant = 'primary' | 'secondary';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-accent-fill text-white hover:bg-accent-fill-hover',
  secondary: 'bg-page text-fg hover:bg-line',
};

export function buttonClass(variant: ButtonVariant, className?: string): string {
  return clsx(
    'inline-flex h-9 shrink-0 items-center justify-center gap-2 rounded-lg px-4 text-[14px] font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-50',
    VARIANTS[variant],
    className,
  );
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
}

export function Button({ variant = 'secondary', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
