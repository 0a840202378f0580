import { LEGAL_FORMS, parseEmployeeCount } from "../../../schema/application.ts";
import { SelectField } from "#ui/form/SelectField.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { fieldProps, type ApplicationFormApi } from "../application-form-values.ts";
import { FormSection } from "./FormSection.tsx";

const LEGAL_FORM_OPTIONS = LEGAL_FORMS.map((value) => ({ value, label: value }));

export function CompanySection({ form }: { form: ApplicationFormApi }) {
  return (
    <FormSection id="application-section-company" title="Unternehmen">
      <TextField label="Name des Unternehmens" required autoComplete="organization" className="field--wide" {...fieldProps(form, "company_name")} />
      <SelectField label="Rechtsform" required options={LEGAL_FORM_OPTIONS} {...fieldProps(form, "legal_form")} />
      <TextField
        label="Anzahl Mitarbeiter"
        required
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        {...fieldProps(form, "employee_count", { setValueAs: (raw: unknown) => parseEmployeeCount(String(raw ?? "")) })}
      />
      <TextField
        label="Website"
        type="url"
        autoComplete="url"
        hint="Optional, z. B. https://www.beispiel-bahn.de"
        className="field--wide"
        {...fieldProps(form, "website")}
      />
    </FormSection>
  );
}
