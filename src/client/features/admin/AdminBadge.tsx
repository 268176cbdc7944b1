import type { ReactNode } from 'react';
import clsx from 'clsx';

const TONES = {
  neutral: 'bg-page text-fg',
  accent: 'bg-accent-soft text-accent',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-200',
  danger: 'bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-200',
} as const;

export function AdminBadge({ tone = 'neutral', children }: { tone?: keyof typeof TONES; children: ReactNode }) {
  return <span className={clsx('inline-flex items-center rounded-full px-2 py-0.5 text-[12px] font-medium leading-5', TONES[tone])}>{children}</span>;
}
