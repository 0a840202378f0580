/**
 * The footer of every form dialog: "Abbrechen" and the submit button, which is disabled and says
 * so while the form is being sent.
 */
export interface FormDialogActionsProps {
  onCancel: () => void;
  submitLabel: string;
  pending?: boolean;
  pendingLabel?: string;
  /** danger for decisions that end something (rejection, exclusion). */
  tone?: "primary" | "danger";
}

export function FormDialogActions({ onCancel, submitLabel, pending = false, pendingLabel = "Wird gespeichert …", tone = "primary" }: FormDialogActionsProps) {
  return (
    <div className="dialog__actions">
      <button type="button" className="button" onClick={onCancel}>
        Abbrechen
      </button>
      <button type="submit" className={`button button--${tone}`} disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </button>
    </div>
  );
}
