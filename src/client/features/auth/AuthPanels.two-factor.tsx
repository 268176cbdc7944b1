import { useState, type FormEvent } from 'react';
import { calls } from '../../../shared/api/index.ts';
import { api } from '../../platform/api.ts';
import { useT } from '../../platform/useT.ts';
import { useFinishSignIn } from './auth-actions.ts';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';

export function TwoFactorPanel() {
  const t = useT();
  const finishSignIn = useFinishSignIn();
  const [code, setCode] = useState('');
  const form = useFormAction(['code']);

  const onSubmit = async (event: FormEvent) => {
    if (await form.run(() => api(calls.auth.loginTwoFactor, { body: { code } }), { event })) finishSignIn();
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-[15px] text-[var(--muted)]">{t('authUi.twoFactor.text')}</p>
      <TextField
        label={t('authUi.fields.codeOrRecovery')}
        autoComplete="one-time-code"
        inputMode="text"
        autoFocus
        maxLength={32}
        value={code}
        onValueChange={form.tracked('code', setCode)}
        error={form.errors.code}
      />
      <SubmitButton loading={form.busy} disabled={!code.trim()}>
        {t('authUi.twoFactor.submit')}
      </SubmitButton>
    </form>
  );
}
