/**
 * Ends a membership: a written resignation (the exit date follows from the statutes and is shown
 * before saving) or an exclusion by decision of the general assembly (date and reason).
 */
import { useState } from "react";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { TextAreaField } from "#ui/form/TextAreaField.tsx";
import { resignationDeadline, resignationEffectiveDate } from "../domain/resignation.ts";
import { exclusionSchema, resignationSchema } from "../schema/member.ts";
import { berlinDate } from "#shared/dates.ts";
import { browserNow } from "#ui/clock.ts";
import { formatGermanDate } from "#shared/dates.ts";
import { useRecordExclusion, useRecordResignation, type MemberDetail } from "./members-api.ts";
import { FormDialogActions } from "#ui/backoffice/FormDialogActions.tsx";

export type EndKind = "resignation" | "exclusion";

export function EndMembershipDialog({ kind, member, onClose }: { kind: EndKind | null; member: MemberDetail; onClose: () => void }) {
  const resign = useRecordResignation();
  const exclude = useRecordExclusion();
  const [date, setDate] = useState(() => berlinDate(browserNow()));
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = member.membership.id;
  const version = member.membership.version;
  const validDate = /^\d{4}-\d{2}-\d{2}$/.test(date);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed =
      kind === "resignation" ? resignationSchema.safeParse({ receivedAt: date, version }) : exclusionSchema.safeParse({ decidedAt: date, reason, version });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    if (kind === "resignation") resign.mutate({ id, value: { receivedAt: date, version } }, { onSuccess: onClose });
    else exclude.mutate({ id, value: { decidedAt: date, reason, version } }, { onSuccess: onClose });
  };
  const pending = resign.isPending || exclude.isPending;

  return (
    <Dialog
      open={kind !== null}
      title={kind === "resignation" ? "Austritt erfassen" : "Ausschluss erfassen"}
      description={member.organization.name}
      onClose={onClose}
    >
      <form className="dialog-form" noValidate onSubmit={submit}>
        {kind === "resignation" ? (
          <>
            <TextField
              id="end-date"
              label="Eingang der schriftlichen Kündigung"
              type="date"
              required
              value={date}
              onChange={(e) => setDate(e.target.value)}
              error={errors.receivedAt}
            />
            {validDate ? (
              <p className="notice" aria-live="polite">
                Die Mitgliedschaft endet am <strong>{formatGermanDate(resignationEffectiveDate(date))}</strong>. Kündigungen, die bis zum{" "}
                {formatGermanDate(resignationDeadline(Number(date.slice(0, 4))))} eingehen, wirken zum Ende des laufenden Jahres, spätere zum Ende des
                Folgejahres.
              </p>
            ) : null}
          </>
        ) : (
          <>
            <TextField
              id="end-date"
              label="Datum des Beschlusses der Mitgliederversammlung"
              type="date"
              required
              value={date}
              onChange={(e) => setDate(e.target.value)}
              error={errors.decidedAt}
            />
            <TextAreaField
              id="end-reason"
              label="Begründung"
              required
              rows={4}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={errors.reason}
            />
          </>
        )}
        <FormDialogActions
          onCancel={onClose}
          submitLabel={kind === "resignation" ? "Austritt erfassen" : "Ausschluss erfassen"}
          pending={pending}
          tone="danger"
        />
      </form>
    </Dialog>
  );
}
