import { useState, type FormEvent } from 'react';
import { calls } from '../../../shared/api/index.ts';
import { api } from '../../platform/api.ts';
import { useAuthModal } from './auth-modal-context.tsx';
import { useFinishSignIn } from './auth-actions.ts';
import { LinkButton } from './auth-forms.tsx';
import { SocialSignIn } from './AuthPanels.social.tsx';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';

export function LoginPanel() {
  const t = useT();
  const { params, open } = useAuthModal();
  const { registration } = usePageProps();
  const finishSignIn = useFinishSignIn();
  // Pre-filled after a password reset, which knows the address.
  const [email, setEmail] = useState(params.email ?? '');
  const [password, setPassword] = useState('');
  const form = useFormAction(['email', 'password']);

  const onSubmit = async (event: FormEvent) => {
    const answer = await form.run(() => api(calls.auth.login, { body: { email, password } }), { event });
    if (!answer) return;
    if (answer.status === 'success') return finishSignIn();
    if (answer.status === 'two factor need') return open('twoFactor', { email });
    // The resend call needs the credentials again, so the verify panel receives them.
    open('verify', { email: answer.email, password });
  };

  return (
    <div className="flex flex-col gap-5">
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          label={t('authUi.fields.email')}
          type="email"
          autoComplete="username"
          autoFocus={!email}
          value={email}
          onValueChange={form.tracked('email', setEmail)}
          error={form.errors.email}
        />
        <TextField
          label={t('authUi.fields.password')}
          type="password"
          autoComplete="current-password"
          autoFocus={!!email}
          value={password}
          onValueChange={form.tracked('password', setPassword)}
          error={form.errors.password}
          footer={<LinkButton onClick={() => open('forgot')}>{t('authUi.login.forgot')}</LinkButton>}
        />
        <SubmitButton loading={form.busy} disabled={!email || !password}>
          {t('authUi.login.submit')}
        </SubmitButton>
      </form>
      <SocialSignIn />
      <p className="text-center text-[15px] text-[var(--muted)]">
        {registration !== 'closed' ? (
          <>
            {t('authUi.login.noAccount')} <LinkButton onClick={() => open('register')}>{t('authUi.login.register')}</LinkButton>
          </>
        ) : (
          t('authUi.registrationClosed')
        )}
      </p>
    </div>
  );
}
