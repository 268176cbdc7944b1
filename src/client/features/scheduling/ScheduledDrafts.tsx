import { useState } from 'react';
import { router } from '@inertiajs/react';
import { CalendarClock } from '../../ui/icons.ts';
import type { ScheduledDraft } from '../../../shared/dto/schedule.ts';
import { formatDateTime } from '../../../shared/format/dates.ts';
import { SharedMarkup } from '../../platform/shared-markup.tsx';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { PostCard, postCardView } from '../posts/index.ts';
import { ScheduleDialog } from './ScheduleDialog.tsx';

/** A fresh visit, not a partial reload: the drafts list keeps the items it grew, and a cancelled draft joins it. */
const reload = () => router.visit(window.location.pathname, { replace: true, preserveScroll: true });

/** The drafts page's first section: what will publish itself, soonest first. */
export function ScheduledDrafts({ drafts }: { drafts: readonly ScheduledDraft[] }) {
  const t = useT();
  if (drafts.length === 0) return null;
  return (
    <section aria-labelledby="scheduled-drafts" className="mb-7 flex flex-col gap-4" data-testid="scheduled-drafts">
      <h2 id="scheduled-drafts" className="px-1 text-[20px] font-semibold">
        {t('scheduling.section')}
      </h2>
      {drafts.map((draft) => (
        <ScheduledItem key={draft.post.id} draft={draft} />
      ))}
    </section>
  );
}

function ScheduledItem({ draft }: { draft: ScheduledDraft }) {
  const t = useT();
  const page = usePageProps();
  const [editing, setEditing] = useState(false);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 px-1">
        <CalendarClock className="size-4 shrink-0 text-accent" aria-hidden="true" />
        <span className="text-[14px] font-medium">{t('scheduling.scheduledAt', { time: formatDateTime(draft.scheduled_at, page.language, page.timeZone) })}</span>
        <Button onClick={() => setEditing(true)} className="ml-auto h-8 px-3 text-[13px]">
          {t('scheduling.change')}
        </Button>
      </div>
      <SharedMarkup kind="post-card" view={postCardView(draft.post, false, page)}>
        {(view) => <PostCard view={view} onDeleted={reload} />}
      </SharedMarkup>
      {editing && (
        <ScheduleDialog
          postId={draft.post.id}
          scheduledAt={draft.scheduled_at}
          open
          onOpenChange={setEditing}
          onChanged={() => {
            setEditing(false);
            reload();
          }}
        />
      )}
    </div>
  );
}
