import type { FormEvent } from 'react';
import { calls } from '../../../shared/api/index.ts';
import { api } from '../../platform/api.ts';
import { useToast } from '../../ui/toast.tsx';
import { useAuthModal } from './auth-modal-context.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';
import { LinkButton, SentNotice } from './auth-forms.tsx';
import { useT } from '../../platform/useT.ts';

export function VerifyPanel() {
  const t = useT();
  const toast = useToast();
  const { params, open } = useAuthModal();
  const email = params.email ?? '';

  const form = useFormAction();

  const onSubmit = async (event: FormEvent) => {
    if (await form.run(() => api(calls.auth.resendVerification, { body: { email, password: params.password ?? '' } }), { event })) toast.success(t('authUi.verify.resent'));
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4">
      <SentNotice title={t('authUi.verify.notConfirmed')}>
        <span className="block font-medium text-[var(--text)]">{email}</span>
        {t('authUi.verify.hint')}
      </SentNotice>
      <SubmitButton loading={form.busy} autoFocus>
        {t('authUi.verify.resend')}
      </SubmitButton>
      <p className="text-center text-[15px]">
        <LinkButton onClick={() => open('login')}>{t('authUi.verify.otherAccount')}</LinkButton>
      </p>
    </form>
  );
}
