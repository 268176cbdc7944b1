import { useState, type FormEvent } from 'react';
import { calls } from '../../../shared/api/index.ts';
import { api } from '../../platform/api.ts';
import { useAuthModal } from './auth-modal-context.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';
import { LinkButton, SentNotice } from './auth-forms.tsx';
import { useT } from '../../platform/useT.ts';

export function ForgotPanel() {
  const t = useT();
  const { open } = useAuthModal();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const form = useFormAction(['email']);

  const onSubmit = async (event: FormEvent) => {
    if (await form.run(() => api(calls.auth.requestPasswordReset, { body: { email } }), { event })) setSent(true);
  };

  if (sent) {
    return (
      <div className="flex flex-col gap-4">
        <SentNotice title={t('authUi.forgot.sent')}>{t('authUi.forgot.sentHint', { email })}</SentNotice>
        <p className="text-center text-[15px]">
          <LinkButton onClick={() => open('login')}>{t('authUi.forgot.backToLogin')}</LinkButton>
        </p>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-[15px] leading-relaxed text-[var(--muted)]">{t('authUi.forgot.hint')}</p>
      <TextField
        label={t('authUi.fields.email')}
        type="email"
        autoComplete="email"
        autoFocus
        required
        value={email}
        onValueChange={form.tracked('email', setEmail)}
        error={form.errors.email}
      />
      <SubmitButton loading={form.busy} disabled={!email}>
        {t('authUi.forgot.submit')}
      </SubmitButton>
    </form>
  );
}
