import { useState, type FormEvent } from 'react';
import { calls } from '../../../shared/api/index.ts';
import { PASSWORD_MIN } from '../../../shared/password-rules.ts';
import { api } from '../../platform/api.ts';
import { useT } from '../../platform/useT.ts';
import { useToast } from '../../ui/toast.tsx';
import { SettingsCard } from '../../ui/SettingsCard.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;

export function PasswordForm() {
  const t = useT();
  const toast = useToast();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const form = useFormAction(FIELDS);

  const onSubmit = async (event: FormEvent) => {
    const answer = await form.run(() => api(calls.accountSafety.changePassword, { body: { current_password: current, password, password_confirmation: confirmation } }), { event });
    if (!answer) return;
    toast.success(answer.message);
    setCurrent('');
    setPassword('');
    setConfirmation('');
  };

  return (
    <SettingsCard title={t('accountSafety.ui.main.password')} text={t('accountSafety.ui.main.passwordHint')}>
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField label={t('accountSafety.ui.main.currentPassword')} type="password" autoComplete="current-password" maxLength={128} value={current} onValueChange={form.tracked('current_password', setCurrent)} error={form.errors.current_password} />
        <TextField
          label={t('accountSafety.ui.main.newPassword')}
          type="password"
          autoComplete="new-password"
          maxLength={128}
          hint={t('authUi.fields.passwordRules', { min: PASSWORD_MIN })}
          value={password}
          onValueChange={form.tracked('password', setPassword)}
          error={form.errors.password}
        />
        <TextField label={t('accountSafety.ui.main.confirmPassword')} type="password" autoComplete="new-password" maxLength={128} value={confirmation} onValueChange={form.tracked('password_confirmation', setConfirmation)} error={form.errors.password_confirmation} />
        <div className="sm:w-60">
          <SubmitButton loading={form.busy} disabled={!current || !password || !confirmation}>
            {t('accountSafety.ui.main.changePassword')}
          </SubmitButton>
        </div>
      </form>
    </SettingsCard>
  );
}
