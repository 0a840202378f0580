/** Records a new incident or edits one (with the version the editor saw). */
import { useEffect, useState, type FormEvent } from "react";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { FormDialogActions } from "#ui/backoffice/FormDialogActions.tsx";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import { CheckboxField } from "#ui/form/CheckboxField.tsx";
import { FormAlert } from "#ui/form/FormAlert.tsx";
import { SelectField } from "#ui/form/SelectField.tsx";
import { TextAreaField } from "#ui/form/TextAreaField.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { incidentCreateSchema, incidentUpdateSchema, SEVERITIES, SEVERITY_LABELS, type IncidentDetail } from "../schema.ts";
import { emptyIncidentForm, fieldsInput, formOf, updateInput, type IncidentFormValues } from "./incident-form.ts";
import { incidentRequests, useIncidentMutation, useResponsibleOptions } from "./security-api.ts";

export function IncidentDialog({
  open,
  incident,
  onClose,
  onSaved,
}: {
  open: boolean;
  incident: IncidentDetail | null;
  onClose: () => void;
  onSaved: (incident: IncidentDetail) => void;
}) {
  const [values, setValues] = useState<IncidentFormValues>(emptyIncidentForm());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const staff = useResponsibleOptions();
  const create = useIncidentMutation(incidentRequests.create, "Vorfall erfasst");
  const update = useIncidentMutation(incidentRequests.update, "Vorfall gespeichert");
  const save = incident ? update : create;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form is refilled when the dialog opens or the incident's version changes, not on every new mutation object
  useEffect(() => {
    if (!open) return;
    setValues(incident ? formOf(incident) : emptyIncidentForm());
    setErrors({});
    create.reset();
    update.reset();
  }, [open, incident?.id, incident?.version]);

  const set = <K extends keyof IncidentFormValues>(key: K, value: IncidentFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const done = {
      onSuccess: (saved: IncidentDetail) => {
        onSaved(saved);
        onClose();
      },
    };
    const refuse = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) =>
      setErrors(Object.fromEntries(issues.map((i) => [String(i.path[0]), i.message])));
    if (incident) {
      const parsed = incidentUpdateSchema.safeParse(updateInput(values, incident));
      if (!parsed.success) return refuse(parsed.error.issues);
      setErrors({});
      update.mutate({ id: incident.id, body: parsed.data }, done);
    } else {
      const parsed = incidentCreateSchema.safeParse(fieldsInput(values));
      if (!parsed.success) return refuse(parsed.error.issues);
      setErrors({});
      create.mutate(parsed.data, done);
    }
  };
  const count = Object.keys(errors).length;

  return (
    <Dialog open={open} title={incident ? "Vorfall bearbeiten" : "Sicherheitsvorfall erfassen"} onClose={onClose} wide>
      <form onSubmit={submit} noValidate className="incident-form">
        <FormAlert
          id="incident-alert"
          title={save.isError ? "Nicht gespeichert" : count ? `Bitte korrigieren Sie ${count === 1 ? "eine Eingabe" : `${count} Eingaben`}.` : undefined}
        >
          {save.isError ? errorMessage(save.error) : null}
        </FormAlert>
        <TextField
          id="incident-title"
          label="Titel"
          required
          maxLength={200}
          value={values.title}
          error={errors.title}
          onChange={(e) => set("title", e.target.value)}
        />
        <div className="incident-form__row">
          <SelectField
            id="incident-severity"
            label="Schweregrad"
            required
            value={values.severity}
            error={errors.severity}
            onChange={(e) => set("severity", e.target.value as IncidentFormValues["severity"])}
            options={SEVERITIES.map((s) => ({ value: s, label: SEVERITY_LABELS[s] }))}
          />
          <TextField
            id="incident-discovered"
            label="Bekannt geworden am"
            type="datetime-local"
            required
            value={values.discoveredAt}
            error={errors.discoveredAt}
            hint="Ab hier laufen die 72 Stunden nach Art. 33 DSGVO."
            onChange={(e) => set("discoveredAt", e.target.value)}
          />
        </div>
        <TextAreaField
          id="incident-description"
          label="Beschreibung"
          rows={4}
          maxLength={10_000}
          value={values.description}
          error={errors.description}
          onChange={(e) => set("description", e.target.value)}
        />
        <CheckboxField
          id="incident-personal"
          label="Personenbezogene Daten sind betroffen (Meldepflicht nach Art. 33 DSGVO prüfen)"
          checked={values.personalDataAffected}
          onChange={(e) => set("personalDataAffected", e.target.checked)}
        />
        <TextAreaField
          id="incident-affected"
          label="Betroffene Daten"
          required={values.personalDataAffected}
          rows={2}
          maxLength={2_000}
          value={values.affectedData}
          error={errors.affectedData}
          hint="Welche Daten welcher Personengruppen, z. B. „Mitgliederliste: Namen und E-Mail-Adressen“."
          onChange={(e) => set("affectedData", e.target.value)}
        />
        <div className="incident-form__row">
          <TextField
            id="incident-people"
            label="Zahl der Betroffenen (geschätzt)"
            type="number"
            inputMode="numeric"
            min={0}
            value={values.affectedPeople}
            error={errors.affectedPeople}
            onChange={(e) => set("affectedPeople", e.target.value)}
          />
          <SelectField
            id="incident-responsible"
            label="Verantwortliche Person"
            placeholder="Noch niemand"
            value={values.responsibleUserId}
            error={errors.responsibleUserId}
            onChange={(e) => set("responsibleUserId", e.target.value)}
            options={(staff.data?.items ?? []).map((s) => ({ value: s.id, label: s.name }))}
          />
        </div>
        {incident ? (
          <div className="incident-form__row">
            <TextField
              id="incident-notified"
              label="An die Aufsichtsbehörde gemeldet am"
              type="datetime-local"
              value={values.authorityNotifiedAt}
              error={errors.authorityNotifiedAt}
              onChange={(e) => set("authorityNotifiedAt", e.target.value)}
            />
            <TextField
              id="incident-reference"
              label="Aktenzeichen der Behörde"
              maxLength={200}
              value={values.authorityReference}
              error={errors.authorityReference}
              onChange={(e) => set("authorityReference", e.target.value)}
            />
          </div>
        ) : null}
        <FormDialogActions onCancel={onClose} submitLabel={incident ? "Speichern" : "Vorfall erfassen"} pending={save.isPending} />
      </form>
    </Dialog>
  );
}
