import { GERMAN_STATES } from "#shared/schemas/german-states.ts";
import { SelectField } from "#ui/form/SelectField.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { fieldProps, type ApplicationFormApi } from "../application-form-values.ts";
import { FormSection } from "./FormSection.tsx";

const STATE_OPTIONS = GERMAN_STATES.map((value) => ({ value, label: value }));

export function AddressSection({ form }: { form: ApplicationFormApi }) {
  return (
    <FormSection id="application-section-address" title="Anschrift & Kontakt">
      <TextField label="Straße und Hausnummer" required autoComplete="address-line1" className="field--wide" {...fieldProps(form, "street")} />
      <TextField label="PLZ" required inputMode="numeric" maxLength={5} autoComplete="postal-code" {...fieldProps(form, "postal_code")} />
      <TextField label="Ort" required autoComplete="address-level2" {...fieldProps(form, "city")} />
      <SelectField label="Bundesland" required options={STATE_OPTIONS} {...fieldProps(form, "state")} />
      <TextField label="Telefon" required type="tel" autoComplete="tel" {...fieldProps(form, "phone")} />
      <TextField label="E-Mail" required type="email" autoComplete="email" className="field--wide" {...fieldProps(form, "email")} />
    </FormSection>
  );
}
