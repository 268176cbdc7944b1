import { useState } from 'react';
import { COMMUNITY_LIMITS } from '../../../shared/dto/community.ts';
import type { CommunityRole } from '../../../shared/dto/subsite.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';
import { Field, FormActions, RolesPicker } from './fields.tsx';

export interface TopicDraft {
  name: string;
  description: string;
  rules: string;
  whoCanCreatePost: CommunityRole[];
}

export interface TopicFormProps {
  initial: TopicDraft;
  submitLabel: string;
  /** Saves the draft; a rejection keeps the form as typed. */
  save(draft: TopicDraft): Promise<void>;
  className?: string;
  testId?: string;
}

export function TopicForm({ initial, submitLabel, save, className, testId }: TopicFormProps) {
  const t = useT();
  const [draft, setDraft] = useState(initial);
  const { busy, errors, tracked, run } = useFormAction(['name', 'description', 'rules', 'whoCanCreatePost']);
  const set = <K extends keyof TopicDraft>(key: K) => tracked(key, (value: TopicDraft[K]) => setDraft((current) => ({ ...current, [key]: value })));

  return (
    <form onSubmit={(event) => void run(() => save(draft), { event })} className={className} data-testid={testId}>
      <Field name="name" label={t('communities.form.name')} value={draft.name} onValueChange={set('name')} maxLength={COMMUNITY_LIMITS.name} error={errors.name} counter required />
      <Field name="description" label={t('communities.form.description')} value={draft.description} onValueChange={set('description')} maxLength={COMMUNITY_LIMITS.description} error={errors.description} multiline />
      <Field name="rules" label={t('communities.form.rules')} value={draft.rules} onValueChange={set('rules')} maxLength={COMMUNITY_LIMITS.rules} error={errors.rules} multiline />
      <RolesPicker value={draft.whoCanCreatePost} onChange={set('whoCanCreatePost')} error={errors.whoCanCreatePost} />
      <FormActions>
        <Button type="submit" variant="primary" disabled={busy || draft.name.trim() === '' || draft.whoCanCreatePost.length === 0}>
          {submitLabel}
        </Button>
      </FormActions>
    </form>
  );
}
