/**
 * /backend/login: sign-in and sign-up tabs. After sign-in the user returns to the page they wanted
 * (remembered by the route guard, or named by the confirmation link as ?redirect=), else to /backend.
 * The confirmation link lands on ?verified=1 (or ?verified=0 when it was no longer valid).
 */
import { useState } from "react";
import { Navigate, useLocation, useSearchParams } from "react-router";
import { useAuth } from "#ui/session/auth-context.ts";
import type { LoginLocationState } from "#ui/session/login-location.ts";
import { AuthCard } from "./AuthCard.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { TabList, tabId, tabPanelId } from "#ui/backoffice/TabList.tsx";
import { useDocumentTitle } from "#ui/backoffice/use-document-title.ts";
import { returnPath } from "./return-path.ts";
import { SignInForm } from "./SignInForm.tsx";
import { SignUpForm } from "./SignUpForm.tsx";

const TABS = [
  { id: "sign-in", label: "Anmelden" },
  { id: "sign-up", label: "Registrieren" },
] as const;
type TabId = (typeof TABS)[number]["id"];

export default function LoginScreen() {
  useDocumentTitle("Anmeldung");
  const { user, loading, signUpOpen } = useAuth();
  const location = useLocation();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<TabId>("sign-in");
  // The guard remembers the origin in the history state; a confirmation link may name one instead.
  const target = returnPath((location.state as LoginLocationState | null)?.from ?? params.get("redirect"));

  if (loading) return <Spinner />;
  if (user) return <Navigate to={target} replace />;

  const showSignUp = signUpOpen && tab === "sign-up";
  return (
    <AuthCard title={showSignUp ? "Konto erstellen" : "Anmelden"}>
      {params.get("verified") === "1" ? (
        <div className="notice notice--success" role="status">
          <p className="notice__title">E-Mail-Adresse bestätigt</p>
          <p>Vielen Dank! Ihre E-Mail-Adresse ist bestätigt. Sie können sich jetzt anmelden.</p>
        </div>
      ) : null}
      {params.get("passwort") === "neu" ? (
        <div className="notice notice--success" role="status">
          <p className="notice__title">Passwort geändert</p>
          <p>Ihr neues Passwort gilt ab sofort. Alle bisherigen Anmeldungen sind beendet; melden Sie sich jetzt neu an.</p>
        </div>
      ) : null}
      {params.get("verified") === "0" ? (
        <div className="notice notice--error" role="alert">
          <p className="notice__title">Bestätigungslink ungültig</p>
          <p>Der Link ist ungültig, abgelaufen oder wurde bereits benutzt. Melden Sie sich an, um einen neuen Link zu erhalten.</p>
        </div>
      ) : null}
      {signUpOpen ? (
        <>
          <TabList tabs={TABS} selected={tab} onSelect={setTab} idPrefix="auth" label="Anmelden oder registrieren" />
          <div id={tabPanelId("auth", tab)} role="tabpanel" aria-labelledby={tabId("auth", tab)} className="tabs__panel">
            {tab === "sign-in" ? <SignInForm /> : <SignUpForm />}
          </div>
        </>
      ) : (
        <>
          <SignInForm />
          <p className="login__hint">
            Zugänge vergibt die Geschäftsstelle: Vertreterinnen und Vertreter von Mitgliedsunternehmen erhalten ihre Einladung mit der Aufnahme, weitere
            Personen auf Anfrage über das <a href="/kontakt">Kontaktformular</a>.
          </p>
        </>
      )}
      <p className="login__footer">
        <a href="/">Zur Website des Verbands</a>
      </p>
    </AuthCard>
  );
}
