/** Create a member by hand, or edit one (the edit carries the versions it was based on). */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { SelectField } from "#ui/form/SelectField.tsx";
import { CheckboxGroup } from "#ui/form/ChoiceGroup.tsx";
import { FormAlert } from "#ui/form/FormAlert.tsx";
import { GERMAN_STATES } from "#shared/schemas/german-states.ts";
import { INFRASTRUCTURE_LABELS, INFRASTRUCTURE_TYPES, LEGAL_FORMS } from "#shared/membership.ts";
import { MEMBERSHIP_CLASSES, MEMBERSHIP_CLASS_LABELS } from "../schema/labels.ts";
import { formValuesOf, memberFormSchema, toMemberCreate, toMemberFields, type MemberFormValues } from "./member-form.ts";
import { useAdmissionToday, useCreateMember, useUpdateMember, type MemberDetail } from "./members-api.ts";
import { FormDialogActions } from "#ui/backoffice/FormDialogActions.tsx";

export function MemberFormDialog({ open, member, onClose }: { open: boolean; member?: MemberDetail; onClose: () => void }) {
  const create = useCreateMember();
  const update = useUpdateMember();
  const form = useForm<MemberFormValues>({ resolver: zodResolver(memberFormSchema) as never, values: formValuesOf(member) });
  const errors = form.formState.errors;
  const pending = create.isPending || update.isPending;
  const failure = create.error ?? update.error;
  const admission = useAdmissionToday(open && !member);
  const frozen = !member && admission.data && !admission.data.allowed ? admission.data.message : null;

  const submit = form.handleSubmit((values) => {
    const parsed = memberFormSchema.parse(values);
    if (member) {
      update.mutate(
        {
          id: member.membership.id,
          value: { ...toMemberFields(parsed), version: member.membership.version, organizationVersion: member.organization.version },
        },
        { onSuccess: onClose },
      );
    } else {
      create.mutate(toMemberCreate(parsed), { onSuccess: onClose });
    }
  });

  return (
    <Dialog open={open} title={member ? "Mitglied bearbeiten" : "Mitglied anlegen"} description="Pflichtfelder sind markiert." onClose={onClose} wide>
      <form className="dialog-form member-form" noValidate onSubmit={submit}>
        {frozen ? (
          <div className="notice notice--error" role="status">
            <p className="notice__title">Derzeit werden keine Mitglieder aufgenommen</p>
            <p>{frozen}</p>
          </div>
        ) : null}
        {failure ? (
          <FormAlert id="member-form-error" title="Nicht gespeichert">
            {errorMessage(failure)}
          </FormAlert>
        ) : null}
        <TextField id="member-name" label="Name der Organisation" required error={errors.name?.message} {...form.register("name")} />
        <SelectField
          id="member-legal-form"
          label="Rechtsform"
          options={LEGAL_FORMS.map((f) => ({ value: f, label: f }))}
          placeholder="Keine Angabe"
          error={errors.legalForm?.message}
          {...form.register("legalForm", { setValueAs: (v) => v || null })}
        />
        <SelectField
          id="member-class"
          label="Mitgliedsart"
          required
          options={MEMBERSHIP_CLASSES.map((c) => ({ value: c, label: MEMBERSHIP_CLASS_LABELS[c] }))}
          error={errors.membershipClass?.message}
          {...form.register("membershipClass")}
        />
        <TextField id="member-entry" label="Eintrittsdatum" type="date" required error={errors.entryDate?.message} {...form.register("entryDate")} />
        <TextField id="member-street" label="Straße" autoComplete="street-address" error={errors.street?.message} {...form.register("street")} />
        <div className="form-row">
          <TextField id="member-postal" label="PLZ" inputMode="numeric" maxLength={5} error={errors.postalCode?.message} {...form.register("postalCode")} />
          <TextField id="member-city" label="Ort" error={errors.city?.message} {...form.register("city")} />
        </div>
        <SelectField
          id="member-state"
          label="Bundesland"
          required
          options={GERMAN_STATES.map((s) => ({ value: s, label: s }))}
          error={errors.state?.message}
          {...form.register("state")}
        />
        <TextField id="member-email" label="E-Mail" type="email" error={errors.email?.message} {...form.register("email")} />
        <TextField id="member-phone" label="Telefon" type="tel" error={errors.phone?.message} {...form.register("phone")} />
        <TextField id="member-website" label="Website" error={errors.website?.message} {...form.register("website")} />
        <div className="form-row">
          <TextField
            id="member-track"
            label="Streckenlänge (km)"
            inputMode="decimal"
            error={errors.trackLengthKm?.message}
            {...form.register("trackLengthKm")}
          />
          <TextField
            id="member-employees"
            label="Anzahl Mitarbeiter"
            inputMode="numeric"
            error={errors.employeeCount?.message}
            {...form.register("employeeCount")}
          />
        </div>
        <CheckboxGroup
          id="member-infrastructure"
          legend="Infrastrukturarten"
          options={INFRASTRUCTURE_TYPES.map((t) => ({ value: t, label: INFRASTRUCTURE_LABELS[t] }))}
          error={errors.infrastructureTypes?.message}
          inputProps={form.register("infrastructureTypes")}
        />
        {member ? null : (
          <fieldset className="member-form__contact">
            <legend>Vertretungsberechtigte Person (optional)</legend>
            <div className="form-row">
              <TextField id="member-contact-first-name" label="Vorname" error={errors.contactFirstName?.message} {...form.register("contactFirstName")} />
              <TextField id="member-contact-last-name" label="Nachname" error={errors.contactLastName?.message} {...form.register("contactLastName")} />
            </div>
            <TextField id="member-contact-position" label="Funktion" error={errors.contactPosition?.message} {...form.register("contactPosition")} />
            <TextField id="member-contact-email" label="E-Mail" type="email" error={errors.contactEmail?.message} {...form.register("contactEmail")} />
            <TextField id="member-contact-phone" label="Telefon" type="tel" error={errors.contactPhone?.message} {...form.register("contactPhone")} />
          </fieldset>
        )}
        <FormDialogActions onCancel={onClose} submitLabel="Speichern" pending={pending} />
      </form>
    </Dialog>
  );
}
