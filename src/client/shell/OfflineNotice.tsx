/**
 * Says so when the page came without the network. The status region stays in the page, empty while
 * online, so a screen reader announces the words when they appear.
 */
import { WifiOff } from '../ui/icons.ts';
import { usePage } from '@inertiajs/react';
import { useConnection } from '../platform/offline/connection.ts';
import { useT } from '../platform/useT.ts';

export function OfflineNotice() {
  const t = useT();
  const { component } = usePage();
  const { online, savedCopy } = useConnection();
  const shown = !online || savedCopy;
  return (
    <div role="status">
      {shown && (
        <p className="flex items-center justify-center gap-2 border-b border-line bg-accent-soft px-4 py-2 text-center text-sm text-fg">
          <WifiOff className="size-4 shrink-0" aria-hidden="true" />
          {t(savedCopy && component === 'Post' ? 'offline.notice.savedCopy' : 'offline.notice.offline')}
        </p>
      )}
    </div>
  );
}
