/**
 * Name (editable) and e-mail address (shown; the address is the sign-in name and changes only
 * through the office). A stale version (an administrator changed the account meanwhile) answers
 * 409: the form says so and reloads the profile, keeping what was typed.
 */
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { FormAlert } from "#ui/form/FormAlert.tsx";
import { SubmitButton } from "#ui/form/SubmitButton.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { ApiError } from "#ui/backoffice/api-client.ts";
import { toast } from "#ui/toast/toast-store.ts";
import { useAuth } from "#ui/session/auth-context.ts";
import { profileUpdateSchema, type Profile, type ProfileUpdate } from "../schema.ts";
import { accountApi, useUpdateProfile } from "./account-api.ts";
import { messageOf } from "./error-text.ts";

export function ProfileNameForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const client = useQueryClient();
  const { refreshRoles } = useAuth();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: { firstName: profile.firstName ?? "", lastName: profile.lastName ?? "", version: profile.version },
  });
  const { errors, isSubmitting } = form.formState;
  // A reloaded profile (after a 409) brings the current version; the typed names stay.
  useEffect(() => form.setValue("version", profile.version), [form, profile.version]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await update.mutateAsync(values);
      form.reset({ firstName: saved.firstName ?? "", lastName: saved.lastName ?? "", version: saved.version });
      toast({ title: "Profil gespeichert", description: "Ihr Name ist geändert.", variant: "success" });
      // The top bar's initials read the profile of the auth state.
      void refreshRoles();
    } catch (error) {
      setFailure(messageOf(error));
      if (error instanceof ApiError && error.status === 409) void client.invalidateQueries({ queryKey: accountApi.getProfile.key() });
    }
  });

  return (
    <form className="profile-form" noValidate onSubmit={submit} aria-describedby="profile-name-alert">
      <FormAlert id="profile-name-alert" title={failure ? "Nicht gespeichert" : undefined}>
        {failure ? <p>{failure}</p> : null}
      </FormAlert>
      <div className="profile-form__row">
        <TextField id="profile-first-name" label="Vorname" autoComplete="given-name" error={errors.firstName?.message} {...form.register("firstName")} />
        <TextField id="profile-last-name" label="Nachname" autoComplete="family-name" error={errors.lastName?.message} {...form.register("lastName")} />
      </div>
      <TextField
        id="profile-email"
        label="E-Mail-Adresse"
        type="email"
        value={profile.email}
        readOnly
        hint="Ihre Anmeldeadresse. Eine Änderung veranlasst die Geschäftsstelle."
      />
      <div className="button-row">
        <SubmitButton pending={isSubmitting}>Name speichern</SubmitButton>
      </div>
    </form>
  );
}
