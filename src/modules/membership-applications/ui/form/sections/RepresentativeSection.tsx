import { SALUTATIONS, SALUTATION_LABELS } from "../../../schema/application.ts";
import { RadioGroup } from "#ui/form/ChoiceGroup.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { fieldId, fieldProps, type ApplicationFormApi } from "../application-form-values.ts";
import { FormSection } from "./FormSection.tsx";

const SALUTATION_OPTIONS = SALUTATIONS.map((value) => ({ value, label: SALUTATION_LABELS[value] }));

export function RepresentativeSection({ form }: { form: ApplicationFormApi }) {
  return (
    <FormSection id="application-section-representative" title="Vertretungsberechtigte Person">
      <div className="field--wide">
        <RadioGroup
          id={fieldId("representative_salutation")}
          legend="Anrede"
          required
          inline
          options={SALUTATION_OPTIONS}
          error={form.formState.errors.representative_salutation?.message}
          inputProps={form.register("representative_salutation")}
        />
      </div>
      <TextField label="Titel" hint="Optional, z. B. Dr." autoComplete="honorific-prefix" {...fieldProps(form, "representative_title")} />
      <TextField label="Position im Unternehmen" required autoComplete="organization-title" {...fieldProps(form, "representative_position")} />
      <TextField label="Vorname" required autoComplete="given-name" {...fieldProps(form, "representative_firstname")} />
      <TextField label="Nachname" required autoComplete="family-name" {...fieldProps(form, "representative_lastname")} />
      <TextField label="E-Mail der vertretungsberechtigten Person" required type="email" autoComplete="email" {...fieldProps(form, "representative_email")} />
      <TextField
        label="Telefon der vertretungsberechtigten Person"
        type="tel"
        autoComplete="tel"
        hint="Optional"
        {...fieldProps(form, "representative_phone")}
      />
    </FormSection>
  );
}
