/**
 * "Passwort ändern": the current password and the new one twice, by the sign-up rule. Local
 * provider: the account endpoint (this browser stays signed in, the others are signed out);
 * Clerk: Clerk's own change, which also ends the other sessions.
 */
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormAlert } from "#ui/form/FormAlert.tsx";
import { SubmitButton } from "#ui/form/SubmitButton.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { toast } from "#ui/toast/toast-store.ts";
import { useAuth } from "#ui/session/auth-context.ts";
import { passwordChangeFormSchema, type PasswordChangeForm as FormValues } from "../schema.ts";
import { useChangePassword } from "./account-api.ts";
import { messageOf } from "./error-text.ts";
import { countOf } from "#shared/plural.ts";

function endedText(count: number): string {
  if (count === 0) return "Ihr neues Passwort gilt ab sofort.";
  return `Ihr neues Passwort gilt ab sofort. ${countOf(count, "andere Sitzung wurde", "andere Sitzungen wurden")} beendet.`;
}

export function PasswordChangeForm() {
  const { providerPasswords } = useAuth();
  const change = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormValues>({ resolver: zodResolver(passwordChangeFormSchema), defaultValues: { currentPassword: "", newPassword: "", repeat: "" } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(null);
    let description: string;
    if (providerPasswords) {
      const result = await providerPasswords.change(currentPassword, newPassword);
      if (!result.ok) return setFailure(result.message);
      description = "Ihr neues Passwort gilt ab sofort. Andere Sitzungen wurden beendet.";
    } else {
      try {
        description = endedText((await change.mutateAsync({ currentPassword, newPassword })).endedSessions);
      } catch (error) {
        return setFailure(messageOf(error));
      }
    }
    form.reset();
    toast({ title: "Passwort geändert", description, variant: "success" });
  });

  return (
    <form className="profile-form" noValidate onSubmit={submit} aria-describedby="password-change-alert">
      <FormAlert id="password-change-alert" title={failure ? "Passwort nicht geändert" : undefined}>
        {failure ? <p>{failure}</p> : null}
      </FormAlert>
      <TextField
        id="password-current"
        label="Bisheriges Passwort"
        type="password"
        autoComplete="current-password"
        required
        error={errors.currentPassword?.message}
        {...form.register("currentPassword")}
      />
      <div className="profile-form__row">
        <TextField
          id="password-new"
          label="Neues Passwort"
          type="password"
          autoComplete="new-password"
          required
          hint="Mindestens 6 Zeichen, kein verbreitetes Passwort."
          error={errors.newPassword?.message}
          {...form.register("newPassword")}
        />
        <TextField
          id="password-repeat"
          label="Neues Passwort wiederholen"
          type="password"
          autoComplete="new-password"
          required
          error={errors.repeat?.message}
          {...form.register("repeat")}
        />
      </div>
      <p className="profile-form__note">Andere Geräte, auf denen Sie angemeldet sind, werden dabei abgemeldet; dieses bleibt angemeldet.</p>
      <div className="button-row">
        <SubmitButton pending={isSubmitting}>Passwort ändern</SubmitButton>
      </div>
    </form>
  );
}
