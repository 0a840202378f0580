import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { signUpSchema, type SignUpInput } from "#shared/schemas/auth.ts";
import { FormAlert } from "#ui/form/FormAlert.tsx";
import { SubmitButton } from "#ui/form/SubmitButton.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { useAuth } from "#ui/session/auth-context.ts";
import { authToasts } from "./auth-toasts.ts";

const formSchema = signUpSchema.omit({ redirectUrl: true });
type SignUpFormInput = Omit<SignUpInput, "redirectUrl">;

/** Registration: the account works once the link in the confirmation e-mail was opened. */
export function SignUpForm() {
  const { signUp } = useAuth();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<SignUpFormInput>({ resolver: zodResolver(formSchema), defaultValues: { email: "", password: "", firstName: "", lastName: "" } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (data) => {
    setFailure(null);
    const result = await signUp({ email: data.email, password: data.password, firstName: data.firstName || undefined, lastName: data.lastName || undefined });
    if (result.ok) {
      setSentTo(data.email);
      authToasts.signedUp();
    } else {
      setFailure(result.message);
      authToasts.signUpFailed(result.message);
    }
  });

  if (sentTo) {
    return (
      <div className="notice notice--success" role="status">
        <p className="notice__title">Registrierung erfolgreich</p>
        <p>
          Wir haben eine E-Mail an <strong>{sentTo}</strong> gesendet. Bitte öffnen Sie den Link darin, um Ihre E-Mail-Adresse zu bestätigen; danach können Sie
          sich anmelden.
        </p>
      </div>
    );
  }

  return (
    <form className="auth-form" noValidate onSubmit={submit} aria-describedby="sign-up-alert">
      <FormAlert id="sign-up-alert" title={failure ? "Registrierung fehlgeschlagen" : undefined}>
        {failure ? <p>{failure}</p> : null}
      </FormAlert>
      <div className="auth-form__row">
        <TextField id="sign-up-first-name" label="Vorname" autoComplete="given-name" error={errors.firstName?.message} {...form.register("firstName")} />
        <TextField id="sign-up-last-name" label="Nachname" autoComplete="family-name" error={errors.lastName?.message} {...form.register("lastName")} />
      </div>
      <TextField
        id="sign-up-email"
        label="E-Mail-Adresse"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...form.register("email")}
      />
      <TextField
        id="sign-up-password"
        label="Passwort"
        type="password"
        autoComplete="new-password"
        required
        hint="Mindestens 6 Zeichen."
        error={errors.password?.message}
        {...form.register("password")}
      />
      <SubmitButton pending={isSubmitting}>Registrieren</SubmitButton>
    </form>
  );
}
