import { useState, type FormEvent } from 'react';
import { router } from '@inertiajs/react';
import { calls } from '../../../shared/api/index.ts';
import type { MainSettingsDto } from '../../../shared/dto/account-safety.ts';
import { api } from '../../platform/api.ts';
import { useT } from '../../platform/useT.ts';
import { useToast } from '../../ui/toast.tsx';
import { SettingsCard } from '../../ui/SettingsCard.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';

export function EmailForm({ settings }: { settings: MainSettingsDto }) {
  const t = useT();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const form = useFormAction(['email']);

  const onSubmit = async (event: FormEvent) => {
    const answer = await form.run(() => api(calls.accountSafety.sendEmailChangeLink, { body: { email } }), { event });
    if (!answer) return;
    toast.success(answer.message);
    setEmail('');
    router.reload({ only: ['settings'] });
  };

  return (
    <SettingsCard title={t('accountSafety.ui.main.email')} text={t('accountSafety.ui.main.emailHint')}>
      <div className="flex flex-col gap-1 text-[15px]">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {settings.email}
          {!settings.email_verified && <span className="rounded-md bg-page px-2 py-0.5 text-xs text-[var(--muted)]">{t('accountSafety.ui.main.unverified')}</span>}
        </p>
        {settings.pending_email && (
          <p className="text-[var(--muted)]" role="status">
            {t('accountSafety.ui.main.pending', { email: settings.pending_email })}
          </p>
        )}
      </div>
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField label={t('accountSafety.ui.main.newEmail')} type="email" autoComplete="email" maxLength={254} value={email} onValueChange={form.tracked('email', setEmail)} error={form.errors.email} />
        <div className="sm:w-60">
          <SubmitButton loading={form.busy} disabled={!email.trim()}>
            {t('accountSafety.ui.main.sendLink')}
          </SubmitButton>
        </div>
      </form>
    </SettingsCard>
  );
}
