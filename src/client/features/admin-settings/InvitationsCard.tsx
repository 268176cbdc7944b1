/** Inside the settings form, so it has no form of its own: Enter in its field makes a code instead of saving. */
import { useState } from 'react';
import type { InvitationDto } from '../../../shared/api/admin-invitations.ts';
import { calls } from '../../../shared/api/index.ts';
import { formatDateTime } from '../../../shared/format/dates.ts';
import { api } from '../../platform/api.ts';
import { copyToClipboard } from '../../platform/clipboard.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { useToast } from '../../ui/toast.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';
import { AdminBadge, AdminCard } from '../admin/index.ts';
import { TextField } from '../../ui/TextField.tsx';

const STATE_TONES = { active: 'accent', used: 'neutral', revoked: 'danger', expired: 'warning' } as const;

export function InvitationsCard({ initial }: { initial: InvitationDto[] }) {
  const t = useT();
  const toast = useToast();
  const [invitations, setInvitations] = useState(initial);
  const [days, setDays] = useState('');
  const [notWhole, setNotWhole] = useState(false);
  const { busy, errors, tracked, run } = useFormAction(['expiresInDays']);
  const editDays = tracked('expiresInDays', (value: string) => {
    setDays(value);
    setNotWhole(false);
  });

  async function create() {
    const expiresInDays = days.trim() === '' ? null : Number(days);
    if (expiresInDays !== null && !Number.isInteger(expiresInDays)) return setNotWhole(true);
    const created = await run(() => api(calls.adminInvitations.create, { body: { expiresInDays } }));
    if (!created) return;
    setInvitations((list) => [created, ...list]);
    setDays('');
    toast.success(t('adminSettings.invitations.created'));
  }

  return (
    <AdminCard title={t('adminSettings.invitations.title')} text={t('adminSettings.invitations.text')}>
      <div className="flex flex-wrap items-start gap-3">
        <div className="w-44">
          <TextField
            label={t('adminSettings.invitations.expiresInDays')}
            value={days}
            inputMode="numeric"
            hint={t('adminSettings.invitations.expiresHint')}
            onValueChange={editDays}
            error={notWhole ? t('validation.invalid') : errors.expiresInDays}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              void create();
            }}
          />
        </div>
        <Button variant="primary" disabled={busy} className="sm:mt-7" onClick={() => void create()}>
          {t('adminSettings.invitations.create')}
        </Button>
      </div>
      {invitations.length === 0 ? (
        <p className="mt-4 text-[15px] text-[var(--muted)]">{t('adminSettings.invitations.empty')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-[var(--border)]" data-testid="invitations">
          {invitations.map((invitation) => (
            <InvitationRow key={invitation.id} invitation={invitation} onRevoked={(revoked) => setInvitations((list) => list.map((item) => (item.id === revoked.id ? revoked : item)))} />
          ))}
        </ul>
      )}
    </AdminCard>
  );
}

function InvitationRow({ invitation, onRevoked }: { invitation: InvitationDto; onRevoked(invitation: InvitationDto): void }) {
  const t = useT();
  const toast = useToast();
  const { run } = useFormAction();
  const { language, timeZone } = usePageProps();
  const date = (value: string) => formatDateTime(value, language, timeZone);

  async function copy() {
    try {
      await copyToClipboard(invitation.link);
      toast.success(t('adminSettings.invitations.copied'));
    } catch {
      toast.error(t('postUi.actions.copyFailed'));
    }
  }

  async function revoke() {
    const revoked = await run(() => api(calls.adminInvitations.revoke, { params: { id: invitation.id } }));
    if (!revoked) return;
    onRevoked(revoked);
    toast.success(t('adminSettings.invitations.revoked'));
  }

  const details = [
    t('adminSettings.invitations.createdAt', { date: date(invitation.createdAt) }),
    invitation.state === 'active' && invitation.expiresAt && t('adminSettings.invitations.expiresAt', { date: date(invitation.expiresAt) }),
  ].filter(Boolean);

  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
      <div className="flex min-w-0 flex-1 basis-64 flex-col gap-1">
        <input
          readOnly
          value={invitation.link}
          aria-label={t('authUi.fields.invitation')}
          onFocus={(event) => event.currentTarget.select()}
          className="w-full truncate rounded-md bg-page px-2 py-1 font-mono text-[13px]"
        />
        <p className="text-[13px] text-[var(--muted)]">
          <AdminBadge tone={STATE_TONES[invitation.state]}>{t(`adminSettings.invitations.states.${invitation.state}`)}</AdminBadge>{' '}
          {invitation.state === 'used' &&
            (invitation.usedBy ? (
              <a href={invitation.usedBy.url} className="text-accent hover:underline">
                {invitation.usedBy.name}
              </a>
            ) : (
              t('adminSettings.invitations.usedByDeleted')
            ))}{' '}
          {details.join(', ')}
        </p>
      </div>
      <div className="flex gap-2">
        {invitation.state === 'active' && (
          <>
            <Button onClick={() => void copy()}>{t('adminSettings.invitations.copy')}</Button>
            <Button onClick={() => void revoke()}>{t('adminSettings.invitations.revoke')}</Button>
          </>
        )}
      </div>
    </li>
  );
}
