/**
 * /backend/profil "Mein Profil" (issue 25), reached from the user menu: name and e-mail address,
 * password change, own sessions, the e-mail choices of the notifications module (its own
 * component and contract, not a copy) and own activity. Composed here in the app shell because it
 * joins two modules' screens; each section is its module's.
 */
import { type ReactNode, useState } from "react";
import { PageHeader } from "#ui/backoffice/PageHeader.tsx";
import { QueryError } from "#ui/backoffice/QueryError.tsx";
import { Spinner } from "#ui/backoffice/Spinner.tsx";
import type { ScreenProps } from "#shared/routes.ts";
import { useOwnProfile } from "#modules/account/ui/account-api.ts";
import { OwnActivity } from "#modules/account/ui/OwnActivity.tsx";
import { OwnSessions } from "#modules/account/ui/OwnSessions.tsx";
import { PasswordChangeForm } from "#modules/account/ui/PasswordChangeForm.tsx";
import { ProfileNameForm } from "#modules/account/ui/ProfileNameForm.tsx";
import { EmailPreferences } from "#modules/notifications/ui/EmailPreferences.tsx";
import "#modules/account/ui/profile.css";
import "#modules/notifications/ui/notifications.css";

function Section({ id, title, lead, children }: { id: string; title: string; lead?: string; children: ReactNode }) {
  return (
    <section className="panel profile__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {lead ? <p className="profile__lead">{lead}</p> : null}
      {children}
    </section>
  );
}

/** A disclosure whose content mounts (and loads its data) only once opened. */
function OnDemand({ summary, children }: { summary: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="profile__details" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{summary}</summary>
      {open ? children : null}
    </details>
  );
}

export default function ProfileScreen({ route }: ScreenProps) {
  const profile = useOwnProfile();
  return (
    <div className="profile">
      <PageHeader title={route.title} lead={route.description} />
      <Section id="profil-person" title="Name und E-Mail-Adresse">
        {profile.isPending ? (
          <Spinner />
        ) : profile.isError ? (
          <QueryError error={profile.error} onRetry={() => void profile.refetch()} />
        ) : (
          <ProfileNameForm key={profile.data.id} profile={profile.data} />
        )}
      </Section>
      <Section id="profil-passwort" title="Passwort ändern">
        <PasswordChangeForm />
      </Section>
      <Section
        id="profil-sitzungen"
        title="Angemeldete Geräte"
        lead="Wo Sie gerade mit Ihrem Zugang angemeldet sind. Beenden Sie eine Sitzung, die Sie nicht kennen, und ändern Sie dann Ihr Passwort."
      >
        <OwnSessions />
      </Section>
      <Section id="profil-aktivitaeten" title="Meine Aktivitäten">
        <OwnActivity />
      </Section>
      <Section
        id="profil-benachrichtigungen"
        title="E-Mail-Benachrichtigungen"
        lead="Für jede Art von Benachrichtigung: sofort per E-Mail, in der täglichen Zusammenfassung oder gar nicht."
      >
        {/* The full list is long (a choice per kind): open on demand, loaded only then. */}
        <OnDemand summary="Einstellungen anzeigen und ändern">
          <EmailPreferences />
        </OnDemand>
      </Section>
    </div>
  );
}
