/**
 * /backend/passwort-vergessen ("Passwort vergessen?" on the sign-in page, issue 25). Local
 * provider: the address, then the same note whether or not it has an account (the link arrives
 * only if it does). Clerk: Clerk's reset flow, a code by mail, then the code and the new password;
 * Clerk signs the person in when it is done.
 */
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, Navigate, useLocation, useNavigate } from "react-router";
import { FormAlert } from "#ui/form/FormAlert.tsx";
import { SubmitButton } from "#ui/form/SubmitButton.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { NewPasswordFields } from "./NewPasswordFields.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { useDocumentTitle } from "#ui/backoffice/use-document-title.ts";
import { useAuth } from "#ui/session/auth-context.ts";
import { toast } from "#ui/toast/toast-store.ts";
import { LOGIN_PATH, routes } from "#shared/routes.ts";
import { PASSWORD_RESET_TTL_MINUTES, passwordResetRequestSchema, type PasswordResetRequest, resetCodeFormSchema, type ResetCodeForm } from "../schema.ts";
import { accountApi } from "./account-api.ts";
import { AuthCard } from "./AuthCard.tsx";
import { messageOf } from "./error-text.ts";

export default function ForgotPasswordScreen() {
  useDocumentTitle("Passwort vergessen");
  const { loading, provider, user, providerPasswords } = useAuth();
  const location = useLocation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const initialEmail = (location.state as { email?: string } | null)?.email ?? "";

  if (loading || !provider) return <Spinner />;
  if (user) return <Navigate to={routes.profile.path} replace />;

  return (
    <AuthCard title="Passwort vergessen">
      {sentTo === null ? (
        <>
          <p>
            Geben Sie die E-Mail-Adresse Ihres Zugangs ein.{" "}
            {providerPasswords
              ? "Sie erhalten einen Code, mit dem Sie ein neues Passwort festlegen."
              : "Sie erhalten einen Link, mit dem Sie ein neues Passwort festlegen."}
          </p>
          <RequestForm
            initialEmail={initialEmail}
            submitLabel={providerPasswords ? "Code anfordern" : "Link anfordern"}
            send={providerPasswords ? (email) => providerPasswords.startReset(email) : requestLink}
            onSent={setSentTo}
          />
        </>
      ) : providerPasswords ? (
        <ClerkCodeForm email={sentTo} />
      ) : (
        <div className="notice notice--success" role="status">
          <p className="notice__title">E-Mail unterwegs</p>
          <p>
            Wenn zu <strong>{sentTo}</strong> ein Zugang besteht, haben wir Ihnen einen Link zum Zurücksetzen geschickt. Er ist {PASSWORD_RESET_TTL_MINUTES}{" "}
            Minuten gültig und nur einmal verwendbar. Sehen Sie bitte auch im Spam-Ordner nach.
          </p>
        </div>
      )}
      <p className="login__footer">
        <Link to={LOGIN_PATH}>Zurück zur Anmeldung</Link>
      </p>
    </AuthCard>
  );
}

async function requestLink(email: string): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    await accountApi.requestPasswordReset.call({ body: { email } });
    return { ok: true };
  } catch (error) {
    return { ok: false, message: messageOf(error) };
  }
}

function RequestForm({
  initialEmail,
  submitLabel,
  send,
  onSent,
}: {
  initialEmail: string;
  submitLabel: string;
  send: (email: string) => Promise<{ ok: true } | { ok: false; message: string }>;
  onSent: (email: string) => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<PasswordResetRequest>({ resolver: zodResolver(passwordResetRequestSchema), defaultValues: { email: initialEmail } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    const result = await send(email);
    if (result.ok) onSent(email);
    else setFailure(result.message);
  });
  return (
    <form className="auth-form" noValidate onSubmit={submit} aria-describedby="forgot-alert">
      <FormAlert id="forgot-alert" title={failure ? "Nicht gesendet" : undefined}>
        {failure ? <p>{failure}</p> : null}
      </FormAlert>
      <TextField
        id="forgot-email"
        label="E-Mail-Adresse"
        type="email"
        autoComplete="username"
        required
        error={errors.email?.message}
        {...form.register("email")}
      />
      <SubmitButton pending={isSubmitting}>{submitLabel}</SubmitButton>
    </form>
  );
}

/** Clerk's second step: the code from Clerk's mail and the new password. */
function ClerkCodeForm({ email }: { email: string }) {
  const { providerPasswords } = useAuth();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ResetCodeForm>({ resolver: zodResolver(resetCodeFormSchema), defaultValues: { code: "", password: "", repeat: "" } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ code, password }) => {
    setFailure(null);
    const result = await providerPasswords!.finishReset(code, password);
    if (!result.ok) return setFailure(result.message);
    if (result.signedIn) {
      toast({ title: "Passwort geändert", description: "Ihr neues Passwort gilt ab sofort.", variant: "success" });
      navigate(routes.dashboard.path, { replace: true });
    } else {
      // Clerk set the password but wants another step (e.g. a second factor): the sign-in asks for it.
      toast({ title: "Passwort geändert", description: "Bitte melden Sie sich mit Ihrem neuen Passwort an.", variant: "success" });
      navigate(LOGIN_PATH, { replace: true });
    }
  });
  return (
    <form className="auth-form" noValidate onSubmit={submit} aria-describedby="reset-code-alert">
      <p>
        Wir haben einen Code an <strong>{email}</strong> geschickt, sofern dort ein Zugang besteht. Geben Sie ihn hier mit Ihrem neuen Passwort ein.
      </p>
      <FormAlert id="reset-code-alert" title={failure ? "Passwort nicht geändert" : undefined}>
        {failure ? <p>{failure}</p> : null}
      </FormAlert>
      <TextField
        id="reset-code"
        label="Code aus der E-Mail"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        error={errors.code?.message}
        {...form.register("code")}
      />
      <NewPasswordFields
        idPrefix="reset-code"
        password={form.register("password")}
        repeat={form.register("repeat")}
        errors={{ password: errors.password?.message, repeat: errors.repeat?.message }}
      />
      <SubmitButton pending={isSubmitting}>Passwort festlegen</SubmitButton>
    </form>
  );
}
