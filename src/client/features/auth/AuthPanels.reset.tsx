import { useState, type FormEvent } from 'react';
import { calls } from '../../../shared/api/index.ts';
import { api } from '../../platform/api.ts';
import { useToast } from '../../ui/toast.tsx';
import { PASSWORD_MIN } from '../../../shared/password-rules.ts';
import { useAuthModal } from './auth-modal-context.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';
import { useT } from '../../platform/useT.ts';

export function ResetPanel() {
  const t = useT();
  const toast = useToast();
  const { params, open } = useAuthModal();
  const email = params.email ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  // Token and email have no field here: an expired link's message becomes a notification.
  const form = useFormAction(['password', 'password_confirmation']);

  const onSubmit = async (event: FormEvent) => {
    const answer = await form.run(() => api(calls.auth.resetPassword, { body: { token: params.token ?? '', email, password, password_confirmation: confirmation } }), { event });
    if (!answer) return;
    // The link is spent: drop it from the address so a reload does not reopen this panel.
    // Inertia keeps its page in history.state, so the state stays and only the URL changes.
    window.history.replaceState(window.history.state, '', '/');
    open('login', { email });
    toast.success(t('authUi.reset.changed'));
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4">
      {email && <p className="text-[15px] leading-relaxed text-[var(--muted)]">{t('authUi.reset.hint', { email })}</p>}
      <TextField
        label={t('authUi.fields.newPassword')}
        type="password"
        autoComplete="new-password"
        autoFocus
        value={password}
        onValueChange={form.tracked('password', setPassword)}
        error={form.errors.password}
        hint={t('authUi.fields.passwordRules', { min: PASSWORD_MIN })}
      />
      <TextField
        label={t('authUi.fields.passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onValueChange={form.tracked('password_confirmation', setConfirmation)}
        error={form.errors.password_confirmation}
      />
      <SubmitButton loading={form.busy} disabled={!password || !confirmation}>
        {t('authUi.reset.submit')}
      </SubmitButton>
    </form>
  );
}
