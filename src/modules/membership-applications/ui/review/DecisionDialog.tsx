/**
 * The presidium's decision: approve (with membership class) or reject, always with a reason and
 * the decision date. Validated with the same schema the server uses.
 */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Dialog } from "../../../../ui/backoffice/Dialog.tsx";
import { TextAreaField } from "../../../../ui/form/TextAreaField.tsx";
import { TextField } from "../../../../ui/form/TextField.tsx";
import { SelectField } from "../../../../ui/form/SelectField.tsx";
import { applicationDecisionSchema } from "../../schema/review.ts";
import { MEMBERSHIP_CLASSES, MEMBERSHIP_CLASS_LABELS } from "../../../members/schema/labels.ts";
import { todayInBerlin } from "../../../../shared/schemas/dates.ts";
import type { ApplicationDetail } from "./applications-api.ts";
import { FormDialogActions } from "../../../../ui/backoffice/FormDialogActions.tsx";

const formSchema = applicationDecisionSchema.pick({ reason: true, decisionDate: true, membershipClass: true });
type DecisionForm = { reason: string; decisionDate: string; membershipClass: (typeof MEMBERSHIP_CLASSES)[number] };

export interface DecisionDialogProps {
  application: ApplicationDetail;
  decision: "approved" | "rejected" | null;
  pending: boolean;
  onClose: () => void;
  onSubmit: (values: DecisionForm) => void;
}

export function DecisionDialog({ application, decision, pending, onClose, onSubmit }: DecisionDialogProps) {
  const form = useForm<DecisionForm>({
    resolver: zodResolver(formSchema) as never,
    defaultValues: { reason: "", decisionDate: todayInBerlin(), membershipClass: "ordinary" },
  });
  const errors = form.formState.errors;
  const approve = decision === "approved";
  return (
    <Dialog
      open={decision !== null}
      title={approve ? "Aufnahme beschließen" : "Antrag ablehnen"}
      description={approve ? `${application.companyName} wird als Mitglied angelegt; die vertretungsberechtigte Person erhält eine Einladung in den Mitgliederbereich.` : `${application.companyName} erhält eine E-Mail mit Ihrer Begründung.`}
      onClose={onClose}
    >
      <form className="dialog-form" noValidate onSubmit={form.handleSubmit(onSubmit)}>
        {approve ? (
          <SelectField id="decision-class" label="Mitgliedsart" required options={MEMBERSHIP_CLASSES.map((c) => ({ value: c, label: MEMBERSHIP_CLASS_LABELS[c] }))} error={errors.membershipClass?.message} {...form.register("membershipClass")} />
        ) : null}
        <TextField id="decision-date" label="Datum des Präsidiumsbeschlusses" type="date" required error={errors.decisionDate?.message} {...form.register("decisionDate")} />
        <TextAreaField id="decision-reason" label={approve ? "Begründung / Anmerkung" : "Begründung"} hint="Wird dem Antragsteller per E-Mail mitgeteilt und im Audit-Protokoll gespeichert." required rows={4} error={errors.reason?.message} {...form.register("reason")} />
        <FormDialogActions onCancel={onClose} submitLabel={approve ? "Aufnahme beschließen" : "Antrag ablehnen"} pending={pending} tone={approve ? "primary" : "danger"} />
      </form>
    </Dialog>
  );
}
