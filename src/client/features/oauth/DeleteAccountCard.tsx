import { useState, type FormEvent } from 'react';
import { calls } from '../../../shared/api/index.ts';
import { api } from '../../platform/api.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { useToast } from '../../ui/toast.tsx';
import { SettingsCard } from '../../ui/SettingsCard.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';

const FIELDS = ['password', 'code'] as const;
type Content = 'anonymise' | 'remove';

export function DeleteAccountCard({ hasPassword, twoFactor }: { hasPassword: boolean; twoFactor: boolean }) {
  const t = useT();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [content, setContent] = useState<Content>('anonymise');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const form = useFormAction(FIELDS);

  const onSubmit = async (event: FormEvent) => {
    const body = { content, ...(hasPassword ? { password } : {}), ...(twoFactor && code.trim() !== '' ? { code } : {}) };
    const answer = await form.run(() => api(calls.accountSafety.deleteAccount, { body }), { event });
    if (!answer) return;
    toast.success(answer.message);
    window.location.assign('/');
  };

  return (
    <SettingsCard title={t('oauth.deletion.title')} text={t('oauth.deletion.text')}>
      {!open ? (
        <div>
          <Button className="text-red-700 dark:text-red-300" onClick={() => setOpen(true)}>
            {t('oauth.deletion.open')}
          </Button>
        </div>
      ) : (
        <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t('oauth.deletion.title')}>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-[15px] font-medium">{t('oauth.deletion.contentLabel')}</legend>
            {(['anonymise', 'remove'] as const).map((choice) => (
              <label key={choice} className="flex items-center gap-2 text-[15px]">
                <input type="radio" name="content" value={choice} checked={content === choice} onChange={() => setContent(choice)} className="size-4 accent-[var(--accent)]" />
                {t(`oauth.deletion.${choice}`)}
              </label>
            ))}
          </fieldset>
          {hasPassword && (
            <TextField label={t('oauth.deletion.password')} type="password" autoComplete="current-password" maxLength={128} value={password} onValueChange={form.tracked('password', setPassword)} error={form.errors.password} />
          )}
          {twoFactor && (
            <TextField label={t('oauth.deletion.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={32} value={code} onValueChange={form.tracked('code', setCode)} error={form.errors.code} />
          )}
          {!hasPassword && !twoFactor && <p className="text-[15px] text-[var(--muted)]">{form.errors.password ?? t('oauth.deletion.fresh')}</p>}
          <p className="text-[15px] font-medium text-red-700 dark:text-red-300">{t('oauth.deletion.warning')}</p>
          <div className="flex flex-wrap gap-2">
            {/* Red and no wider than its text: unlike the other forms' submit, this one is not the way on. */}
            <button
              type="submit"
              disabled={form.busy}
              aria-busy={form.busy}
              className="inline-flex h-9 items-center justify-center rounded-lg bg-red-700 px-4 text-[14px] font-medium text-white transition-colors hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-50"
            >
              {t('oauth.deletion.confirm')}
            </button>
            <Button onClick={() => setOpen(false)}>{t('oauth.deletion.cancel')}</Button>
          </div>
        </form>
      )}
    </SettingsCard>
  );
}
