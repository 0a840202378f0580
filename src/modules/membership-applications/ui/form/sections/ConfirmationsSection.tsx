import { CheckboxField } from "#ui/form/CheckboxField.tsx";
import { fieldProps, type ApplicationFormApi } from "../application-form-values.ts";
import { FormSection } from "./FormSection.tsx";

/** Opens in a new tab so that reading the statutes never loses the typed application. */
function DocumentLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
      <span className="field__sr-only"> (öffnet in neuem Tab)</span>
    </a>
  );
}

export function ConfirmationsSection({ form }: { form: ApplicationFormApi }) {
  return (
    <FormSection id="application-section-confirmations" title="Bestätigungen" grid={false}>
      <CheckboxField
        required
        label={
          <>
            Ich erkenne die <DocumentLink href="/satzung">Satzung</DocumentLink> des Verbands an.
          </>
        }
        {...fieldProps(form, "accept_statutes")}
      />
      <CheckboxField
        required
        label="Ich bestätige, dass ich berechtigt bin, das Unternehmen zu vertreten und diesen Antrag in seinem Namen zu stellen."
        {...fieldProps(form, "confirm_authority")}
      />
      <CheckboxField
        required
        label={
          <>
            Ich habe die <DocumentLink href="/datenschutz">Datenschutzerklärung</DocumentLink> gelesen und stimme der Verarbeitung meiner Angaben zur
            Bearbeitung des Antrags zu.
          </>
        }
        {...fieldProps(form, "accept_privacy")}
      />
    </FormSection>
  );
}
