/**
 * /backend/einladung?token=… (local provider) or ?__clerk_ticket=… (Clerk's invitation mail): the
 * invited person chooses a password. Public (the link's token is the credential). With the local
 * provider they sign in afterwards on the login page; Clerk signs them in at once.
 */
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useNavigate, useSearchParams } from "react-router";
import { acceptInvitationFormSchema, type AcceptInvitationForm } from "#modules/user-management/schema.ts";
import { FormAlert } from "#ui/form/FormAlert.tsx";
import { SubmitButton } from "#ui/form/SubmitButton.tsx";
import { NewPasswordFields } from "./NewPasswordFields.tsx";
import { toast } from "#ui/toast/toast-store.ts";
import { useAuth } from "#ui/session/auth-context.ts";
import { LOGIN_PATH, routes } from "#shared/routes.ts";
import { AuthCard } from "./AuthCard.tsx";
import { useDocumentTitle } from "#ui/backoffice/use-document-title.ts";

export default function AcceptInvitationScreen() {
  useDocumentTitle("Einladung annehmen");
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { acceptInvitation } = useAuth();
  const token = params.get("token") ?? params.get("__clerk_ticket") ?? "";
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AcceptInvitationForm>({ resolver: zodResolver(acceptInvitationFormSchema), defaultValues: { password: "", repeat: "" } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    const result = await acceptInvitation(token, password);
    if (!result.ok) {
      setFailure(result.message);
    } else if (result.signedIn) {
      toast({ title: "Willkommen", description: "Ihr Zugang ist eingerichtet.", variant: "success" });
      navigate(routes.dashboard.path, { replace: true });
    } else {
      toast({
        title: "Passwort festgelegt",
        description: "Bitte melden Sie sich jetzt mit Ihrer E-Mail-Adresse und dem neuen Passwort an.",
        variant: "success",
      });
      navigate(`${LOGIN_PATH}?verified=1`, { replace: true });
    }
  });

  return (
    <AuthCard title="Einladung annehmen">
      <p>
        Sie wurden in den internen Bereich eingeladen. Legen Sie ein Passwort fest (mindestens 6 Zeichen); danach melden Sie sich mit Ihrer E-Mail-Adresse an.
      </p>
      {token ? (
        <form className="auth-form" noValidate onSubmit={submit} aria-describedby="invitation-alert">
          <FormAlert id="invitation-alert" title={failure ? "Passwort nicht festgelegt" : undefined}>
            {failure ? <p>{failure}</p> : null}
          </FormAlert>
          <NewPasswordFields
            idPrefix="invitation"
            password={form.register("password")}
            repeat={form.register("repeat")}
            errors={{ password: errors.password?.message, repeat: errors.repeat?.message }}
          />
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
