/** Register panel (spec 4 "Register", 5, 8): name, email, password; then success or "check your mail". */
import { useState } from 'react';
import { Trans } from 'react-i18next';
import { usePageProps } from '../../platform/usePageProps.ts';
import { http, HttpError } from '../../platform/http.ts';
import { useToast } from '../../ui/toast.tsx';
import { useAuthModal } from './auth-modal-context.tsx';
import { failureText, useFinishSignIn, useSubmit } from './auth-actions.ts';
import { accentText, AuthField, LinkButton, SentNotice, SubmitButton } from './auth-forms.tsx';
import { useT } from '../../platform/useT.ts';

type RegisterAnswer = { status: 'success' } | { status: 'verification sent'; email: string };

/** Spec 9: name max 30. */
const NAME_MAX = 30;

export function RegisterPanel() {
  const t = useT();
  const toast = useToast();
  const { open } = useAuthModal();
  const { recaptchaSiteKey } = usePageProps();
  const finishSignIn = useFinishSignIn();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);

  const { loading, onSubmit } = useSubmit(async () => {
    // The server asks for a captcha token only when reCAPTCHA is configured. Loading Google's
    // script is not built yet, so the field is sent empty; such a server will refuse it.
    const captcha = recaptchaSiteKey ? { captcha_token: '' } : {};
    try {
      const answer = await http.post<RegisterAnswer>('/register', { name, email, password, ...captcha });
      if (answer.status === 'success') return finishSignIn();
      setSentTo(answer.email);
    } catch (error) {
      // Spec 8: one notification per invalid field, with its first message.
      const fieldMessages = error instanceof HttpError ? Object.values(error.firstErrors()) : [];
      if (fieldMessages.length > 0) fieldMessages.forEach((message) => toast.error(message));
      else toast.error(failureText(error, t));
    }
  });

  if (sentTo !== null) return <SentNotice>{t('authUi.register.sent', { email: sentTo })}</SentNotice>;

  return (
    <div className="flex flex-col gap-5">
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <AuthField
          label={t('authUi.fields.name')}
          autoComplete="nickname"
          autoFocus
          maxLength={NAME_MAX}
          counter
          value={name}
          onValueChange={setName}
        />
        <AuthField label={t('authUi.fields.email')} type="email" autoComplete="email" value={email} onValueChange={setEmail} />
        <AuthField
          label={t('authUi.fields.password')}
          type="password"
          autoComplete="new-password"
          value={password}
          onValueChange={setPassword}
        />
        <SubmitButton loading={loading} disabled={!name || !email || !password}>
          {t('authUi.register.submit')}
        </SubmitButton>
      </form>
      <p className="text-center text-[15px] text-[var(--muted)]">
        {t('authUi.register.haveAccount')} <LinkButton onClick={() => open('login')}>{t('authUi.register.login')}</LinkButton>
      </p>
      <Terms />
    </div>
  );
}

/** The footer links to the user agreement and the privacy policy, each only when it exists. */
function Terms() {
  const { userAgreementUrl, privacyPolicyUrl } = usePageProps();
  const key =
    userAgreementUrl && privacyPolicyUrl ? 'termsBoth' : userAgreementUrl ? 'termsAgreement' : privacyPolicyUrl ? 'termsPrivacy' : null;
  if (!key) return null;
  // A new tab keeps the half-filled form.
  const link = (href: string | null) => (
    <a href={href ?? undefined} target="_blank" rel="noopener" className={`${accentText} hover:underline`} />
  );
  return (
    <p className="border-t border-[var(--border)] pt-4 text-center text-[13px] leading-relaxed text-[var(--muted)]">
      <Trans i18nKey={`authUi.register.${key}`} components={{ agreement: link(userAgreementUrl), privacy: link(privacyPolicyUrl) }} />
    </p>
  );
}
