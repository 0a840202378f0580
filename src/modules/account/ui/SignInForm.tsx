import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { PASSWORD_FORGOTTEN_PATH } from "#shared/routes.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { signInSchema, type SignInInput } from "#shared/schemas/auth.ts";
import { FormAlert } from "#ui/form/FormAlert.tsx";
import { SubmitButton } from "#ui/form/SubmitButton.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { useAuth } from "#ui/session/auth-context.ts";
import { authToasts } from "./auth-toasts.ts";

/**
 * E-mail and password; a failure is shown in the form and as a toast. On success the login screen,
 * now seeing a user, sends them on.
 */
export function SignInForm() {
  const { signIn } = useAuth();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignInInput>({ resolver: zodResolver(signInSchema), defaultValues: { email: "", password: "" } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email, password }) => {
    setFailure(null);
    const result = await signIn(email, password);
    if (result.ok) {
      authToasts.signedIn();
    } else {
      setFailure(result.message);
      authToasts.signInFailed(result.message);
    }
  });

  return (
    <form className="auth-form" noValidate onSubmit={submit} aria-describedby="sign-in-alert">
      <FormAlert id="sign-in-alert" title={failure ? "Anmeldung fehlgeschlagen" : undefined}>
        {failure ? <p>{failure}</p> : null}
      </FormAlert>
      <TextField
        id="sign-in-email"
        label="E-Mail-Adresse"
        type="email"
        autoComplete="username"
        required
        error={errors.email?.message}
        {...form.register("email")}
      />
      <TextField
        id="sign-in-password"
        label="Passwort"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register("password")}
      />
      <SubmitButton pending={isSubmitting}>Anmelden</SubmitButton>
      {/* The address typed so far goes along, so it need not be typed twice. */}
      <p className="auth-form__aside">
        <Link to={PASSWORD_FORGOTTEN_PATH} state={{ email: form.watch("email") }}>
          Passwort vergessen?
        </Link>
      </p>
    </form>
  );
}
