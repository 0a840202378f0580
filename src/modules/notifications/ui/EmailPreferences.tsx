/** The e-mail choice per notification kind: immediately, in the daily digest, or not at all. */
import { useEffect, useState } from "react";
import { EMAIL_MODES, EMAIL_MODE_LABELS, type EmailMode } from "#shared/notification-kinds.ts";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { usePreferences, useSetPreference } from "./notifications-api.ts";

export function EmailPreferences() {
  const preferences = usePreferences();
  const save = useSetPreference();
  if (preferences.isPending) return <Spinner />;
  if (preferences.isError) return <QueryError error={preferences.error} onRetry={() => void preferences.refetch()} />;
  const byModule = new Map<string, typeof preferences.data.items>();
  for (const item of preferences.data.items) byModule.set(item.module, [...(byModule.get(item.module) ?? []), item]);
  return (
    <div className="email-preferences">
      <p className="email-preferences__lead">
        Im internen Bereich sehen Sie alle Benachrichtigungen. Per E-Mail erhalten Sie sie so, wie Sie es hier wählen. Die tägliche Zusammenfassung kommt
        morgens um 7 Uhr und enthält nur, was Sie bis dahin nicht gelesen haben. Jede E-Mail enthält einen Link zum Abbestellen.
      </p>
      {[...byModule].map(([module, items]) => (
        <section key={module} className="panel email-preferences__group" aria-label={module}>
          <h2 className="panel__title">{module}</h2>
          {items.map((item) => (
            <EmailChoice key={item.kind} kind={item.kind} label={item.label} saved={item.email} onChoose={(email) => save.mutate({ kind: item.kind, email })} />
          ))}
        </section>
      ))}
    </div>
  );
}

/** One kind's three options; the choice shows at once and follows the saved value (a refusal puts it back). */
function EmailChoice({ kind, label, saved, onChoose }: { kind: string; label: string; saved: EmailMode; onChoose: (mode: EmailMode) => void }) {
  const [choice, setChoice] = useState(saved);
  useEffect(() => setChoice(saved), [saved]);
  return (
    <fieldset className="email-choice">
      <legend className="email-choice__label">{label}</legend>
      <div className="email-choice__options">
        {EMAIL_MODES.map((mode) => (
          <label key={mode} className="email-choice__option">
            <input
              type="radio"
              name={`email-${kind}`}
              value={mode}
              checked={choice === mode}
              onChange={() => {
                setChoice(mode);
                onChoose(mode);
              }}
            />
            {EMAIL_MODE_LABELS[mode]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
