/** Forgot-password panel (spec 4, 5, 8): asks for the email, then shows "Letter sent". */
import { useState } from 'react';
import { calls } from '../../../shared/api/index.ts';
import { api } from '../../platform/api.ts';
import { HttpError } from '../../platform/http.ts';
import { useToast } from '../../ui/toast.tsx';
import { useAuthModal } from './auth-modal-context.tsx';
import { failureText, useSubmit } from './auth-actions.ts';
import { AuthField, LinkButton, SentNotice, SubmitButton } from './auth-forms.tsx';
import { useT } from '../../platform/useT.ts';

export function ForgotPanel() {
  const t = useT();
  const toast = useToast();
  const { open } = useAuthModal();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [sent, setSent] = useState(false);

  const { loading, onSubmit } = useSubmit(async () => {
    setEmailError(undefined);
    try {
      await api(calls.auth.requestPasswordReset, { body: { email } });
      setSent(true);
    } catch (error) {
      // Spec 8: the first message of errors.email, next to the field it is about.
      const message = error instanceof HttpError ? error.firstErrors().email : undefined;
      if (message) setEmailError(message);
      else toast.error(failureText(error, t));
    }
  });

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
      <AuthField
        label={t('authUi.fields.email')}
        type="email"
        autoComplete="email"
        autoFocus
        required
        value={email}
        onValueChange={setEmail}
        error={emailError}
      />
      <SubmitButton loading={loading} disabled={!email}>
        {t('authUi.forgot.submit')}
      </SubmitButton>
    </form>
  );
}
