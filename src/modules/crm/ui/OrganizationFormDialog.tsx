/**
 * Creating or editing an organisation. A member company can be edited here (it is the same record
 * as in the member register) but stays a member company: its kind is shown, not offered.
 */
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import {
  CRM_EDITABLE_KINDS,
  crmOrganizationInputSchema,
  crmOrganizationUpdateSchema,
  ORGANIZATION_KIND_LABELS,
  type CrmOrganization,
} from "../schema/organization.ts";
import { SelectField } from "#ui/form/SelectField.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { TextAreaField } from "#ui/form/TextAreaField.tsx";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { useSaveOrganization } from "./crm-mutations.ts";
import { FormDialogActions } from "#ui/backoffice/FormDialogActions.tsx";

const formSchema = crmOrganizationUpdateSchema.omit({ version: true });
type FormInput = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;

function toInput(o: CrmOrganization | null): FormInput {
  return {
    name: o?.name ?? "",
    kind: o?.kind ?? "politics",
    street: o?.street ?? "",
    postalCode: o?.postalCode ?? "",
    city: o?.city ?? "",
    website: o?.website ?? "",
    phone: o?.phone ?? "",
    email: o?.email ?? "",
    tags: o?.tags.join(", ") ?? "",
    notes: o?.notes ?? "",
  };
}

export function OrganizationFormDialog({ open, organization, onClose }: { open: boolean; organization: CrmOrganization | null; onClose: () => void }) {
  const save = useSaveOrganization();
  const isMember = organization?.kind === "member_company";
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(organization ? formSchema : (crmOrganizationInputSchema as unknown as typeof formSchema)),
    defaultValues: toInput(organization),
  });
  const { errors } = form.formState;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens for another organisation
  useEffect(() => {
    if (open) form.reset(toInput(organization));
  }, [open, organization]);

  const submit = form.handleSubmit((values) => {
    if (organization) {
      save.mutate({ organization, values });
      onClose();
    } else {
      save.mutate({ organization: null, values }, { onSuccess: onClose });
    }
  });

  return (
    <Dialog open={open} wide title={organization ? "Organisation bearbeiten" : "Organisation anlegen"} onClose={onClose}>
      <form noValidate onSubmit={submit} className="dialog-form">
        <div className="form-row">
          <TextField id="organization-name" label="Name" required autoComplete="off" error={errors.name?.message} {...form.register("name")} />
          {isMember ? (
            <p className="field">
              <span className="field__label">Art</span>
              <span>Mitgliedsunternehmen (wird in der Mitgliederverwaltung geführt)</span>
            </p>
          ) : (
            <SelectField
              id="organization-kind"
              label="Art"
              required
              options={CRM_EDITABLE_KINDS.map((k) => ({ value: k, label: ORGANIZATION_KIND_LABELS[k] }))}
              error={errors.kind?.message}
              {...form.register("kind")}
            />
          )}
        </div>
        <div className="form-row">
          <TextField id="organization-street" label="Straße" autoComplete="off" error={errors.street?.message} {...form.register("street")} />
          <TextField id="organization-postal-code" label="PLZ" autoComplete="off" error={errors.postalCode?.message} {...form.register("postalCode")} />
          <TextField id="organization-city" label="Ort" autoComplete="off" error={errors.city?.message} {...form.register("city")} />
        </div>
        <div className="form-row">
          <TextField id="organization-email" label="E-Mail" type="email" autoComplete="off" error={errors.email?.message} {...form.register("email")} />
          <TextField id="organization-phone" label="Telefon" type="tel" autoComplete="off" error={errors.phone?.message} {...form.register("phone")} />
          <TextField id="organization-website" label="Website" autoComplete="off" error={errors.website?.message} {...form.register("website")} />
        </div>
        <TextField
          id="organization-tags"
          label="Schlagwörter"
          hint="Mit Komma trennen"
          autoComplete="off"
          error={errors.tags?.message}
          {...form.register("tags")}
        />
        <TextAreaField id="organization-notes" label="Notizen" rows={3} error={errors.notes?.message} {...form.register("notes")} />
        {save.isError && !organization ? (
          <p className="field__error" role="alert">
            Organisation nicht angelegt. Bitte prüfen Sie die Eingaben.
          </p>
        ) : null}
        <FormDialogActions onCancel={onClose} submitLabel="Organisation speichern" pending={save.isPending && !organization} />
      </form>
    </Dialog>
  );
}
