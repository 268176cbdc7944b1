import type { ReactNode } from 'react';
import { Link } from '../ui/Link.tsx';
import type { IconComponent } from '../ui/icons.ts';
import { buttonClass } from '../ui/Button.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { useT } from '../platform/useT.ts';

export interface ErrorScreenProps {
  icon: IconComponent;
  title: string;
  text: ReactNode;
}

export function ErrorScreen({ icon, title, text }: ErrorScreenProps) {
  const t = useT();
  return (
    <EmptyState
      icon={icon}
      title={title}
      text={text}
      titleLevel="h1"
      className="rounded-xl bg-surface py-16"
      action={
        <Link href="/" className={buttonClass('primary')}>
          {t('errors.toHome')}
        </Link>
      }
    />
  );
}
