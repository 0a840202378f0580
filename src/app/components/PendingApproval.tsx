/**
 * What an account that signed up by itself sees until an administrator approves it (issue 10): it
 * holds no role and no member company, so it may open nothing of the internal area yet.
 */
import { useAuth } from "#ui/session/auth-context.ts";

export function PendingApproval() {
  const { user, signOut } = useAuth();
  return (
    <section className="panel no-permission" aria-labelledby="pending-title">
      <svg className="no-permission__icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v5l3 3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <h1 id="pending-title">Ihr Konto wartet auf Freischaltung</h1>
      <p>
        Sie sind als <strong>{user?.email}</strong> angemeldet. Die Geschäftsstelle prüft neue Konten und schaltet sie für Mitgliedsunternehmen, Vorstand und
        Geschäftsstelle frei. Bis dahin sind Diskussionen, Dokumente und alle anderen Bereiche für Sie nicht sichtbar.
      </p>
      <p>
        Sie erhalten Zugriff, sobald Ihnen eine Rolle zugewiesen oder Ihr Konto einem Mitgliedsunternehmen zugeordnet wurde. Fragen beantwortet die
        Geschäftsstelle über das Kontaktformular.
      </p>
      <div className="no-permission__actions">
        <a className="button" href="/kontakt">
          Geschäftsstelle kontaktieren
        </a>
        <button type="button" className="button button--primary" onClick={() => void signOut("user")}>
          Abmelden
        </button>
      </div>
    </section>
  );
}
