import { useT } from '../../platform/useT.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';

export default function ClosePollDialog({ open, onOpenChange, onConfirm }: { open: boolean; onOpenChange(open: boolean): void; onConfirm(): Promise<void> }) {
  const t = useT();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('polls.closeTitle')}
      text={t('polls.closeText')}
      confirmLabel={t('polls.closeConfirm')}
      cancelLabel={t('polls.cancel')}
      onConfirm={onConfirm}
    />
  );
}
