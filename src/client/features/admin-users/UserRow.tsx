/**
 * The server refuses to ban or delete a super admin (take the role first), and nobody changes
 * their own role: those rows offer what remains.
 */
import { useState } from 'react';
import { BadgeCheck, BadgeX, Ban, LogOut, MailCheck, ShieldCheck, Trash2, UserCog } from '../../ui/icons.ts';
import { calls } from '../../../shared/api/index.ts';
import type { AdminUserDto } from '../../../shared/dto/admin-users.ts';
import { formatDay } from '../../../shared/format/dates.ts';
import { api } from '../../platform/api.ts';
import { usePageProps } from '../../platform/usePageProps.ts';
import { useT } from '../../platform/useT.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { ControlsMenu } from '../../ui/ControlsMenu.tsx';
import { Link } from '../../ui/Link.tsx';
import type { MenuAction } from '../../ui/Menu.tsx';
import { useFailureToast, useToast } from '../../ui/toast.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';
import { AdminBadge } from '../admin/index.ts';
import { BanModal } from '../communities/index.ts';
import { VerifiedBadge } from '../posts/index.ts';
import { DeleteUserDialog } from './DeleteUserDialog.tsx';
import { RoleDialog } from './RoleDialog.tsx';

type Dialog = 'role' | 'ban' | 'signOut' | 'delete' | null;

export function UserRow({ initial, onDeleted }: { initial: AdminUserDto; onDeleted(): void }) {
  const t = useT();
  const toast = useToast();
  const { auth, language, timeZone } = usePageProps();
  const [user, setUser] = useState(initial);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = (open: boolean) => !open && setDialog(null);
  const self = auth.user?.id === user.id;

  const fail = useFailureToast();
  const { run } = useFormAction();

  async function act(send: () => Promise<void>, done: string) {
    if (await run(send)) toast.success(done);
  }

  const unban = () => act(() => api(calls.communities.siteUnban, { params: { id: user.id } }).then(() => setUser((current) => ({ ...current, ban: null }))), t('adminUsers.unbanned'));
  const verify = () => act(() => api(calls.adminUsers.verifyEmail, { params: { id: user.id } }).then(() => setUser((current) => ({ ...current, verified: true }))), t('adminUsers.verified'));

  const markOfficial = (isOfficial: boolean) =>
    act(
      () => api(calls.adminUsers.setOfficial, { params: { id: user.id }, body: { is_official: isOfficial } }).then(({ is_official }) => setUser((current) => ({ ...current, is_official }))),
      t(isOfficial ? 'adminUsers.official.given' : 'adminUsers.official.taken'),
    );

  async function signOut() {
    const { ended } = await api(calls.adminUsers.signOut, { params: { id: user.id } });
    toast.success(t('adminUsers.signOut.done', { count: ended }));
  }

  function actions(current: AdminUserDto): MenuAction[] {
    const superAdmin = current.role === 'super_admin';
    const list: MenuAction[] = [];
    if (!self) list.push({ key: 'role', icon: UserCog, label: t('adminUsers.menu.role'), onSelect: () => setDialog('role') });
    if (!self && !superAdmin) {
      list.push(
        current.ban
          ? { key: 'unban', icon: ShieldCheck, label: t('adminUsers.menu.unban'), onSelect: () => void unban() }
          : { key: 'ban', icon: Ban, label: t('adminUsers.menu.ban'), danger: true, onSelect: () => setDialog('ban') },
      );
    }
    list.push(
      current.is_official
        ? { key: 'unofficial', icon: BadgeX, label: t('adminUsers.menu.unofficial'), onSelect: () => void markOfficial(false) }
        : { key: 'official', icon: BadgeCheck, label: t('adminUsers.menu.official'), onSelect: () => void markOfficial(true) },
    );
    if (!current.verified) list.push({ key: 'verify', icon: MailCheck, label: t('adminUsers.menu.verify'), onSelect: () => void verify() });
    list.push({ key: 'signOut', icon: LogOut, label: t('adminUsers.menu.signOut'), onSelect: () => setDialog('signOut') });
    if (!self && !superAdmin) list.push({ key: 'delete', icon: Trash2, label: t('adminUsers.menu.delete'), danger: true, onSelect: () => setDialog('delete') });
    return list;
  }

  return (
    <li className="flex items-start gap-3 p-4" data-testid="admin-user">
      <Avatar image={user.avatar} name={user.name} size={44} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <Link href={user.url} className="font-semibold hover:text-accent">
            {user.name}
          </Link>
          {user.is_official && <VerifiedBadge />}
          <span className="text-[14px] text-muted">@{user.slug}</span>
          {self && <span className="text-[13px] text-muted">({t('adminUsers.you')})</span>}
        </div>
        <p className="truncate text-[14px] text-muted">{user.email}</p>
        {(user.role !== 'user' || !user.verified || user.ban) && (
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            {user.role !== 'user' && <AdminBadge tone="accent">{t(`adminUsers.roles.${user.role}`)}</AdminBadge>}
            {!user.verified && <AdminBadge tone="warning">{t('adminUsers.badges.unverified')}</AdminBadge>}
            {user.ban && (
              <AdminBadge tone="danger">
                {user.ban.until ? t('adminUsers.badges.bannedUntil', { date: formatDay(user.ban.until, language, timeZone) }) : t('adminUsers.badges.bannedForever')}
              </AdminBadge>
            )}
          </div>
        )}
        <p className="mt-1 text-[13px] text-muted">
          {t('adminUsers.registered', { date: formatDay(user.created_at, language, timeZone) })} · {t('adminUsers.rating', { rating: user.rating })}
        </p>
      </div>
      <ControlsMenu<AdminUserDto> label={t('adminUsers.menu.label', { name: user.name })} load={() => Promise.resolve(user)} items={actions} onError={fail} refetch />

      {dialog === 'role' && <RoleDialog user={user} onOpenChange={close} onChanged={(role) => setUser((current) => ({ ...current, role }))} />}
      {dialog === 'ban' && (
        <BanModal
          open
          onOpenChange={close}
          communitySlug={null}
          user={user}
          onBanned={(until) => setUser((current) => ({ ...current, ban: { reason: null, until } }))}
        />
      )}
      {dialog === 'delete' && <DeleteUserDialog user={user} onOpenChange={close} onDeleted={onDeleted} />}
      <ConfirmDialog
        open={dialog === 'signOut'}
        onOpenChange={close}
        title={t('adminUsers.signOut.title')}
        text={t('adminUsers.signOut.text', { name: user.name })}
        confirmLabel={t('adminUsers.signOut.confirm')}
        cancelLabel={t('adminUsers.signOut.cancel')}
        onConfirm={signOut}
      />
    </li>
  );
}
