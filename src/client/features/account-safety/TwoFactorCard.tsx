import { useState, type FormEvent } from 'react';
import { router } from '@inertiajs/react';
import { ShieldCheck } from '../../ui/icons.ts';
import { calls } from '../../../shared/api/index.ts';
import type { TwoFactorDto } from '../../../shared/dto/account-safety.ts';
import { api } from '../../platform/api.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { useToast } from '../../ui/toast.tsx';
import { SettingsCard } from '../../ui/SettingsCard.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';

type Step = { kind: 'idle' } | { kind: 'password' } | { kind: 'scan'; secret: string; qr: string } | { kind: 'codes'; codes: string[] } | { kind: 'disable' };

export function TwoFactorCard({ state }: { state: TwoFactorDto }) {
  const t = useT();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const close = () => setStep({ kind: 'idle' });
  const reload = () => router.reload({ only: ['two_factor'] });

  return (
    <SettingsCard
      title={t('accountSafety.ui.security.twoFactor')}
      text={state.enabled ? t('accountSafety.ui.security.twoFactorOn', { count: state.recovery_codes_left }) : t('accountSafety.ui.security.twoFactorOff')}
    >
      <div>
        {state.enabled ? (
          <Button onClick={() => setStep({ kind: 'disable' })}>{t('accountSafety.ui.security.disable')}</Button>
        ) : (
          <Button variant="primary" onClick={() => setStep({ kind: 'password' })}>
            <ShieldCheck aria-hidden className="size-4" />
            {t('accountSafety.ui.security.enable')}
          </Button>
        )}
      </div>
      <Modal open={step.kind === 'password' || step.kind === 'scan'} onOpenChange={(open) => !open && close()} title={t('accountSafety.ui.security.twoFactor')}>
        {step.kind === 'password' && <PasswordStep onDone={(secret, qr) => setStep({ kind: 'scan', secret, qr })} />}
        {step.kind === 'scan' && <ScanStep secret={step.secret} qr={step.qr} onDone={(codes) => setStep({ kind: 'codes', codes })} />}
      </Modal>
      <Modal open={step.kind === 'codes'} onOpenChange={(open) => !open && (close(), reload())} title={t('accountSafety.ui.security.recoveryTitle')}>
        {step.kind === 'codes' && (
          <RecoveryCodes
            codes={step.codes}
            onDone={() => {
              close();
              reload();
            }}
          />
        )}
      </Modal>
      <Modal open={step.kind === 'disable'} onOpenChange={(open) => !open && close()} title={t('accountSafety.ui.security.disableTitle')}>
        <DisableStep
          onDone={() => {
            close();
            reload();
          }}
        />
      </Modal>
    </SettingsCard>
  );
}

function PasswordStep({ onDone }: { onDone(secret: string, qr: string): void }) {
  const t = useT();
  const [password, setPassword] = useState('');
  const form = useFormAction(['password']);
  const onSubmit = async (event: FormEvent) => {
    const answer = await form.run(() => api(calls.accountSafety.startTwoFactor, { body: { password } }), { event });
    if (answer) onDone(answer.secret, answer.qr);
  };
  return (
    <form onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
      <TextField label={t('accountSafety.ui.security.password')} type="password" autoComplete="current-password" autoFocus maxLength={128} value={password} onValueChange={form.tracked('password', setPassword)} error={form.errors.password} />
      <SubmitButton loading={form.busy} disabled={!password}>
        {t('accountSafety.ui.security.continue')}
      </SubmitButton>
    </form>
  );
}

function ScanStep({ secret, qr, onDone }: { secret: string; qr: string; onDone(codes: string[]): void }) {
  const t = useT();
  const [code, setCode] = useState('');
  const form = useFormAction(['code']);
  const onSubmit = async (event: FormEvent) => {
    const answer = await form.run(() => api(calls.accountSafety.enableTwoFactor, { body: { code } }), { event });
    if (answer) onDone(answer.recovery_codes);
  };
  return (
    <form onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
      <p className="text-[15px] text-[var(--muted)]">{t('accountSafety.ui.security.scan')}</p>
      {/* White behind the code in both themes: scanners need the contrast. */}
      <img src={qr} alt={t('accountSafety.ui.security.qrAlt')} width={200} height={200} className="mx-auto size-[200px] rounded-lg bg-white p-2" />
      <code data-testid="two-factor-secret" className="break-all rounded-lg bg-page px-3 py-2 text-center font-mono text-sm tracking-wider select-all">
        {secret}
      </code>
      <TextField label={t('accountSafety.ui.security.code')} autoComplete="one-time-code" inputMode="numeric" maxLength={32} value={code} onValueChange={form.tracked('code', setCode)} error={form.errors.code} />
      <SubmitButton loading={form.busy} disabled={!code.trim()}>
        {t('accountSafety.ui.security.confirm')}
      </SubmitButton>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const t = useT();
  const toast = useToast();
  const copy = async () => {
    await navigator.clipboard.writeText(codes.join('\n'));
    toast.success(t('accountSafety.ui.security.copied'));
  };
  return (
    <div className="mt-4 flex flex-col gap-4">
      <p className="text-[15px] text-[var(--muted)]">{t('accountSafety.ui.security.recoveryText')}</p>
      <ul data-testid="recovery-codes" className="grid grid-cols-2 gap-2 rounded-lg bg-page p-3 font-mono text-[15px]">
        {codes.map((code) => (
          <li key={code} className="text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void copy()}>{t('accountSafety.ui.security.copy')}</Button>
        <Button variant="primary" className="flex-1" onClick={onDone}>
          {t('accountSafety.ui.security.done')}
        </Button>
      </div>
    </div>
  );
}

function DisableStep({ onDone }: { onDone(): void }) {
  const t = useT();
  const toast = useToast();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const form = useFormAction(['code', 'password']);
  const onSubmit = async (event: FormEvent) => {
    if (!(await form.run(() => api(calls.accountSafety.disableTwoFactor, { body: code.trim() ? { code } : { password } }), { event }))) return;
    toast.success(t('accountSafety.ui.security.disabled'));
    onDone();
  };
  return (
    <form onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
      <p className="text-[15px] text-[var(--muted)]">{t('accountSafety.ui.security.disableText')}</p>
      <TextField label={t('authUi.fields.codeOrRecovery')} autoComplete="one-time-code" maxLength={32} value={code} onValueChange={form.tracked('code', setCode)} error={form.errors.code} />
      <p className="text-center text-sm text-[var(--muted)]">{t('accountSafety.ui.security.or')}</p>
      <TextField label={t('accountSafety.ui.security.password')} type="password" autoComplete="current-password" maxLength={128} value={password} onValueChange={form.tracked('password', setPassword)} error={form.errors.password} />
      <SubmitButton loading={form.busy} disabled={!code.trim() && !password}>
        {t('accountSafety.ui.security.disable')}
      </SubmitButton>
    </form>
  );
}
