/** Creating or editing a contact person; the same zod schema checks the form and the server. */
import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { crmContactInputSchema, type CrmContact, type CrmContactInput, type CrmContactValues } from "../schema/contact.ts";
import { TextField } from "#ui/form/TextField.tsx";
import { TextAreaField } from "#ui/form/TextAreaField.tsx";
import { FormAlert } from "#ui/form/FormAlert.tsx";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import { OrganizationPicker } from "./OrganizationPicker.tsx";
import { useCreateContact, useUpdateContact } from "./crm-mutations.ts";
import { FormDialogActions } from "#ui/backoffice/FormDialogActions.tsx";

function toInput(contact: CrmContact | null): CrmContactInput {
  return {
    firstName: contact?.firstName ?? "",
    lastName: contact?.lastName ?? "",
    title: contact?.title ?? "",
    jobFunction: contact?.jobFunction ?? "",
    organizationId: contact?.organizationId ?? "",
    email: contact?.email ?? "",
    phone: contact?.phone ?? "",
    tags: contact?.tags.join(", ") ?? "",
    notes: contact?.notes ?? "",
    followUpAt: contact?.followUpAt ?? "",
  };
}

export function ContactFormDialog({ open, contact, onClose }: { open: boolean; contact: CrmContact | null; onClose: () => void }) {
  const create = useCreateContact();
  const update = useUpdateContact();
  const form = useForm<CrmContactInput, unknown, CrmContactValues>({ resolver: zodResolver(crmContactInputSchema), defaultValues: toInput(contact) });
  const { errors } = form.formState;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens for another contact
  useEffect(() => {
    if (open) form.reset(toInput(contact));
    create.reset();
  }, [open, contact]);

  const submit = form.handleSubmit((values) => {
    if (contact) {
      update.mutate({ contact, values });
      onClose();
    } else {
      create.mutate(values, { onSuccess: onClose });
    }
  });

  return (
    <Dialog open={open} wide title={contact ? "Kontakt bearbeiten" : "Kontakt anlegen"} onClose={onClose}>
      <form noValidate onSubmit={submit} className="dialog-form">
        <FormAlert id="contact-form-alert" title={create.isError ? "Kontakt nicht angelegt" : undefined}>
          {create.isError ? <p>{errorMessage(create.error)}</p> : null}
        </FormAlert>
        <div className="form-row">
          <TextField id="contact-title" label="Titel" autoComplete="off" error={errors.title?.message} {...form.register("title")} />
          <TextField id="contact-first-name" label="Vorname" autoComplete="off" error={errors.firstName?.message} {...form.register("firstName")} />
          <TextField id="contact-last-name" label="Nachname" required autoComplete="off" error={errors.lastName?.message} {...form.register("lastName")} />
        </div>
        <TextField
          id="contact-function"
          label="Funktion"
          hint="z. B. Referatsleiterin, MdB, Redakteur"
          autoComplete="off"
          error={errors.jobFunction?.message}
          {...form.register("jobFunction")}
        />
        <Controller
          control={form.control}
          name="organizationId"
          render={({ field }) => (
            <OrganizationPicker
              id="contact-organization"
              value={field.value}
              currentName={contact?.organizationName}
              onChange={field.onChange}
              error={errors.organizationId?.message}
            />
          )}
        />
        <div className="form-row">
          <TextField id="contact-email" label="E-Mail" type="email" autoComplete="off" error={errors.email?.message} {...form.register("email")} />
          <TextField id="contact-phone" label="Telefon" type="tel" autoComplete="off" error={errors.phone?.message} {...form.register("phone")} />
        </div>
        <div className="form-row">
          <TextField
            id="contact-tags"
            label="Schlagwörter"
            hint="Mit Komma trennen, z. B. verkehrsausschuss, aeg"
            autoComplete="off"
            error={errors.tags?.message}
            {...form.register("tags")}
          />
          <TextField id="contact-follow-up" label="Wiedervorlage am" type="date" error={errors.followUpAt?.message} {...form.register("followUpAt")} />
        </div>
        <TextAreaField id="contact-notes" label="Notizen" rows={3} error={errors.notes?.message} {...form.register("notes")} />
        <FormDialogActions onCancel={onClose} submitLabel="Kontakt speichern" pending={create.isPending} />
      </form>
    </Dialog>
  );
}
