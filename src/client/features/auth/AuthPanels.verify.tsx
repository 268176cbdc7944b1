import { calls } from '../../../shared/api/index.ts';
import { api } from '../../platform/api.ts';
import { useToast } from '../../ui/toast.tsx';
import { useAuthModal } from './auth-modal-context.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { failureText } from '../../ui/useFormErrors.ts';
import { useSubmit } from '../../ui/useSubmit.ts';
import { LinkButton, SentNotice } from './auth-forms.tsx';
import { useT } from '../../platform/useT.ts';

export function VerifyPanel() {
  const t = useT();
  const toast = useToast();
  const { params, open } = useAuthModal();
  const email = params.email ?? '';

  const { loading, onSubmit } = useSubmit(async () => {
    try {
      await api(calls.auth.resendVerification, { body: { email, password: params.password ?? '' } });
      toast.success(t('authUi.verify.resent'));
    } catch (error) {
      toast.error(failureText(error, t, t('authUi.login.invalidCredentials')));
    }
  });

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4">
      <SentNotice title={t('authUi.verify.notConfirmed')}>
        <span className="block font-medium text-[var(--text)]">{email}</span>
        {t('authUi.verify.hint')}
      </SentNotice>
      <SubmitButton loading={loading} autoFocus>
        {t('authUi.verify.resend')}
      </SubmitButton>
      <p className="text-center text-[15px]">
        <LinkButton onClick={() => open('login')}>{t('authUi.verify.otherAccount')}</LinkButton>
      </p>
    </form>
  );
}
