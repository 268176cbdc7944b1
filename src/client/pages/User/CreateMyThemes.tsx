import { router } from '@inertiajs/react';
import { calls } from '../../../shared/api/index.ts';
import { TopicForm, type TopicDraft } from '../../features/communities/index.ts';
import { api } from '../../platform/api.ts';
import { useT } from '../../platform/useT.ts';
import { useToast } from '../../ui/toast.tsx';

export default function CreateMyThemes() {
  const t = useT();
  const toast = useToast();

  async function create(draft: TopicDraft) {
    const created = await api(calls.communities.create, { body: draft });
    toast.success(t('communities.myTopics.created'));
    // The button stays busy until the new topic's page has opened: no second topic by a second click.
    await new Promise<void>((resolve) => router.visit(created.url, { onFinish: () => resolve() }));
  }

  return (
    <>
      <h1 className="mb-4 px-1 text-[26px] font-bold tracking-[-0.015em]">{t('communities.form.createTitle')}</h1>
      <TopicForm
        initial={{ name: '', description: '', rules: '', whoCanCreatePost: ['user'] }}
        submitLabel={t('communities.form.submit')}
        save={create}
        className="flex flex-col gap-5 rounded-xl bg-surface px-4 py-5 nav:px-6"
        testId="create-topic"
      />
    </>
  );
}
