/**
 * The membership application island (SPEC sections 2-5, 8): two display states, form and submitted.
 * Validation with the shared applicationFormSchema, first on submit, then on change; react-hook-form
 * moves focus to the first invalid field. A failed submission keeps every value and shows the
 * server's validation details, if any.
 */
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { applicationFormSchema, type ApplicationForm } from "../../schema/application.ts";
import { FormAlert } from "#ui/form/FormAlert.tsx";
import { SubmitButton } from "#ui/form/SubmitButton.tsx";
import { useReady } from "#ui/island/use-ready.ts";
import { toast } from "#ui/toast/toast-store.ts";
import { APPLICATION_DEFAULTS, type ApplicationFieldName, type ApplicationFormInput } from "./application-form-values.ts";
import { splitDetails, submitApplication } from "./submit-application.ts";
import { ThankYou } from "./ThankYou.tsx";
import { AddressSection } from "./sections/AddressSection.tsx";
import { CompanySection } from "./sections/CompanySection.tsx";
import { ConfirmationsSection } from "./sections/ConfirmationsSection.tsx";
import { InfrastructureSection } from "./sections/InfrastructureSection.tsx";
import { MembershipSection } from "./sections/MembershipSection.tsx";
import { RepresentativeSection } from "./sections/RepresentativeSection.tsx";
import "#ui/form/form-layout.css";
import "./membership-application.css";

const FIELD_NAMES = Object.keys(APPLICATION_DEFAULTS) as ApplicationFieldName[];

export function MembershipApplicationApp({ onReady }: { onReady?: () => void }) {
  const ready = useReady(onReady);
  const [submitted, setSubmitted] = useState(false);
  const [serverDetails, setServerDetails] = useState<string[]>([]);
  const form = useForm<ApplicationFormInput, unknown, ApplicationForm>({
    resolver: zodResolver(applicationFormSchema),
    defaultValues: APPLICATION_DEFAULTS,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setServerDetails([]);
    const result = await submitApplication(values);
    if (result.ok) {
      toast({ title: "Antrag erfolgreich übermittelt", description: "Vielen Dank! Wir werden Ihren Antrag schnellstmöglich bearbeiten.", variant: "success" });
      setSubmitted(true);
      return;
    }
    const { fields, other } = splitDetails(result.details, FIELD_NAMES);
    let first = true;
    for (const [name, message] of fields) {
      form.setError(name as ApplicationFieldName, { type: "server", message }, { shouldFocus: first });
      first = false;
    }
    setServerDetails(other);
    toast({ title: "Fehler beim Senden", description: "Es ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.", variant: "destructive" });
  });

  if (submitted) return <ThankYou />;

  return (
    <form className="form application-form" method="post" noValidate aria-label="Mitgliedsantrag" onSubmit={onSubmit}>
      <p className="form__intro">Pflichtfelder sind mit * gekennzeichnet.</p>
      <CompanySection form={form} />
      <AddressSection form={form} />
      <RepresentativeSection form={form} />
      <InfrastructureSection form={form} />
      <MembershipSection form={form} />
      <ConfirmationsSection form={form} />
      <FormAlert id="application-server-errors" title={serverDetails.length > 0 ? "Der Server hat folgende Angaben beanstandet:" : undefined}>
        {serverDetails.length > 0 ? (
          <ul>
            {serverDetails.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        ) : null}
      </FormAlert>
      <SubmitButton id="application-submit" pending={form.formState.isSubmitting} ready={ready}>
        Mitgliedsantrag absenden
      </SubmitButton>
    </form>
  );
}
