import { useState } from 'react';
import { router } from '@inertiajs/react';
import { Plus, Settings, Trash2, Users } from '../../ui/icons.ts';
import { calls } from '../../../shared/api/index.ts';
import type { MyTopicDto } from '../../../shared/dto/community.ts';
import { api } from '../../platform/api.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { buttonClass } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Link } from '../../ui/Link.tsx';
import { useToast } from '../../ui/toast.tsx';

export default function MyThemes() {
  const { topics, can_create: canCreate } = usePageProps<'User/MyThemes'>();
  const t = useT();
  const toast = useToast();
  const [deleting, setDeleting] = useState<MyTopicDto | null>(null);

  async function destroy() {
    if (!deleting) return;
    await api(calls.communities.destroy, { params: { id: deleting.id } });
    toast.success(t('communities.myTopics.deleted'));
    router.reload({ only: ['topics', 'auth'] });
  }

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 px-1">
        <h1 className="text-[26px] font-bold tracking-[-0.015em]">{t('communities.myTopics.title')}</h1>
        {canCreate && (
          <Link href="/my-topics/create" className={buttonClass('primary')}>
            <Plus className="size-4" aria-hidden="true" />
            {t('communities.myTopics.create')}
          </Link>
        )}
      </div>
      {topics.length === 0 ? (
        <EmptyState icon={Users} title={t(canCreate ? 'communities.myTopics.empty' : 'communities.myTopics.noRating')} className="rounded-xl bg-surface py-14" />
      ) : (
        <ul className="flex flex-col divide-y divide-line rounded-xl bg-surface" data-testid="my-topics">
          {topics.map((topic) => (
            <li key={topic.id} className="flex items-center gap-3 px-4 py-3 nav:px-6">
              <Avatar image={topic.avatar} name={topic.name} size={44} shape="square" />
              <div className="min-w-0 flex-1">
                <Link href={topic.url} className="block truncate text-[16px] font-medium hover:text-accent">
                  {topic.name}
                </Link>
                <p className="text-[14px] text-muted">{t('communities.myTopics.subscribers', { count: topic.followers_count })}</p>
              </div>
              <Link href={`${topic.url}/settings`} className={buttonClass('secondary', 'px-3')} aria-label={`${t('communities.myTopics.settings')}: ${topic.name}`}>
                <Settings className="size-4" aria-hidden="true" />
                <span className="hidden min-[480px]:inline">{t('communities.myTopics.settings')}</span>
              </Link>
              <button
                type="button"
                onClick={() => setDeleting(topic)}
                aria-label={`${t('communities.myTopics.delete')}: ${topic.name}`}
                className={buttonClass('secondary', 'px-3 text-red-700 dark:text-red-300')}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                <span className="hidden min-[480px]:inline">{t('communities.myTopics.delete')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('communities.myTopics.confirmTitle')}
        text={t('communities.myTopics.confirmText', { name: deleting?.name ?? '' })}
        confirmLabel={t('communities.myTopics.delete')}
        cancelLabel={t('communities.ban.cancel')}
        onConfirm={destroy}
      />
    </>
  );
}
