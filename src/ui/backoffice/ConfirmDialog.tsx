/** A yes/no question before an action with consequences (deactivate, delete). */
import { Dialog } from "./Dialog.tsx";

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  danger?: boolean;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, text, confirmLabel, danger, pending, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog open={open} title={title} onClose={onCancel}>
      <p>{text}</p>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onCancel}>
          Abbrechen
        </button>
        <button type="button" className={danger ? "button button--danger" : "button button--primary"} onClick={onConfirm} disabled={pending}>
          {pending ? "Wird ausgeführt …" : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
