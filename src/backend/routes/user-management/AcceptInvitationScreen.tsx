/**
 * /backend/einladung?token=…: the invited person chooses a password. Public (the link's token is
 * the credential); afterwards they sign in on the login page with their e-mail and new password.
 */
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useNavigate, useSearchParams } from "react-router";
import { acceptInvitationFormSchema, type AcceptInvitationForm } from "../../../shared/schemas/user-management.ts";
import { FormAlert } from "../../../ui/form/FormAlert.tsx";
import { SubmitButton } from "../../../ui/form/SubmitButton.tsx";
import { TextField } from "../../../ui/form/TextField.tsx";
import { toast } from "../../../ui/toast/toast-store.ts";
import { apiFetch } from "../../lib/api-client.ts";
import { LOGIN_PATH } from "../../paths.ts";
import { AuthCard } from "../../components/AuthCard.tsx";
import { useDocumentTitle } from "../../components/RouteScreen.tsx";
import { errorMessage } from "../../ui/QueryError.tsx";

export default function AcceptInvitationScreen() {
  useDocumentTitle("Einladung annehmen");
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get("token") ?? "";
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AcceptInvitationForm>({ resolver: zodResolver(acceptInvitationFormSchema), defaultValues: { password: "", repeat: "" } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await apiFetch("/api/invitations/accept", { method: "POST", body: { token, password } });
      toast({ title: "Passwort festgelegt", description: "Bitte melden Sie sich jetzt mit Ihrer E-Mail-Adresse und dem neuen Passwort an.", variant: "success" });
      navigate(`${LOGIN_PATH}?verified=1`, { replace: true });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  return (
    <AuthCard title="Einladung annehmen">
      <p>Sie wurden in den internen Bereich eingeladen. Legen Sie ein Passwort fest (mindestens 6 Zeichen); danach melden Sie sich mit Ihrer E-Mail-Adresse an.</p>
      {token ? (
        <form className="auth-form" noValidate onSubmit={submit} aria-describedby="invitation-alert">
          <FormAlert id="invitation-alert" title={failure ? "Passwort nicht festgelegt" : undefined}>
            {failure ? <p>{failure}</p> : null}
          </FormAlert>
          <TextField id="invitation-password" label="Neues Passwort" type="password" autoComplete="new-password" required error={errors.password?.message} {...form.register("password")} />
          <TextField id="invitation-repeat" label="Passwort wiederholen" type="password" autoComplete="new-password" required error={errors.repeat?.message} {...form.register("repeat")} />
          <SubmitButton pending={isSubmitting}>Passwort festlegen</SubmitButton>
        </form>
      ) : (
        <div className="notice notice--error" role="alert">
          <p>Der Einladungslink ist unvollständig. Öffnen Sie bitte den Link aus der E-Mail noch einmal vollständig.</p>
        </div>
      )}
    </AuthCard>
  );
}
