import { Button } from './Button.tsx';
import { Modal } from './Modal.tsx';
import { useFormAction } from './useFormAction.ts';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Runs the action; a rejection is told as useFormAction tells it and keeps the dialog open. */
  onConfirm(): Promise<void>;
}

export function ConfirmDialog({ open, onOpenChange, title, text, confirmLabel, cancelLabel, onConfirm }: ConfirmDialogProps) {
  const { busy, run } = useFormAction();

  async function confirm() {
    if (await run(onConfirm)) onOpenChange(false);
  }

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title}>
      <p className="mt-2 text-[15px] text-muted">{text}</p>
      <div className="mt-6 flex justify-end gap-2">
        <Button onClick={() => onOpenChange(false)}>{cancelLabel}</Button>
        <Button onClick={confirm} disabled={busy} className="bg-red-600! text-white! hover:bg-red-700!">
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
