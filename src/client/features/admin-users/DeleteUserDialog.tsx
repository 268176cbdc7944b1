import { useState } from 'react';
import { calls } from '../../../shared/api/index.ts';
import { api } from '../../platform/api.ts';
import { useT } from '../../platform/useT.ts';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { useToast } from '../../ui/toast.tsx';
import { useFormAction } from '../../ui/useFormAction.ts';

type Content = 'anonymise' | 'remove';

export function DeleteUserDialog({ user, onOpenChange, onDeleted }: { user: { id: number; name: string }; onOpenChange(open: boolean): void; onDeleted(): void }) {
  const t = useT();
  const toast = useToast();
  const [content, setContent] = useState<Content>('anonymise');
  const { busy, run } = useFormAction();

  async function destroy() {
    if (!(await run(() => api(calls.adminUsers.destroy, { params: { id: user.id }, body: { content } })))) return;
    toast.success(t('adminUsers.delete.done'));
    onOpenChange(false);
    onDeleted();
  }

  return (
    <Modal open onOpenChange={onOpenChange} title={t('adminUsers.delete.title')}>
      <p className="mt-2 text-[15px] text-muted">{t('adminUsers.delete.text', { name: user.name })}</p>
      <fieldset className="mt-4 flex flex-col gap-2">
        <legend className="mb-1 text-[15px] font-medium">{t('adminUsers.delete.contentLabel')}</legend>
        {(['anonymise', 'remove'] as const).map((choice) => (
          <label key={choice} className="flex items-center gap-2.5 text-[15px]">
            <input type="radio" name="content" value={choice} checked={content === choice} onChange={() => setContent(choice)} className="size-4 accent-[var(--accent)]" />
            {t(`adminUsers.delete.${choice}`)}
          </label>
        ))}
      </fieldset>
      <div className="mt-6 flex justify-end gap-2">
        <Button onClick={() => onOpenChange(false)}>{t('adminUsers.delete.cancel')}</Button>
        <Button onClick={() => void destroy()} disabled={busy} className="bg-red-600! text-white! hover:bg-red-700!">
          {t('adminUsers.delete.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
