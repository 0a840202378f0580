/**
 * The presidium's decision: approve (with membership class) or reject, always with a reason and
 * the decision date. Validated with the same schema the server uses. An approval is checked while
 * the dialog is open (decision date, § 3 Abs. 5 admission freeze), so a refusal is said at the top
 * before the form is filled; a refusal of the server is shown here too, and what was typed stays.
 */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { ApiError } from "#ui/backoffice/api-client.ts";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import { FormAlert } from "#ui/form/FormAlert.tsx";
import { TextAreaField } from "#ui/form/TextAreaField.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { SelectField } from "#ui/form/SelectField.tsx";
import { applicationDecisionSchema } from "../../schema/review.ts";
import { MEMBERSHIP_CLASSES, MEMBERSHIP_CLASS_LABELS } from "#modules/members/schema/labels.ts";
import { useApprovalCheck, type ApplicationDetail } from "./applications-api.ts";
import { FormDialogActions } from "#ui/backoffice/FormDialogActions.tsx";
import { berlinDate } from "#shared/dates.ts";
import { browserNow } from "#ui/clock.ts";

const formSchema = applicationDecisionSchema.pick({ reason: true, decisionDate: true, membershipClass: true });
type DecisionForm = { reason: string; decisionDate: string; membershipClass: (typeof MEMBERSHIP_CLASSES)[number] };

export interface DecisionDialogProps {
  application: ApplicationDetail;
  decision: "approved" | "rejected" | null;
  pending: boolean;
  /** The server's refusal of the last submission, shown in the dialog. */
  error?: unknown;
  onClose: () => void;
  onSubmit: (values: DecisionForm) => void;
}

/** "decisionDate: …" details of a 400 belong to the date field. */
function dateDetail(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.details.find((d) => d.startsWith("decisionDate: "))?.slice("decisionDate: ".length);
}

export function DecisionDialog({ application, decision, pending, error, onClose, onSubmit }: DecisionDialogProps) {
  const form = useForm<DecisionForm>({
    resolver: zodResolver(formSchema) as never,
    defaultValues: { reason: "", decisionDate: berlinDate(browserNow()), membershipClass: "ordinary" },
  });
  const errors = form.formState.errors;
  const approve = decision === "approved";
  const decisionDate = form.watch("decisionDate");
  const check = useApprovalCheck(application.id, decisionDate, approve);
  const refusal = approve && check.data && !check.data.allowed ? check.data : null;
  const serverDate = dateDetail(error);
  const checkedDate = refusal?.field === "decisionDate" && refusal.message ? refusal.message : undefined;
  const dateError = errors.decisionDate?.message ?? checkedDate ?? serverDate;
  const frozen = refusal && refusal.field === null ? refusal.message : null;
  return (
    <Dialog
      open={decision !== null}
      title={approve ? "Aufnahme beschließen" : "Antrag ablehnen"}
      description={
        approve
          ? `${application.companyName} wird als Mitglied angelegt; die vertretungsberechtigte Person erhält eine Einladung in den Mitgliederbereich.`
          : `${application.companyName} erhält eine E-Mail mit Ihrer Begründung.`
      }
      onClose={onClose}
    >
      <form className="dialog-form" noValidate onSubmit={form.handleSubmit(onSubmit)}>
        {approve ? (
          <div role="status" aria-live="polite">
            {check.isFetching && !check.data ? <p className="muted">Aufnahme wird geprüft …</p> : null}
            {frozen ? (
              <div className="notice notice--error">
                <p className="notice__title">Keine Aufnahme zu diesem Datum möglich</p>
                <p>{frozen}</p>
              </div>
            ) : null}
          </div>
        ) : null}
        <FormAlert id="decision-error" title={error && !serverDate ? "Nicht gespeichert" : undefined}>
          {error && !serverDate ? errorMessage(error) : null}
        </FormAlert>
        {approve ? (
          <SelectField
            id="decision-class"
            label="Mitgliedsart"
            required
            options={MEMBERSHIP_CLASSES.map((c) => ({ value: c, label: MEMBERSHIP_CLASS_LABELS[c] }))}
            error={errors.membershipClass?.message}
            {...form.register("membershipClass")}
          />
        ) : null}
        <TextField id="decision-date" label="Datum des Vorstandsbeschlusses" type="date" required error={dateError} {...form.register("decisionDate")} />
        <TextAreaField
          id="decision-reason"
          label={approve ? "Begründung / Anmerkung" : "Begründung"}
          hint="Wird dem Antragsteller per E-Mail mitgeteilt und im Audit-Protokoll gespeichert."
          required
          rows={4}
          error={errors.reason?.message}
          {...form.register("reason")}
        />
        <FormDialogActions
          onCancel={onClose}
          submitLabel={approve ? "Aufnahme beschließen" : "Antrag ablehnen"}
          pending={pending}
          tone={approve ? "primary" : "danger"}
        />
      </form>
    </Dialog>
  );
}
