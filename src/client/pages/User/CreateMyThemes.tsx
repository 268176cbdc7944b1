/** `/my-topics/create`: a new topic's name (30 characters, counted down), description, rules and who may post; then its page. */
import { useState, type FormEvent } from 'react';
import { router } from '@inertiajs/react';
import { calls } from '../../../shared/api/index.ts';
import { COMMUNITY_LIMITS } from '../../../shared/dto/community.ts';
import type { CommunityRole } from '../../../shared/dto/subsite.ts';
import { Field, FormActions, RolesPicker } from '../../features/communities/index.ts';
import { api } from '../../platform/api.ts';
import { errorText, HttpError } from '../../platform/http.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { useToast } from '../../ui/toast.tsx';

export default function CreateMyThemes() {
  const t = useT();
  const toast = useToast();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [rules, setRules] = useState('');
  const [whoCanCreatePost, setWho] = useState<CommunityRole[]>(['user']);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const created = await api(calls.communities.create, { body: { name, description, rules, whoCanCreatePost } });
      toast.success(t('communities.myTopics.created'));
      router.visit(created.url);
    } catch (error) {
      if (error instanceof HttpError && error.status === 422) setErrors(error.firstErrors());
      const text = errorText(error);
      if (text) toast.error(text);
      setBusy(false);
    }
  }

  return (
    <>
      <h1 className="mb-4 px-1 text-[26px] font-bold tracking-[-0.015em]">{t('communities.form.createTitle')}</h1>
      <form onSubmit={submit} className="flex flex-col gap-5 rounded-xl bg-surface px-4 py-5 nav:px-6" data-testid="create-topic">
        <Field name="name" label={t('communities.form.name')} value={name} onValueChange={setName} maxLength={COMMUNITY_LIMITS.name} error={errors.name} counter required />
        <Field name="description" label={t('communities.form.description')} value={description} onValueChange={setDescription} maxLength={COMMUNITY_LIMITS.description} error={errors.description} multiline />
        <Field name="rules" label={t('communities.form.rules')} value={rules} onValueChange={setRules} maxLength={COMMUNITY_LIMITS.rules} error={errors.rules} multiline />
        <RolesPicker value={whoCanCreatePost} onChange={setWho} error={errors.whoCanCreatePost} />
        <FormActions>
          <Button type="submit" variant="primary" disabled={busy || name.trim() === '' || whoCanCreatePost.length === 0}>
            {t('communities.form.submit')}
          </Button>
        </FormActions>
      </form>
    </>
  );
}
