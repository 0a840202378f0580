import { INFRASTRUCTURE_LABELS, INFRASTRUCTURE_TYPES, parseTrackLength } from "../../../schema/application.ts";
import { CheckboxGroup } from "#ui/form/ChoiceGroup.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { fieldId, fieldProps, type ApplicationFormApi } from "../application-form-values.ts";
import { FormSection } from "./FormSection.tsx";

const TYPE_OPTIONS = INFRASTRUCTURE_TYPES.map((value) => ({ value, label: INFRASTRUCTURE_LABELS[value] }));

export function InfrastructureSection({ form }: { form: ApplicationFormApi }) {
  const otherChosen = (form.watch("infrastructure_types") ?? []).includes("sonstige");
  return (
    <FormSection id="application-section-infrastructure" title="Infrastruktur">
      <div className="field--wide">
        <CheckboxGroup
          id={fieldId("infrastructure_types")}
          legend="Art der Infrastruktur"
          required
          options={TYPE_OPTIONS}
          error={form.formState.errors.infrastructure_types?.message}
          inputProps={form.register("infrastructure_types")}
        >
          {otherChosen ? <TextField label="Sonstige Infrastruktur (bitte beschreiben)" {...fieldProps(form, "infrastructure_other")} /> : null}
        </CheckboxGroup>
      </div>
      <TextField
        label="Streckenlänge in km"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.1}
        hint="Optional, auf 0,1 km genau"
        {...fieldProps(form, "track_length", { setValueAs: (raw: unknown) => (typeof raw === "number" ? raw : parseTrackLength(String(raw ?? ""))) })}
      />
    </FormSection>
  );
}
