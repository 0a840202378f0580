/** Recording a meeting, call, letter, e-mail or event: kind, date, who of us took part, summary. */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  crmInteractionInputSchema,
  INTERACTION_KIND_NAMES,
  type CrmInteraction,
  type CrmInteractionInput,
  type CrmInteractionValues,
} from "../schema/interaction.ts";
import { berlinDate } from "#shared/dates.ts";
import { browserNow } from "#ui/clock.ts";
import { SelectField } from "#ui/form/SelectField.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { TextAreaField } from "#ui/form/TextAreaField.tsx";
import { useAuth } from "#ui/session/auth-context.ts";
import { useStaff } from "./crm-api.ts";
import { INTERACTION_KIND_LABELS } from "./crm-labels.ts";
import { useAddInteraction } from "./crm-mutations.ts";

export interface InteractionTarget {
  contactId?: string;
  contactName?: string;
  organizationId?: string;
  organizationName?: string | null;
}

export function InteractionForm({ target, historyKey }: { target: InteractionTarget; historyKey: readonly unknown[] }) {
  const { user } = useAuth();
  const staff = useStaff();
  const add = useAddInteraction(historyKey);
  const empty: CrmInteractionInput = {
    kind: "meeting",
    occurredOn: berlinDate(browserNow()),
    summary: "",
    userId: user?.id ?? "",
    contactId: target.contactId ?? "",
    organizationId: target.organizationId ?? "",
  };
  const form = useForm<CrmInteractionInput, unknown, CrmInteractionValues>({ resolver: zodResolver(crmInteractionInputSchema), defaultValues: empty });
  const { errors } = form.formState;
  const people = staff.data?.items ?? [];

  const submit = form.handleSubmit((values) => {
    const preview: CrmInteraction = {
      id: `vorschau-${browserNow().getTime()}`,
      ...values,
      userName: people.find((p) => p.id === (values.userId ?? user?.id))?.name ?? null,
      contactName: target.contactName ?? null,
      organizationName: target.organizationName ?? null,
      createdAt: browserNow().toISOString(),
    };
    add.mutate({ values, preview }, { onSuccess: () => form.reset({ ...empty, kind: values.kind }) });
  });

  return (
    <form noValidate onSubmit={submit} className="dialog-form interaction-form" aria-label="Neuen Eintrag im Verlauf erfassen">
      <div className="form-row">
        <SelectField
          id="interaction-kind"
          label="Art"
          required
          placeholder="Bitte wählen"
          options={INTERACTION_KIND_NAMES.map((k) => ({ value: k, label: INTERACTION_KIND_LABELS[k] }))}
          error={errors.kind?.message}
          {...form.register("kind")}
        />
        <TextField id="interaction-date" label="Datum" type="date" required error={errors.occurredOn?.message} {...form.register("occurredOn")} />
        <SelectField
          id="interaction-who"
          label="Wer von uns"
          placeholder="Ich selbst"
          options={people.map((p) => ({ value: p.id, label: p.name }))}
          error={errors.userId?.message}
          {...form.register("userId")}
        />
      </div>
      <TextAreaField
        id="interaction-summary"
        label="Zusammenfassung"
        required
        rows={3}
        error={errors.summary?.message ?? errors.contactId?.message}
        {...form.register("summary")}
      />
      <div className="button-row">
        <button type="submit" className="button button--primary">
          Eintrag speichern
        </button>
      </div>
    </form>
  );
}
