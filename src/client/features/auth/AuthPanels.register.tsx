import { useEffect, useState, type FormEvent } from 'react';
import { usePageProps } from '../../platform/usePageProps.ts';
import { calls } from '../../../shared/api/index.ts';
import { api } from '../../platform/api.ts';
import { PASSWORD_MIN } from '../../../shared/password-rules.ts';
import { useAuthModal } from './auth-modal-context.tsx';
import { useFinishSignIn } from './auth-actions.ts';
import { LinkButton, SentNotice } from './auth-forms.tsx';
import { loadRecaptcha, registrationToken } from './recaptcha.ts';
import { invitationFromUrl } from './password-reset-link.ts';
import { INVITATION_LIMITS } from '../../../shared/dto/site-settings.ts';
import { useT } from '../../platform/useT.ts';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { TaggedText } from '../../ui/TaggedText.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';

const NAME_MAX = 30;

export function RegisterPanel() {
  const t = useT();
  const { open } = useAuthModal();
  const { recaptchaSiteKey, registration } = usePageProps();
  const byInvitation = registration === 'invitation';
  const finishSignIn = useFinishSignIn();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [invite, setInvite] = useState(invitationFromUrl);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useFormAction(['name', 'email', 'password', 'invite']);

  useEffect(() => {
    // Loaded while the reader types, so the submit does not wait; a failure here is retried,
    // and reported, by the submit.
    if (recaptchaSiteKey) loadRecaptcha(recaptchaSiteKey).catch(() => undefined);
  }, [recaptchaSiteKey]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const captcha = recaptchaSiteKey
      ? await form.run(async () => ({ captcha_token: await registrationToken(recaptchaSiteKey) }), { fallback: t('authUi.register.recaptchaUnavailable') })
      : {};
    if (!captcha) return;
    const answer = await form.run(() => api(calls.auth.register, { body: { name, email, password, ...captcha, ...(byInvitation ? { invite: invite.trim() } : {}) } }));
    if (!answer) return;
    if (answer.status === 'success') return finishSignIn();
    setSentTo(answer.email);
  };

  // Reached only by an old link or a page opened before registration closed.
  if (registration === 'closed') return <p className="py-6 text-center text-[15px]">{t('authUi.registrationClosed')}</p>;
  if (sentTo !== null) return <SentNotice>{t('authUi.register.sent', { email: sentTo })}</SentNotice>;

  return (
    <div className="flex flex-col gap-5">
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          label={t('authUi.fields.name')}
          autoComplete="nickname"
          autoFocus
          maxLength={NAME_MAX}
          counter
          value={name}
          onValueChange={form.tracked('name', setName)}
          error={form.errors.name}
        />
        <TextField
          label={t('authUi.fields.email')}
          type="email"
          autoComplete="email"
          value={email}
          onValueChange={form.tracked('email', setEmail)}
          error={form.errors.email}
        />
        <TextField
          label={t('authUi.fields.password')}
          type="password"
          autoComplete="new-password"
          value={password}
          onValueChange={form.tracked('password', setPassword)}
          error={form.errors.password}
          hint={t('authUi.fields.passwordRules', { min: PASSWORD_MIN })}
        />
        {byInvitation && (
          <TextField
            label={t('authUi.fields.invitation')}
            autoComplete="off"
            maxLength={INVITATION_LIMITS.code}
            value={invite}
            onValueChange={form.tracked('invite', setInvite)}
            error={form.errors.invite}
          />
        )}
        <SubmitButton loading={form.busy} disabled={!name || !email || !password || (byInvitation && !invite.trim())}>
          {t('authUi.register.submit')}
        </SubmitButton>
      </form>
      <p className="text-center text-[15px] text-[var(--muted)]">
        {t('authUi.register.haveAccount')} <LinkButton onClick={() => open('login')}>{t('authUi.register.login')}</LinkButton>
      </p>
      <Terms />
      {recaptchaSiteKey && <RecaptchaNotice />}
    </div>
  );
}

/** Google's badge is hidden (styles.css); its terms then have to be shown with the form. */
function RecaptchaNotice() {
  const t = useT();
  const link = (href: string) => <a href={href} target="_blank" rel="noopener" className="text-accent hover:underline" />;
  return (
    <p className="text-center text-[12px] leading-relaxed text-[var(--muted)]">
      <TaggedText
        text={t('authUi.register.recaptcha')}
        elements={{ privacy: link('https://policies.google.com/privacy'), terms: link('https://policies.google.com/terms') }}
      />
    </p>
  );
}

function Terms() {
  const t = useT();
  const { userAgreementUrl, privacyPolicyUrl } = usePageProps();
  const key =
    userAgreementUrl && privacyPolicyUrl ? 'termsBoth' : userAgreementUrl ? 'termsAgreement' : privacyPolicyUrl ? 'termsPrivacy' : null;
  if (!key) return null;
  // A new tab keeps the half-filled form.
  const link = (href: string | null) => (
    <a href={href ?? undefined} target="_blank" rel="noopener" className="text-accent hover:underline" />
  );
  return (
    <p className="border-t border-[var(--border)] pt-4 text-center text-[13px] leading-relaxed text-[var(--muted)]">
      <TaggedText text={t(`authUi.register.${key}`)} elements={{ agreement: link(userAgreementUrl), privacy: link(privacyPolicyUrl) }} />
    </p>
  );
}
