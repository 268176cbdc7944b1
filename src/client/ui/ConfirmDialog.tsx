import { useState } from 'react';
import { Button } from './Button.tsx';
import { Modal } from './Modal.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Runs the action; a rejection keeps the dialog open. */
  onConfirm(): Promise<void>;
}

export function ConfirmDialog({ open, onOpenChange, title, text, confirmLabel, cancelLabel, onConfirm }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // Reported by the caller; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
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
