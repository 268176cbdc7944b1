import { useState, type FormEvent } from 'react';
import { calls } from '../../../shared/api/index.ts';
import { USER_ROLES, type UserRole } from '../../../shared/dto/user.ts';
import { api } from '../../platform/api.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { useToast } from '../../ui/toast.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';

export interface RoleDialogProps {
  user: { id: number; name: string; role: UserRole };
  onOpenChange(open: boolean): void;
  onChanged(role: UserRole): void;
}

export function RoleDialog({ user, onOpenChange, onChanged }: RoleDialogProps) {
  const t = useT();
  const toast = useToast();
  const [role, setRole] = useState(user.role);
  const { busy, run } = useFormAction();

  async function save(event: FormEvent) {
    const answer = await run(() => api(calls.adminUsers.setRole, { params: { id: user.id }, body: { role } }), { event });
    if (!answer) return;
    toast.success(t('adminUsers.role.done'));
    onChanged(answer.role);
    onOpenChange(false);
  }

  return (
    <Modal open onOpenChange={onOpenChange} title={t('adminUsers.role.title')}>
      <form onSubmit={save} className="mt-4 flex flex-col gap-4" data-testid="role-dialog">
        <p className="text-[15px] text-muted">{t('adminUsers.role.user', { name: user.name })}</p>
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">{t('adminUsers.role.title')}</legend>
          {USER_ROLES.map((choice) => (
            <label key={choice} className="flex items-center gap-2.5 text-[15px]">
              <input type="radio" name="role" value={choice} checked={role === choice} onChange={() => setRole(choice)} className="size-4 accent-[var(--accent)]" />
              {t(`adminUsers.roles.${choice}`)}
            </label>
          ))}
        </fieldset>
        <p className="text-[14px] text-muted">{t('adminUsers.role.hint')}</p>
        <div className="mt-2 flex justify-end gap-2">
          <Button onClick={() => onOpenChange(false)}>{t('adminUsers.role.cancel')}</Button>
          <Button type="submit" variant="primary" disabled={busy || role === user.role}>
            {t('adminUsers.role.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
