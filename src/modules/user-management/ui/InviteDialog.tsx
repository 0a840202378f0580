/** Inviting a person by e-mail with chosen roles; server errors (address taken) stay in the dialog. */
import { useForm, Controller } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { inviteUserSchema, type InviteUserInput, type InviteUserValues } from "../schema.ts";
import { TextField } from "#ui/form/TextField.tsx";
import { FormAlert } from "#ui/form/FormAlert.tsx";
import { Dialog } from "#ui/backoffice/Dialog.tsx";
import { errorMessage } from "#ui/backoffice/QueryError.tsx";
import { RoleFieldset } from "./RoleFieldset.tsx";
import { useInviteUser } from "./users-api.ts";
import { FormDialogActions } from "#ui/backoffice/FormDialogActions.tsx";

const EMPTY: InviteUserInput = { email: "", firstName: "", lastName: "", roles: ["mitglied"] };

export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const invite = useInviteUser();
  const form = useForm<InviteUserInput, unknown, InviteUserValues>({ resolver: zodResolver(inviteUserSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const close = () => {
    form.reset(EMPTY);
    invite.reset();
    onClose();
  };
  const submit = form.handleSubmit((values) => invite.mutate(values, { onSuccess: close }));

  return (
    <Dialog open={open} title="Person einladen" description="Die Person erhält eine E-Mail mit einem Link, über den sie ihr Passwort festlegt." onClose={close}>
      <form noValidate onSubmit={submit} className="dialog-form">
        <FormAlert id="invite-alert" title={invite.isError ? "Einladung nicht versendet" : undefined}>
          {invite.isError ? <p>{errorMessage(invite.error)}</p> : null}
        </FormAlert>
        <TextField
          id="invite-email"
          label="E-Mail-Adresse"
          type="email"
          required
          autoComplete="off"
          error={errors.email?.message}
          {...form.register("email")}
        />
        <div className="form-row">
          <TextField id="invite-first-name" label="Vorname" autoComplete="off" error={errors.firstName?.message} {...form.register("firstName")} />
          <TextField id="invite-last-name" label="Nachname" autoComplete="off" error={errors.lastName?.message} {...form.register("lastName")} />
        </div>
        <Controller
          control={form.control}
          name="roles"
          render={({ field }) => <RoleFieldset id="invite-roles" value={field.value} onChange={field.onChange} error={errors.roles?.message} />}
        />
        <FormDialogActions onCancel={close} submitLabel="Einladung senden" pending={invite.isPending} pendingLabel="Wird gesendet …" />
      </form>
    </Dialog>
  );
}
