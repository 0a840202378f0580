import { useEffect, useState } from "react";
import { REFERRAL_SOURCES } from "../../../schema/application.ts";
import { SelectField } from "#ui/form/SelectField.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { fieldProps, type ApplicationFormApi } from "../application-form-values.ts";
import { FormSection } from "./FormSection.tsx";
import { berlinDate } from "#shared/dates.ts";
import { browserNow } from "#ui/clock.ts";

const REFERRAL_OPTIONS = REFERRAL_SOURCES.map((value) => ({ value, label: value }));

export function MembershipSection({ form }: { form: ApplicationFormApi }) {
  // The earliest date is today in Berlin at the visitor's time, not at build time: it is set after
  // hydration (an attribute differing between server and client HTML would not be patched).
  const [today, setToday] = useState<string | undefined>(undefined);
  useEffect(() => setToday(berlinDate(browserNow())), []);
  return (
    <FormSection id="application-section-membership" title="Mitgliedschaft">
      <TextField label="Gewünschter Beitrittstermin" required type="date" min={today} hint="Frühestens heute" {...fieldProps(form, "desired_entry_date")} />
      <SelectField
        label="Wie sind Sie auf uns aufmerksam geworden?"
        hint="Optional"
        options={REFERRAL_OPTIONS}
        {...fieldProps(form, "referral_source", { setValueAs: (raw: unknown) => (raw ? raw : null) })}
      />
    </FormSection>
  );
}
