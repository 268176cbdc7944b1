import type { ReactNode } from 'react';
import type { IconComponent } from './icons.ts';
import clsx from 'clsx';

export interface EmptyStateProps {
  icon: IconComponent;
  title: string;
  text?: ReactNode;
  action?: ReactNode;
  /** An error page has nothing above this state, so its title is the page's h1. */
  titleLevel?: 'h1' | 'h2';
  className?: string;
}

export function EmptyState({ icon: Icon, title, text, action, titleLevel: Title = 'h2', className }: EmptyStateProps) {
  return (
    <div className={clsx('flex flex-col items-center px-6 py-10 text-center', className)}>
      <span className="mb-4 inline-flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent">
        <Icon className="size-7" strokeWidth={1.75} aria-hidden="true" />
      </span>
      <Title className="text-[17px] font-semibold">{title}</Title>
      {text && <p className="mt-1.5 max-w-[400px] text-[14px] text-muted">{text}</p>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}
