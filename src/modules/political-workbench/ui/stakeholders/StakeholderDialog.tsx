/** A person's political facts: kind of institution, party, committees, relationship owner, notes. */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { FormDialogActions } from "#ui/backoffice/FormDialogActions.tsx";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import { FormAlert } from "#ui/form/FormAlert.tsx";
import { SelectField } from "#ui/form/SelectField.tsx";
import { TextAreaField } from "#ui/form/TextAreaField.tsx";
import { INSTITUTION_KIND_LABELS, PARTY_LABELS, options } from "../../domain/labels.ts";
import { stakeholderInputSchema, type ContactOption, type StakeholderInput, type StakeholderItem, type StakeholderValues } from "../../schema/stakeholder.ts";
import { politicalApi } from "../political-api.ts";
import { useChange } from "../political-mutations.ts";
import { PersonSelect } from "../shared/PersonSelect.tsx";

export function StakeholderDialog({ contact, item, onClose }: { contact: ContactOption | null; item: StakeholderItem | null; onClose: () => void }) {
  const contactId = item?.contactId ?? contact!.id;
  const name = item?.name ?? contact!.name;
  const form = useForm<StakeholderInput, unknown, StakeholderValues>({
    resolver: zodResolver(stakeholderInputSchema),
    defaultValues: {
      institutionKind: item?.institutionKind ?? "bundestag",
      party: item?.party ?? "",
      committees: item?.committees.join("\n") ?? "",
      relationshipOwnerId: item?.relationshipOwnerId ?? "",
      notes: item?.notes ?? "",
      version: item?.version ?? null,
    },
  });
  const { errors } = form.formState;
  const remove = useChange<void>({
    run: () => politicalApi.removeStakeholder.call({ params: { contactId }, query: { version: item?.version ?? 0 } }),
    success: "Aus der Übersicht entfernt",
    failure: "Nicht entfernt",
  });
  const save = useChange<StakeholderValues>({
    run: (values) => politicalApi.saveStakeholder.call({ params: { contactId }, body: values }),
    success: item ? "Stakeholder gespeichert" : "In die Übersicht aufgenommen",
    failure: "Nicht gespeichert",
  });
  return (
    <Dialog
      open
      title={name}
      description={item ? "Politische Angaben zu dieser Person. Name und Kontaktdaten pflegen Sie im CRM." : "Neu in der Stakeholder-Übersicht."}
      onClose={onClose}
    >
      <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values, { onSuccess: onClose }))} className="dialog-form">
        <FormAlert id="pw-stakeholder-alert" title={save.isError ? "Nicht gespeichert" : undefined}>
          {save.isError ? <p>{errorMessage(save.error)}</p> : null}
        </FormAlert>
        <div className="form-row">
          <SelectField
            id="pw-stakeholder-kind-field"
            label="Art der Institution"
            required
            options={options(INSTITUTION_KIND_LABELS)}
            error={errors.institutionKind?.message}
            {...form.register("institutionKind")}
          />
          <SelectField
            id="pw-stakeholder-party-field"
            label="Partei"
            placeholder="ohne Angabe"
            options={options(PARTY_LABELS)}
            error={errors.party?.message}
            {...form.register("party")}
          />
        </div>
        <TextAreaField
          id="pw-stakeholder-committees"
          label="Ausschüsse"
          rows={2}
          hint="Einer je Zeile"
          error={errors.committees?.message}
          {...form.register("committees")}
        />
        <PersonSelect
          id="pw-stakeholder-owner"
          label="Beziehung gepflegt von"
          error={errors.relationshipOwnerId?.message}
          {...form.register("relationshipOwnerId")}
        />
        <TextAreaField id="pw-stakeholder-notes" label="Notizen" rows={3} error={errors.notes?.message} {...form.register("notes")} />
        <FormDialogActions onCancel={onClose} submitLabel="Speichern" pending={save.isPending} />
        {item ? (
          <button type="button" className="button button--danger-outline pw-dialog-extra" onClick={() => remove.mutate(undefined, { onSuccess: onClose })}>
            Aus der Übersicht entfernen
          </button>
        ) : null}
      </form>
    </Dialog>
  );
}
