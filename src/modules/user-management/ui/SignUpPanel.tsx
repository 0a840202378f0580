/**
 * The switch for self sign-up (issue 10). Off by default: access comes by invitation. When open,
 * a stranger can create an account, which waits for approval ("Wartet auf Freischaltung" in the
 * list) until an administrator grants a role.
 */
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { formatGermanDateTime } from "#shared/dates.ts";
import { useSetSignUpSetting, useSignUpSetting } from "./users-api.ts";

export function SignUpPanel({ onShowPending }: { onShowPending: () => void }) {
  const setting = useSignUpSetting();
  const save = useSetSignUpSetting();
  return (
    <section className="panel sign-up-panel" aria-labelledby="sign-up-title">
      <h2 id="sign-up-title" className="panel__title">
        Selbstregistrierung
      </h2>
      {setting.isError ? <QueryError error={setting.error} onRetry={() => void setting.refetch()} /> : null}
      {setting.isPending ? <Spinner label="Einstellung wird geladen …" /> : null}
      {setting.data ? (
        <>
          <p>
            {setting.data.open
              ? "Jede Person kann auf der Anmeldeseite ein Konto anlegen. Neue Konten sehen nichts, bis Sie ihnen eine Rolle geben."
              : "Geschlossen: Zugänge entstehen nur durch Einladung. Das ist die empfohlene Einstellung."}
          </p>
          <div className="sign-up-panel__actions">
            <label className="switch">
              <input
                type="checkbox"
                // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox reports its checked state itself; aria-checked would duplicate it (ARIA in HTML)
                role="switch"
                checked={setting.data.open}
                disabled={save.isPending}
                aria-describedby="sign-up-state"
                onChange={(event) => save.mutate(event.target.checked)}
              />
              <span>Selbstregistrierung erlauben</span>
            </label>
            <button type="button" className="button" onClick={onShowPending}>
              Wartende Konten anzeigen
            </button>
          </div>
          <p id="sign-up-state" className="muted">
            {setting.data.updatedAt ? `Zuletzt geändert am ${formatGermanDateTime(setting.data.updatedAt)}.` : "Noch nie geändert (Voreinstellung)."}
          </p>
        </>
      ) : null}
    </section>
  );
}
