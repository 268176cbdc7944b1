// Beside Publish while the post is a draft: publish it later by itself, or show it to someone first.
import { useState } from 'react';
import { CalendarClock, Link2 } from '../../ui/icons.ts';
import { formatDateTime } from '../../../shared/format/dates.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { PreviewLinkDialog } from '../previews/index.ts';
import { ScheduleDialog, useDraftSchedule } from '../scheduling/index.ts';

export interface DraftToolsProps {
  postId: number;
  /** Saves what the editor holds; false when that failed. */
  save(): Promise<boolean>;
  onScheduled(): void;
}

export function DraftTools({ postId, save, onScheduled }: DraftToolsProps) {
  const t = useT();
  const { language, timeZone } = usePageProps();
  const scheduledAt = useDraftSchedule(postId);
  const [open, setOpen] = useState<'schedule' | 'preview' | null>(null);
  const scheduleText = scheduledAt ? t('scheduling.move') : t('scheduling.open');
  // The name starts with the words shown, and says the time set, which narrow screens do not show.
  const scheduleLabel = scheduledAt ? `${scheduleText}. ${t('scheduling.scheduledAt', { time: formatDateTime(scheduledAt, language, timeZone) })}` : scheduleText;
  const toggle = (which: 'schedule' | 'preview') => (isOpen: boolean) => setOpen(isOpen ? which : null);
  return (
    <>
      <Button onClick={() => setOpen('schedule')} disabled={scheduledAt === undefined} aria-label={scheduleLabel} title={scheduleLabel} className="px-2.5 min-[560px]:px-4">
        <CalendarClock className="size-4" aria-hidden="true" />
        <span className="hidden min-[560px]:inline">{scheduleText}</span>
      </Button>
      <Button onClick={() => setOpen('preview')} aria-label={t('previews.open')} title={t('previews.open')} className="px-2.5">
        <Link2 className="size-4" aria-hidden="true" />
      </Button>
      {open === 'schedule' && scheduledAt !== undefined && (
        <ScheduleDialog postId={postId} scheduledAt={scheduledAt} open onOpenChange={toggle('schedule')} prepare={save} onChanged={onScheduled} />
      )}
      {open === 'preview' && <PreviewLinkDialog postId={postId} open onOpenChange={toggle('preview')} prepare={save} />}
    </>
  );
}
