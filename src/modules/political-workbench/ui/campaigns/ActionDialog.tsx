/** Logging or changing an action: kind, date, outcome and the people reached (the campaign's targets or any CRM contact). */
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { FormDialogActions } from "#ui/backoffice/FormDialogActions.tsx";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import { FormAlert } from "#ui/form/FormAlert.tsx";
import { SelectField } from "#ui/form/SelectField.tsx";
import { TextAreaField } from "#ui/form/TextAreaField.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { berlinDate } from "#shared/dates.ts";
import { browserNow } from "#ui/clock.ts";
import { ACTION_KIND_LABELS, OUTCOME_LABELS, options } from "../../domain/labels.ts";
import { actionInputSchema, type ActionInput, type ActionValues, type CampaignAction, type CampaignDetail } from "../../schema/campaign.ts";
import type { ContactRef } from "../../schema/fields.ts";
import { politicalApi } from "../political-api.ts";
import { useChange } from "../political-mutations.ts";
import { ContactPickerDialog } from "../shared/ContactPickerDialog.tsx";

export function ActionDialog({ campaign, action, onClose }: { campaign: CampaignDetail; action: CampaignAction | null; onClose: () => void }) {
  const [known, setKnown] = useState<ContactRef[]>(() => {
    const all = [...(campaign.targets ?? []), ...(action?.contacts ?? [])];
    return all.filter((c, i) => all.findIndex((o) => o.id === c.id) === i);
  });
  const [picking, setPicking] = useState(false);
  const form = useForm<ActionInput, unknown, ActionValues>({
    resolver: zodResolver(actionInputSchema),
    defaultValues: {
      kind: action?.kind ?? "letter",
      occurredOn: action?.occurredOn ?? berlinDate(browserNow()),
      title: action?.title ?? "",
      notes: action?.notes ?? "",
      outcome: action?.outcome ?? "durchgefuehrt",
      contactIds: action?.contacts?.map((c) => c.id) ?? [],
    },
  });
  const { errors } = form.formState;
  const save = useChange<ActionValues>({
    run: (values): Promise<unknown> =>
      action
        ? politicalApi.updateAction.call({ params: { id: action.id }, body: { ...values, version: action.version } })
        : politicalApi.createAction.call({ params: { id: campaign.id }, body: values }),
    success: action ? "Aktion gespeichert" : "Aktion erfasst",
    failure: "Aktion nicht gespeichert",
  });
  return (
    <Dialog open wide title={action ? "Aktion bearbeiten" : "Aktion erfassen"} description={campaign.title} onClose={onClose}>
      <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values, { onSuccess: onClose }))} className="dialog-form">
        <FormAlert id="pw-action-alert" title={save.isError ? "Nicht gespeichert" : undefined}>
          {save.isError ? <p>{errorMessage(save.error)}</p> : null}
        </FormAlert>
        <div className="form-row">
          <SelectField id="pw-action-kind" label="Art" required options={options(ACTION_KIND_LABELS)} error={errors.kind?.message} {...form.register("kind")} />
          <TextField id="pw-action-date" label="Datum" type="date" required error={errors.occurredOn?.message} {...form.register("occurredOn")} />
        </div>
        <TextField id="pw-action-title" label="Bezeichnung" required autoComplete="off" error={errors.title?.message} {...form.register("title")} />
        <SelectField
          id="pw-action-outcome"
          label="Ergebnis"
          required
          options={options(OUTCOME_LABELS)}
          error={errors.outcome?.message}
          {...form.register("outcome")}
        />
        <Controller
          control={form.control}
          name="contactIds"
          render={({ field }) => {
            const chosen = new Set((field.value as string[] | undefined) ?? []);
            const toggle = (id: string) => field.onChange(chosen.has(id) ? [...chosen].filter((c) => c !== id) : [...chosen, id]);
            return (
              <fieldset className="pw-checks">
                <legend>Erreichte Personen</legend>
                {known.length === 0 ? <p className="muted">Die Kampagne hat noch keine Zielpersonen.</p> : null}
                {known.map((c) => (
                  <label key={c.id} className="pw-check">
                    <input type="checkbox" checked={chosen.has(c.id)} onChange={() => toggle(c.id)} /> {c.name}
                    <span className="muted"> · {c.organizationName ?? "ohne Organisation"}</span>
                  </label>
                ))}
                <button type="button" className="button button--small" onClick={() => setPicking(true)}>
                  Weitere Person aus dem CRM
                </button>
                {errors.contactIds ? <p className="field__error">{String(errors.contactIds.message ?? "")}</p> : null}
              </fieldset>
            );
          }}
        />
        <TextAreaField
          id="pw-action-notes"
          label="Notiz"
          rows={3}
          hint="Bezeichnung und Notiz lesen alle Mitglieder; die erreichten Personen sehen nur Vorstand und Geschäftsstelle."
          error={errors.notes?.message}
          {...form.register("notes")}
        />
        <FormDialogActions onCancel={onClose} submitLabel={action ? "Speichern" : "Aktion erfassen"} pending={save.isPending} />
      </form>
      {picking ? (
        <ContactPickerDialog
          title="Erreichte Person hinzufügen"
          exclude={(form.getValues("contactIds") as string[] | undefined) ?? []}
          onPick={(c) => {
            setKnown((list) => (list.some((k) => k.id === c.id) ? list : [...list, { id: c.id, name: c.name, organizationName: c.organizationName }]));
            form.setValue("contactIds", [...((form.getValues("contactIds") as string[] | undefined) ?? []), c.id]);
            setPicking(false);
          }}
          onClose={() => setPicking(false)}
        />
      ) : null}
    </Dialog>
  );
}
