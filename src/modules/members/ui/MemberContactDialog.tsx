/**
 * Adds or edits one contact person of a member; the shared zod schema checks the form and the
 * server. Editing closes at once (the detail shows the change and rolls it back if refused);
 * adding waits for the server and keeps the form with the reason when it fails.
 */
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { contactName, memberContactInputSchema, type MemberContact, type MemberContactInput, type MemberContactValues } from "../schema/contact.ts";
import { TextField } from "#ui/form/TextField.tsx";
import { CheckboxField } from "#ui/form/CheckboxField.tsx";
import { FormAlert } from "#ui/form/FormAlert.tsx";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import { useAddMemberContact, useUpdateMemberContact } from "./member-contacts-api.ts";
import type { MemberDetail } from "./members-api.ts";
import { FormDialogActions } from "#ui/backoffice/FormDialogActions.tsx";

function toInput(contact: MemberContact | null): MemberContactInput {
  return {
    title: contact?.title ?? "",
    firstName: contact?.firstName ?? "",
    lastName: contact?.lastName ?? "",
    jobFunction: contact?.jobFunction ?? "",
    email: contact?.email ?? "",
    phone: contact?.phone ?? "",
    isRepresentative: contact?.isRepresentative ?? false,
  };
}

export function MemberContactDialog({ member, contact, onClose }: { member: MemberDetail; contact: MemberContact | null; onClose: () => void }) {
  const add = useAddMemberContact();
  const update = useUpdateMemberContact();
  const form = useForm<MemberContactInput, unknown, MemberContactValues>({ resolver: zodResolver(memberContactInputSchema), defaultValues: toInput(contact) });
  const { errors } = form.formState;
  const membershipId = member.membership.id;
  const currentRepresentative = member.contacts.find((c) => c.isRepresentative && c.id !== contact?.id);
  const markedRepresentative = form.watch("isRepresentative");
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another person is opened
  useEffect(() => {
    form.reset(toInput(contact));
    add.reset();
  }, [contact]);

  const submit = form.handleSubmit((values) => {
    if (contact) {
      update.mutate({ membershipId, contact, values });
      onClose();
    } else {
      add.mutate({ membershipId, values }, { onSuccess: onClose });
    }
  });

  return (
    <Dialog open wide title={contact ? "Ansprechperson bearbeiten" : "Ansprechperson hinzufügen"} description={member.organization.name} onClose={onClose}>
      <form noValidate onSubmit={submit} className="dialog-form">
        <FormAlert id="member-contact-alert" title={add.isError ? "Ansprechperson nicht hinzugefügt" : undefined}>
          {add.isError ? <p>{errorMessage(add.error)}</p> : null}
        </FormAlert>
        <div className="form-row">
          <TextField id="member-contact-title" label="Titel" autoComplete="off" error={errors.title?.message} {...form.register("title")} />
          <TextField id="member-contact-first" label="Vorname" autoComplete="off" error={errors.firstName?.message} {...form.register("firstName")} />
          <TextField id="member-contact-last" label="Nachname" required autoComplete="off" error={errors.lastName?.message} {...form.register("lastName")} />
        </div>
        <TextField
          id="member-contact-function"
          label="Funktion"
          hint="z. B. Geschäftsführerin, Leiter Infrastruktur"
          autoComplete="off"
          error={errors.jobFunction?.message}
          {...form.register("jobFunction")}
        />
        <div className="form-row">
          <TextField id="member-contact-mail" label="E-Mail" type="email" autoComplete="off" error={errors.email?.message} {...form.register("email")} />
          <TextField id="member-contact-tel" label="Telefon" type="tel" autoComplete="off" error={errors.phone?.message} {...form.register("phone")} />
        </div>
        <CheckboxField
          id="member-contact-representative"
          label="Vertretungsberechtigte Person"
          error={errors.isRepresentative?.message}
          {...form.register("isRepresentative")}
        />
        {markedRepresentative && currentRepresentative ? (
          <p className="notice" aria-live="polite">
            Bisher ist {contactName(currentRepresentative)} als vertretungsberechtigt eingetragen. Mit dem Speichern geht diese Markierung auf die neue Person
            über.
          </p>
        ) : null}
        <FormDialogActions onCancel={onClose} submitLabel="Ansprechperson speichern" pending={add.isPending} />
      </form>
    </Dialog>
  );
}
