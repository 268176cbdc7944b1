import { useState, type FormEvent } from 'react';
import { API_TOKEN_LIFETIMES, API_TOKEN_LIMITS } from '../../../shared/api/api-tokens.ts';
import { calls } from '../../../shared/api/index.ts';
import type { ApiScope } from '../../../shared/api-scopes.ts';
import { api } from '../../platform/api.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { CopyField } from '../../ui/CopyField.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';

const NEVER = 'never';

/** Makes a token, then shows it the only time it is ever shown. */
export function NewApiTokenDialog({ grantable, open, onOpenChange, onCreated }: { grantable: readonly ApiScope[]; open: boolean; onOpenChange(open: boolean): void; onCreated(): void }) {
  const t = useT();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>(['read']);
  const [lifetime, setLifetime] = useState<string>(String(API_TOKEN_LIFETIMES[0]));
  const [token, setToken] = useState<string | null>(null);
  const { busy, errors, tracked, run } = useFormAction(['name', 'scopes']);

  const toggle = (scope: ApiScope) => setScopes((current) => (current.includes(scope) ? current.filter((s) => s !== scope) : [...current, scope]));

  async function submit(event: FormEvent) {
    const body = { name, scopes, expires_in_days: lifetime === NEVER ? null : (Number(lifetime) as (typeof API_TOKEN_LIFETIMES)[number]) };
    const made = await run(() => api(calls.apiTokens.create, { body }), { event });
    if (!made) return;
    setToken(made.token);
    onCreated();
  }

  const close = (next: boolean) => {
    if (next) return onOpenChange(true);
    setToken(null);
    setName('');
    setScopes(['read']);
    onOpenChange(false);
  };

  return (
    <Modal open={open} onOpenChange={close} title={t('apiTokens.create')}>
      {token ? (
        <div className="mt-4 flex flex-col gap-3">
          <p role="alert" className="rounded-lg bg-amber-50 p-3 text-[14px] text-amber-900 dark:bg-amber-950 dark:text-amber-100">
            {t('apiTokens.shownOnce')}
          </p>
          <CopyField label={t('apiTokens.title')} hideLabel value={token} copyLabel={t('apiTokens.copy')} copiedText={t('apiTokens.copied')} testId="api-token-secret" monospace />
          <div className="flex justify-end">
            <Button onClick={() => close(false)}>{t('apiTokens.done')}</Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} className="mt-4 flex flex-col gap-4">
          <TextField label={t('apiTokens.name')} value={name} onValueChange={tracked('name', setName)} maxLength={API_TOKEN_LIMITS.name} placeholder={t('apiTokens.namePlaceholder')} error={errors.name} autoFocus counter />
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">{t('apiTokens.scopesLabel')}</legend>
            {grantable.map((scope) => (
              <label key={scope} className="flex items-center gap-2 text-[15px]">
                <input type="checkbox" name="scopes" value={scope} checked={scopes.includes(scope)} onChange={() => toggle(scope)} className="size-4 accent-[var(--accent)]" />
                {t(`apiTokens.scopes.${scope}`)}
              </label>
            ))}
            {errors.scopes && <p className="text-sm text-red-700 dark:text-red-300">{errors.scopes}</p>}
          </fieldset>
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {t('apiTokens.expiry')}
            <select
              value={lifetime}
              onChange={(event) => setLifetime(event.target.value)}
              className="h-10 rounded-lg border border-control bg-[var(--bg)] px-3 text-[15px] font-normal text-fg outline-none focus-visible:outline-2 focus-visible:outline-accent"
            >
              {API_TOKEN_LIFETIMES.map((days) => (
                <option key={days} value={days}>
                  {t('apiTokens.expiryDays', { count: days })}
                </option>
              ))}
              <option value={NEVER}>{t('apiTokens.never')}</option>
            </select>
          </label>
          <div className="flex justify-end gap-2">
            <Button onClick={() => close(false)}>{t('apiTokens.cancel')}</Button>
            <Button type="submit" variant="primary" disabled={busy || !name.trim() || scopes.length === 0}>
              {t('apiTokens.create')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
