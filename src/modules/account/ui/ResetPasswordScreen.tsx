/**
 * /backend/passwort-zuruecksetzen?token=… : where the reset mail's link lands (local provider).
 * The new password twice; the server uses the link up and ends every session of the account, so
 * the person signs in afresh. With Clerk the reset runs on the "Passwort vergessen" screen.
 */
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { FormAlert } from "#ui/form/FormAlert.tsx";
import { SubmitButton } from "#ui/form/SubmitButton.tsx";
import { NewPasswordFields } from "./NewPasswordFields.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { ApiError } from "#ui/backoffice/api-client.ts";
import { useDocumentTitle } from "#ui/backoffice/use-document-title.ts";
import { useAuth } from "#ui/session/auth-context.ts";
import { LOGIN_PATH, PASSWORD_FORGOTTEN_PATH } from "#shared/routes.ts";
import { newPasswordFormSchema, type NewPasswordForm } from "../schema.ts";
import { accountApi } from "./account-api.ts";
import { AuthCard } from "./AuthCard.tsx";
import { messageOf } from "./error-text.ts";

export default function ResetPasswordScreen() {
  useDocumentTitle("Neues Passwort festlegen");
  const { loading, provider, signOut, user } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get("token") ?? "";
  const [failure, setFailure] = useState<{ message: string; linkSpent: boolean } | null>(null);
  const form = useForm<NewPasswordForm>({ resolver: zodResolver(newPasswordFormSchema), defaultValues: { password: "", repeat: "" } });
  const { errors, isSubmitting } = form.formState;

  if (loading || !provider) return <Spinner />;
  if (provider === "clerk") return <Navigate to={PASSWORD_FORGOTTEN_PATH} replace />;

  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await accountApi.completePasswordReset.call({ body: { token, password } });
    } catch (error) {
      setFailure({ message: messageOf(error), linkSpent: error instanceof ApiError && error.status === 410 });
      return;
    }
    // Every session of the account ended on the server; this browser forgets its user too.
    if (user) await signOut("user", { discardUnsaved: true });
    // The login page says "Passwort geändert" itself (?passwort=neu): no toast beside it.
    navigate(`${LOGIN_PATH}?passwort=neu`, { replace: true });
  });

  return (
    <AuthCard title="Neues Passwort festlegen">
      {token ? (
        <>
          <p>Wählen Sie ein neues Passwort (mindestens 6 Zeichen). Danach sind alle bisherigen Anmeldungen beendet, auch auf anderen Geräten.</p>
          <form className="auth-form" noValidate onSubmit={submit} aria-describedby="reset-alert">
            <FormAlert id="reset-alert" title={failure ? "Passwort nicht geändert" : undefined}>
              {failure ? (
                <>
                  <p>{failure.message}</p>
                  {failure.linkSpent ? (
                    <p>
                      <Link to={PASSWORD_FORGOTTEN_PATH}>Neuen Link anfordern</Link>
                    </p>
                  ) : null}
                </>
              ) : null}
            </FormAlert>
            <NewPasswordFields
              idPrefix="reset"
              password={form.register("password")}
              repeat={form.register("repeat")}
              errors={{ password: errors.password?.message, repeat: errors.repeat?.message }}
            />
            <SubmitButton pending={isSubmitting}>Passwort festlegen</SubmitButton>
          </form>
        </>
      ) : (
        <div className="notice notice--error" role="alert">
          <p className="notice__title">Link unvollständig</p>
          <p>
            Öffnen Sie bitte den Link aus der E-Mail noch einmal vollständig, oder <Link to={PASSWORD_FORGOTTEN_PATH}>fordern Sie einen neuen Link an</Link>.
          </p>
        </div>
      )}
      <p className="login__footer">
        <Link to={LOGIN_PATH}>Zurück zur Anmeldung</Link>
      </p>
    </AuthCard>
  );
}
