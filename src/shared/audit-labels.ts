/**
 * The audit trail's areas and actions with their German names: what the audit screen's filters,
 * table and CSV show instead of the keys the writers store. Entries keep the keys they were
 * written with (the hash chain seals them), so older spellings of one area ("document",
 * "documents") stay aliases of it here, and the filters offer each area and each action once.
 * A module that records a new action adds its label here; tests/unit/audit-labels.test.ts
 * finds every action and entity type written by recordAudit in the sources and fails on one
 * without a name.
 */

/** Area key -> German name and every key older entries or other writers used for it. */
export const AUDIT_AREAS = {
  applications: { label: "Mitgliedsanträge", aliases: ["membership-applications", "membership_application", "application"] },
  members: { label: "Mitgliederverwaltung", aliases: ["member-export", "member-figures", "membership", "member"] },
  crm: { label: "CRM", aliases: ["organization", "crm_contact", "crm_interaction"] },
  users: { label: "Benutzerverwaltung", aliases: ["user-management", "invitations", "invitation", "user", "profile"] },
  documents: { label: "Dokumente", aliases: ["document", "document_folder"] },
  discussions: { label: "Diskussionen", aliases: ["discussion", "discussion_thread", "discussion_post", "discussion_category"] },
  tasks: { label: "Aufgaben", aliases: ["todos", "task", "task_project"] },
  collab: { label: "Notizen", aliases: ["collab_document"] },
  assembly: {
    label: "Mitgliederversammlung",
    aliases: [
      "assemblies",
      "voting",
      "general",
      "general_assembly",
      "assembly_motion",
      "assembly_request",
      "assembly_ballot",
      "association",
      "association_office_term",
    ],
  },
  finances: {
    label: "Finanzen",
    aliases: [
      "finance",
      "finance_settings",
      "fee",
      "fee_run",
      "fee_schedule",
      "bank",
      "bank_statement",
      "billing",
      "billing_profile",
      "mandate",
      "invoice",
      "statement",
      "statement_line",
      "collection",
      "collection_run",
    ],
  },
  political: {
    label: "Politik-Tools",
    aliases: [
      "political-workbench",
      "political_procedure",
      "political_procedure_date",
      "political_campaign",
      "political_stance",
      "political_position",
      "political_link",
      "political_lobby_year",
      "political_action",
      "political_stakeholder",
    ],
  },
  notifications: { label: "Benachrichtigungen", aliases: ["notification", "notification_preference"] },
  audit: { label: "Audit-Protokoll", aliases: ["audit_log"] },
  security: { label: "Sicherheit", aliases: ["session", "session_policy", "rate", "rate_limit", "security_incident", "incident"] },
  system: { label: "System", aliases: ["settings", "platform", "platform_setting", "job", "outbox", "sentry-config"] },
  analytics: { label: "Analysen", aliases: [] },
  dashboard: { label: "Übersicht", aliases: [] },
  auth: { label: "Anmeldung", aliases: ["get-user-data", "check-user-permission", "log-user-activity", "my-activity", "account"] },
  contact: { label: "Kontaktformular", aliases: ["contact-email"] },
  content: { label: "Website-Inhalte", aliases: ["content_entry"] },
} as const satisfies Record<string, { label: string; aliases: readonly string[] }>;

export type AuditArea = keyof typeof AUDIT_AREAS;

const AREA_OF = new Map<string, AuditArea>();
for (const [area, { aliases }] of Object.entries(AUDIT_AREAS) as [AuditArea, { aliases: readonly string[] }][]) {
  AREA_OF.set(area, area);
  for (const alias of aliases) AREA_OF.set(alias, area);
}

/** The area of a module key, a path's first segment or an entity type; undefined if unknown. */
export function auditAreaOf(key: string | null | undefined): AuditArea | undefined {
  if (!key) return undefined;
  return AREA_OF.get(key) ?? AREA_OF.get(key.split(/[._]/)[0]!);
}

/** Every stored key that belongs to the same area as `key` (for filtering); [key] if unknown. */
export function auditAreaKeys(key: string): string[] {
  const area = auditAreaOf(key);
  return area ? [area, ...AUDIT_AREAS[area].aliases] : [key];
}

export function auditAreaLabel(key: string | null): string {
  if (!key) return "–";
  const area = auditAreaOf(key);
  return area ? AUDIT_AREAS[area].label : key;
}

/** Action key -> German name (each name once, so the action filter offers no two alike). */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  // Generic verbs several modules use.
  create: "Angelegt",
  update: "Geändert",
  delete: "Gelöscht",
  archive: "Archiviert",
  unarchive: "Archivierung aufgehoben",
  reactivate: "Reaktiviert",
  deactivate: "Deaktiviert",
  link: "Verknüpft",
  unlink: "Verknüpfung gelöst",
  add_target: "Ziel hinzugefügt",
  remove_target: "Ziel entfernt",
  stage_change: "Phase geändert",
  status_change: "Status geändert",
  // Users, sign-in and invitations.
  role_change: "Rollen geändert",
  invite: "Eingeladen",
  resend_invitation: "Einladung erneut gesendet",
  revoke_invitation: "Einladung zurückgezogen",
  accept_invitation: "Einladung angenommen",
  // Membership applications.
  application_pending: "Mitgliedsantrag wieder offen",
  application_in_review: "Mitgliedsantrag in Prüfung",
  application_approved: "Mitgliedsantrag angenommen",
  application_rejected: "Mitgliedsantrag abgelehnt",
  application_withdrawn: "Mitgliedsantrag zurückgezogen",
  // Members.
  member_created: "Mitglied angelegt",
  member_updated: "Mitglied bearbeitet",
  member_resigned: "Austritt erfasst",
  member_excluded: "Ausschluss erfasst",
  // Documents.
  "document.uploaded": "Dokument hochgeladen",
  "document.updated": "Dokument geändert",
  "document.moved": "Dokument verschoben",
  "document.trashed": "Dokument in den Papierkorb gelegt",
  "document.restored": "Dokument wiederhergestellt",
  "document.purged": "Dokument endgültig gelöscht",
  "document.version_restored": "Dokumentversion wiederhergestellt",
  "document.downloaded": "Dokument heruntergeladen",
  "document.previewed": "Dokument angesehen",
  "document_folder.created": "Ordner angelegt",
  "document_folder.updated": "Ordner geändert",
  "document_folder.access_changed": "Ordnerrechte geändert",
  "document_folder.deleted": "Ordner gelöscht",
  // Discussions.
  discussion_category_created: "Kategorie angelegt",
  discussion_category_updated: "Kategorie geändert",
  discussion_thread_created: "Thema eröffnet",
  discussion_thread_deleted: "Thema gelöscht",
  discussion_thread_pin: "Thema angeheftet",
  discussion_thread_unpin: "Thema gelöst",
  discussion_thread_close: "Thema geschlossen",
  discussion_thread_reopen: "Thema wieder geöffnet",
  discussion_thread_move: "Thema verschoben",
  discussion_post_created: "Beitrag geschrieben",
  discussion_post_edited: "Beitrag bearbeitet",
  discussion_post_deleted: "Beitrag gelöscht",
  // Tasks.
  "task.created": "Aufgabe angelegt",
  "task.updated": "Aufgabe geändert",
  "task.status_changed": "Aufgabenstatus geändert",
  "task.commented": "Aufgabe kommentiert",
  "task.linked": "Aufgabe verknüpft",
  "task.unlinked": "Aufgabenverknüpfung gelöst",
  "task.recurred": "Wiederkehrende Aufgabe neu angelegt",
  "task.checklist_checked": "Checkliste: Punkt erledigt",
  "task.checklist_unchecked": "Checkliste: Punkt wieder offen",
  "task.checklist_item_removed": "Checkliste: Punkt entfernt",
  "task_project.created": "Projekt angelegt",
  "task_project.updated": "Projekt geändert",
  "task_project.archived": "Projekt archiviert",
  "task_project.access_changed": "Projektrechte geändert",
  // Shared notes.
  "collab.document_created": "Notiz angelegt",
  "collab.document_changed": "Notiz geändert",
  "collab.snapshot_restored": "Notizstand wiederhergestellt",
  "collab.minutes_filed": "Als Protokoll abgelegt",
  // General assembly.
  assembly_created: "Versammlung angelegt",
  assembly_updated: "Versammlung geändert",
  assembly_cancelled: "Versammlung abgesagt",
  assembly_invitations_sent: "Einladungen versandt",
  assembly_opened: "Versammlung eröffnet",
  assembly_closed: "Versammlung geschlossen",
  assembly_inquorate: "Beschlussunfähigkeit festgestellt",
  assembly_checked_in: "Anwesenheit erfasst",
  assembly_checked_out: "Abwesenheit erfasst",
  assembly_proxy_granted: "Vollmacht erteilt",
  assembly_proxy_revoked: "Vollmacht widerrufen",
  assembly_request_opened: "Einberufungsverlangen eröffnet",
  assembly_request_signed: "Einberufungsverlangen unterstützt",
  assembly_minutes_published: "Protokoll veröffentlicht",
  agenda_item_added: "Tagesordnungspunkt hinzugefügt",
  agenda_item_updated: "Tagesordnungspunkt geändert",
  agenda_item_removed: "Tagesordnungspunkt entfernt",
  agenda_reordered: "Tagesordnung umgestellt",
  agenda_document_attached: "Unterlage angehängt",
  agenda_document_detached: "Unterlage entfernt",
  motion_filed: "Antrag gestellt",
  motion_supported: "Antrag unterstützt",
  motion_withdrawn: "Antrag zurückgezogen",
  motion_admitted: "Antrag zugelassen",
  motion_inadmissible: "Antrag als unzulässig abgewiesen",
  secret_ballot_demanded: "Geheime Abstimmung verlangt",
  representative_recorded: "Vertretung erfasst",
  representative_revoked: "Vertretung widerrufen",
  office_holder_recorded: "Amtsinhaber erfasst",
  // Finances.
  fee_run: "Beitragslauf durchgeführt",
  fee_schedule_created: "Beitragsordnung angelegt",
  fee_schedule_updated: "Beitragsordnung geändert",
  invoice_issued: "Rechnung gestellt",
  invoice_cancelled: "Rechnung storniert",
  invoice_written_off: "Rechnung ausgebucht",
  payment_booked: "Zahlung gebucht",
  payment_reversed: "Zahlung zurückgebucht",
  mandate_created: "Mandat angelegt",
  mandate_revoked: "Mandat widerrufen",
  collection_run_created: "Lastschrifteinzug erstellt",
  collection_returned: "Lastschrift zurückgegeben",
  collection_date_set: "Einzugsdatum festgelegt",
  bank_statement_imported: "Kontoauszug importiert",
  statement_line_resolved: "Kontoauszugszeile geklärt",
  statement_line_assigned: "Zahlungseingang zugeordnet",
  dunning_notice_sent: "Mahnung versandt",
  dunning_hold_set: "Mahnsperre gesetzt",
  dunning_hold_released: "Mahnsperre aufgehoben",
  billing_profile_created: "Rechnungsdaten angelegt",
  billing_profile_updated: "Rechnungsdaten geändert",
  finance_settings_updated: "Finanzeinstellungen geändert",
  // Notifications.
  notification_preference_set: "Benachrichtigungseinstellung geändert",
  // The person's own account (issue 25): password reset and change, profile.
  "password.reset_requested": "Passwort-Zurücksetzen angefordert",
  "password.reset": "Passwort zurückgesetzt",
  "password.changed": "Passwort geändert",
  "profile.updated": "Profil geändert",
  // Security, audit, system.
  "session.ended": "Sitzung beendet",
  "session.ended_all": "Alle Sitzungen beendet",
  "session_policy.updated": "Sitzungsregeln geändert",
  "rate_limit.unblocked": "Sperre aufgehoben",
  "incident.created": "Vorfall angelegt",
  "incident.updated": "Vorfall geändert",
  "incident.note_added": "Vorfall: Notiz ergänzt",
  "incident.linked": "Vorfall verknüpft",
  "incident.unlinked": "Vorfallverknüpfung gelöst",
  "audit.chain_checked": "Kette geprüft",
  "audit.retention_pruned": "Einträge nach Ablauf der Aufbewahrungsfrist gelöscht",
  data_export: "Daten exportiert",
  setting_changed: "Einstellung geändert",
  "outbox.retried": "Zustellung wiederholt",
  "outbox.discarded": "Zustellung verworfen",
  "job.run": "Job ausgeführt",
  "content.draft_created": "Website: Entwurf angelegt",
  "content.draft_discarded": "Website: Entwurf verworfen",
  "content.draft_rebased": "Website: Entwurf auf aktuelle Fassung gesetzt",
  "content.published": "Website: veröffentlicht",
  "content.unpublished": "Website: von der Website entfernt",
};

export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}

/**
 * Entity type -> German name of the kind of object ("Rechnung", "Benutzerkonto"), shown with the
 * object's own name in the audit screen's "Objekt" column and the CSV (issue 25: the column showed
 * `membership · 6f389923-…`). tests/unit/audit-labels.test.ts fails on a type recordAudit writes
 * without a name here.
 */
export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  user: "Benutzerkonto",
  profile: "Profil",
  invitation: "Einladung",
  organization: "Organisation",
  membership: "Mitgliedschaft",
  membership_application: "Mitgliedsantrag",
  application: "Mitgliedsantrag",
  crm_contact: "Kontakt",
  crm_interaction: "Kontaktnotiz",
  document: "Dokument",
  document_folder: "Ordner",
  discussion_category: "Diskussionskategorie",
  discussion_thread: "Thema",
  discussion_post: "Beitrag",
  task: "Aufgabe",
  task_project: "Aufgabenprojekt",
  collab_document: "Notiz",
  general_assembly: "Mitgliederversammlung",
  assembly_motion: "Antrag an die Versammlung",
  assembly_ballot: "Abstimmung",
  assembly_request: "Einberufungsverlangen",
  association_office_term: "Amtszeit",
  invoice: "Rechnung",
  mandate: "Lastschriftmandat",
  billing_profile: "Rechnungsdaten",
  fee_run: "Beitragslauf",
  fee_schedule: "Beitragsordnung",
  finance_settings: "Finanzeinstellungen",
  collection_run: "Lastschrifteinzug",
  bank_statement: "Kontoauszug",
  statement_line: "Kontoauszugszeile",
  political_procedure: "Verfahren",
  political_procedure_date: "Verfahrenstermin",
  political_campaign: "Kampagne",
  political_stance: "Haltung",
  political_position: "Position",
  political_link: "Verknüpfung",
  political_lobby_year: "Lobbyregister-Jahr",
  political_action: "Kampagnenaktion",
  political_stakeholder: "Ansprechperson",
  notification_preference: "Benachrichtigungseinstellung",
  security_incident: "Sicherheitsvorfall",
  session: "Sitzung",
  session_policy: "Sitzungsregeln",
  rate_limit: "Sperre",
  audit_log: "Audit-Protokoll",
  platform_setting: "Einstellung",
  outbox: "Zustellung",
  job: "Job",
  content_entry: "Website-Inhalt",
};

/** The German name of an entity type; an unknown one as written. */
export function auditEntityLabel(entityType: string): string {
  return AUDIT_ENTITY_LABELS[entityType] ?? entityType;
}
