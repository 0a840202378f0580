/**
 * /backend/security/session-security (admin): the limits every session lives by (SPEC section 9),
 * and the policy an administrator sets: the cap on concurrent sessions per person and the mail on
 * a sign-in from a new device. Saved with a version check.
 */
import { useEffect, useState, type FormEvent } from "react";
import type { ScreenProps } from "#shared/routes.ts";
import { formatGermanDateTime } from "#shared/dates.ts";
import { PageHeader } from "#ui/backoffice/PageHeader.tsx";
import { QueryError, errorMessage } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import { CheckboxField } from "#ui/form/CheckboxField.tsx";
import { FormAlert } from "#ui/form/FormAlert.tsx";
import { TextField } from "#ui/form/TextField.tsx";
import { sessionPolicySchema } from "../schema.ts";
import { SecurityNav } from "./SecurityNav.tsx";
import { useSavePolicy, useSessionSecurity } from "./security-api.ts";
import "./security.css";

export default function SessionSecurityScreen({ route }: ScreenProps) {
  const view = useSessionSecurity();
  const save = useSavePolicy();
  const [cap, setCap] = useState("");
  const [mail, setMail] = useState(true);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (!view.data) return;
    setCap(String(view.data.maxSessionsPerUser));
    setMail(view.data.newDeviceMail);
  }, [view.data]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = sessionPolicySchema.safeParse({ maxSessionsPerUser: cap, newDeviceMail: mail, version: view.data?.version });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate(parsed.data);
  };

  return (
    <section className="security-screen">
      <PageHeader
        actionsBeside
        title={route.title}
        lead="Wie lange Sitzungen gelten, wie viele eine Person gleichzeitig haben darf und wann sie über eine Anmeldung informiert wird."
      />
      <SecurityNav />
      {view.isError ? <QueryError error={view.error} onRetry={() => void view.refetch()} /> : null}
      {view.isPending ? <Spinner label="Einstellungen werden geladen …" /> : null}
      {view.data ? (
        <div className="security-columns">
          <section className="panel security-section" aria-labelledby="limits-title">
            <h2 id="limits-title" className="panel__title">
              Geltende Grenzen
            </h2>
            <dl className="security-facts">
              {view.data.constants.map((c) => (
                <div key={c.label} className="security-facts__row">
                  <dt>{c.label}</dt>
                  <dd>{c.value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section className="panel security-section" aria-labelledby="policy-title">
            <h2 id="policy-title" className="panel__title">
              Richtlinie
            </h2>
            <form onSubmit={submit} noValidate>
              <FormAlert id="policy-alert" title={save.isError ? "Nicht gespeichert" : undefined}>
                {save.isError ? errorMessage(save.error) : null}
              </FormAlert>
              <TextField
                id="policy-cap"
                label="Gleichzeitige Sitzungen je Person"
                type="number"
                inputMode="numeric"
                min={1}
                max={50}
                required
                value={cap}
                error={error}
                hint="Meldet sich jemand auf einem weiteren Gerät an, endet die am längsten unbenutzte Sitzung."
                onChange={(e) => setCap(e.target.value)}
              />
              <CheckboxField
                id="policy-mail"
                label="Bei einer Anmeldung von einem neuen Gerät eine E-Mail an die Person senden"
                checked={mail}
                onChange={(e) => setMail(e.target.checked)}
              />
              {view.data.provider === "clerk" ? (
                <p className="security-muted">
                  Mit Clerk gelten Obergrenze und Hinweis-E-Mails so, wie sie im Clerk-Dashboard eingestellt sind; diese Einstellungen wirken auf den eigenen
                  Anmeldedienst.
                </p>
              ) : null}
              <p className="security-muted">
                Zuletzt geändert {formatGermanDateTime(view.data.updatedAt)}
                {view.data.updatedByName ? ` von ${view.data.updatedByName}` : ""}.
              </p>
              <button type="submit" className="button button--primary" disabled={save.isPending}>
                {save.isPending ? "Wird gespeichert …" : "Speichern"}
              </button>
            </form>
          </section>
        </div>
      ) : null}
    </section>
  );
}
