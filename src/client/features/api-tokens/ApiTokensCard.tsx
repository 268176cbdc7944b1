import { router } from '@inertiajs/react';
import { useState } from 'react';
import type { ApiTokensDto } from '../../../shared/api/api-tokens.ts';
import { calls } from '../../../shared/api/index.ts';
import { formatDateTime } from '../../../shared/format/dates.ts';
import { api } from '../../platform/api.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { SettingsCard } from '../../ui/SettingsCard.tsx';
import { useToast } from '../../ui/toast.tsx';
import { NewApiTokenDialog } from './NewApiTokenDialog.tsx';

type Token = ApiTokensDto['tokens'][number];

export function ApiTokensCard({ tokens, grantable }: ApiTokensDto) {
  const t = useT();
  const toast = useToast();
  const { language, timeZone } = usePageProps();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<Token | null>(null);
  const date = (value: string) => formatDateTime(value, language, timeZone);
  const reload = () => router.reload({ only: ['api_tokens'] });

  const revoke = async () => {
    if (!revoking) return;
    await api(calls.apiTokens.revoke, { params: { id: revoking.id } });
    toast.success(t('apiTokens.revoked'));
    reload();
  };

  return (
    <SettingsCard title={t('apiTokens.title')} text={t('apiTokens.intro')}>
      {tokens.length === 0 ? (
        <p className="text-sm text-[var(--muted)]">{t('apiTokens.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-[var(--border)]" data-testid="api-tokens">
          {tokens.map((token) => (
            <li key={token.id} className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0">
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words">{token.name}</p>
                <p className="text-sm text-[var(--text)]">{token.scopes.map((scope) => t(`apiTokens.scopes.${scope}`)).join(', ')}</p>
                <p className="text-sm text-[var(--muted)]">
                  {[
                    t('apiTokens.created', { date: date(token.created_at) }),
                    token.last_used_at ? t('apiTokens.lastUsed', { date: date(token.last_used_at) }) : t('apiTokens.neverUsed'),
                    token.expires_at ? t('apiTokens.expires', { date: date(token.expires_at) }) : t('apiTokens.noExpiry'),
                  ].join(' · ')}
                </p>
              </div>
              <Button onClick={() => setRevoking(token)} aria-label={`${t('apiTokens.revoke')}: ${token.name}`} className="text-red-700 dark:text-red-300">
                {t('apiTokens.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button variant="primary" onClick={() => setCreating(true)}>
          {t('apiTokens.create')}
        </Button>
      </div>
      <NewApiTokenDialog grantable={grantable} open={creating} onOpenChange={setCreating} onCreated={reload} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t('apiTokens.revoke')}
        text={revoking ? t('apiTokens.revokeConfirm', { name: revoking.name }) : ''}
        confirmLabel={t('apiTokens.revoke')}
        cancelLabel={t('apiTokens.cancel')}
        onConfirm={revoke}
      />
    </SettingsCard>
  );
}
