import { Ban } from '../../ui/icons.ts';
import type { CommentBanDto } from '../../../shared/dto/comment.ts';
import type { Language } from '../../../shared/dto/user.ts';
import { formatDay } from '../../../shared/format/dates.ts';
import { useT } from '../../platform/useT.ts';

export interface CommentBanNoticeProps {
  ban: CommentBanDto;
  language: Language;
  timeZone: string;
}

export function CommentBanNotice({ ban, language, timeZone }: CommentBanNoticeProps) {
  const t = useT();
  const name = ban.place?.name ?? '';
  return (
    <div role="status" data-comment-ban={ban.scope} className="flex gap-3 rounded-lg border border-line bg-page px-3 py-3 text-[15px]">
      <Ban className="mt-0.5 size-5 shrink-0 text-rose-600 dark:text-rose-400" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        <p className="font-medium">{t(`comments.ban.${ban.scope}`, { name })}</p>
        <p className="text-muted">{ban.until ? t('comments.ban.until', { date: formatDay(ban.until, language, timeZone) }) : t('comments.ban.forever')}</p>
        {ban.reason && <p className="text-muted">{t('comments.ban.reason', { reason: ban.reason })}</p>}
      </div>
    </div>
  );
}
