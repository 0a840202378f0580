/**
 * The catalog of notification kinds ("<module>.<event>") with their German labels, for the list
 * and the e-mail preferences. A module adds its kinds here (one line each) and sends them with
 * notify() of the notifications module. `email` is the default e-mail choice of a kind for users
 * who have not chosen (absent: the daily digest).
 */
export const EMAIL_MODES = ["immediate", "daily", "off"] as const;
export type EmailMode = (typeof EMAIL_MODES)[number];

export const EMAIL_MODE_LABELS: Record<EmailMode, string> = {
  immediate: "Sofort",
  daily: "Tägliche Zusammenfassung",
  off: "Keine E-Mail",
};

export const NOTIFICATION_KINDS = {
  "discussions.mention": { module: "Diskussionen", label: "Erwähnung in einem Beitrag", email: "immediate" },
  "discussions.reply": { module: "Diskussionen", label: "Antwort in einem beobachteten Thema" },
  "discussions.new_thread": { module: "Diskussionen", label: "Neues Thema in einem beobachteten Bereich" },
  "documents.uploaded": { module: "Dokumente", label: "Neues Dokument oder neue Version in einem beobachteten Ordner" },
  "political.stage_changed": { module: "Politik-Tools", label: "Neuer Stand eines Gesetzgebungsverfahrens" },
  "political.date_reminder": { module: "Politik-Tools", label: "Erinnerung an Frist oder Termin eines Verfahrens" },
  "political.position_status": { module: "Politik-Tools", label: "Position beschlossen oder veröffentlicht" },
  "assembly.invitation": { module: "Mitgliederversammlung", label: "Einladung zu einer Mitgliederversammlung", email: "immediate" },
  "assembly.motion": { module: "Mitgliederversammlung", label: "Neuer Antrag zur Mitgliederversammlung" },
  "assembly.ballot_opened": { module: "Mitgliederversammlung", label: "Abstimmung geöffnet" },
  "assembly.result": { module: "Mitgliederversammlung", label: "Ergebnis einer Abstimmung" },
  "assembly.request_reached": { module: "Mitgliederversammlung", label: "Außerordentliche Versammlung verlangt", email: "immediate" },
  "assembly.reminder": { module: "Mitgliederversammlung", label: "Erinnerung an Fristen einer Mitgliederversammlung", email: "immediate" },
  "assembly.minutes": { module: "Mitgliederversammlung", label: "Protokoll veröffentlicht", email: "immediate" },
  "collab.minutes_filed": { module: "Gemeinsame Notizen", label: "Notizen, an denen Sie geschrieben haben, wurden als Protokoll abgelegt" },
  "collab.restored": { module: "Gemeinsame Notizen", label: "Notizen, an denen Sie geschrieben haben, wurden auf eine frühere Version zurückgesetzt" },
  "applications.received": { module: "Mitgliedsanträge", label: "Neuer Mitgliedsantrag zur Entscheidung" },
  "content.review_requested": { module: "Website-Inhalte", label: "Entwurf der Website zur Veröffentlichung vorgelegt", email: "immediate" },
  "finances.statement_review": { module: "Finanzen", label: "Kontoauszug mit Buchungen zur Prüfung" },
  "finances.returned_debit": { module: "Finanzen", label: "Rücklastschrift eingegangen" },
  "security.incident_reported": { module: "Sicherheit", label: "Neuer Sicherheitsvorfall", email: "immediate" },
  "security.incident_assigned": { module: "Sicherheit", label: "Sicherheitsvorfall zur Bearbeitung übertragen", email: "immediate" },
  "security.incident_deadline": { module: "Sicherheit", label: "Meldefrist eines Sicherheitsvorfalls läuft ab", email: "immediate" },
  // Reminders are worth nothing a day late: they go out at once unless a person chose otherwise.
  "tasks.assigned": { module: "Aufgaben", label: "Eine Aufgabe wurde Ihnen zugewiesen", email: "immediate" },
  "tasks.due_soon": { module: "Aufgaben", label: "Erinnerung: Aufgabe ist morgen fällig", email: "immediate" },
  "tasks.overdue": { module: "Aufgaben", label: "Erinnerung: Aufgabe ist überfällig", email: "immediate" },
  "tasks.commented": { module: "Aufgaben", label: "Neuer Kommentar zu Ihrer Aufgabe" },
} as const satisfies Record<string, { module: string; label: string; email?: EmailMode }>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

export function isNotificationKind(value: string): value is NotificationKind {
  return Object.hasOwn(NOTIFICATION_KINDS, value);
}

/** The e-mail choice of a kind for a user who has not chosen. */
export function defaultEmailMode(kind: string): EmailMode {
  const entry = isNotificationKind(kind) ? (NOTIFICATION_KINDS[kind] as { email?: EmailMode }) : undefined;
  return entry?.email ?? "daily";
}
