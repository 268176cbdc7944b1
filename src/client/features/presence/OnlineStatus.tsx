/** The server writes the text in the reader's language (shared/online-status.ts). */
import clsx from 'clsx';
import type { OnlineStatus as Status } from '../../../shared/online-status.ts';

export function OnlineStatus({ status, className }: { status: Status; className?: string }) {
  if (!status.show_online || status.online_status_string === '') return null;
  return (
    <span className={clsx('inline-flex items-center gap-1.5 text-[13px] text-muted', className)}>
      {status.online && <span aria-hidden="true" className="size-2 rounded-full bg-green-500" />}
      {status.online_status_string}
    </span>
  );
}
