/**
 * The catalog of activity types of the user activity log, with their German labels: the ten of
 * SPEC section 3 plus the ones modules add. A module adds its types here (one line each) and as
 * rows of activity_types in its migration (the log's foreign key refuses unknown types).
 */
export const ACTIVITY_LABELS = {
  // SPEC section 3.
  login: "Anmeldung",
  logout: "Abmeldung",
  discussion_created: "Diskussion erstellt",
  document_uploaded: "Dokument hochgeladen",
  member_created: "Mitglied angelegt",
  task_created: "Aufgabe erstellt",
  project_created: "Projekt erstellt",
  crm_contact_created: "CRM-Kontakt angelegt",
  permission_granted: "Berechtigung erteilt",
  permission_denied: "Berechtigung verweigert",
  // Membership applications (0046): review steps other than approval.
  application_status_changed: "Antragsstatus geändert",
  // Member register (0064): edits; resignation or exclusion.
  member_updated: "Mitglied bearbeitet",
  membership_status_changed: "Mitgliedsstatus geändert",
  // Finances (0230).
  fee_run_completed: "Beitragslauf durchgeführt",
  invoice_cancelled: "Rechnung storniert",
  payment_recorded: "Zahlung erfasst",
  collection_run_created: "Lastschrifteinzug erstellt",
  bank_statement_imported: "Kontoauszug importiert",
  dunning_sent: "Mahnung versandt",
  // Political workbench (0260).
  political_procedure_created: "Gesetzgebungsverfahren angelegt",
  political_stage_changed: "Verfahrensstand geändert",
  political_position_changed: "Position bearbeitet",
  political_campaign_created: "Kampagne angelegt",
  political_action_logged: "Kampagnenaktion erfasst",
  // Collaborative notes (0180): a document created; renamed, limited or archived; a snapshot
  // restored; a snapshot filed as minutes in the documents module.
  collab_document_created: "Notizdokument angelegt",
  collab_document_changed: "Notizdokument geändert",
  collab_snapshot_restored: "Notizdokument wiederhergestellt",
  collab_minutes_filed: "Notizen als Protokoll abgelegt",
  // Assembly (0202): the office's steps of an assembly, motions filed, office holders recorded.
  assembly_created: "Mitgliederversammlung angelegt",
  assembly_invitations_sent: "Zur Mitgliederversammlung eingeladen",
  assembly_opened: "Mitgliederversammlung eröffnet",
  assembly_closed: "Mitgliederversammlung beendet",
  ballot_result_declared: "Abstimmungsergebnis festgestellt",
  motion_filed: "Antrag zur Mitgliederversammlung gestellt",
  office_holder_recorded: "Amtsinhaber erfasst",
  // Content editing (0430): a page of the public website published or removed.
  content_published: "Website-Inhalt veröffentlicht",
  content_unpublished: "Website-Inhalt entfernt",
  // Accounts (0400): the person's own changes on the profile page.
  password_changed: "Passwort geändert",
  password_reset: "Passwort zurückgesetzt",
  profile_updated: "Profil bearbeitet",
  session_ended: "Sitzung beendet",
} as const;

export type ActivityType = keyof typeof ACTIVITY_LABELS;
export const ACTIVITY_TYPES = Object.keys(ACTIVITY_LABELS) as [ActivityType, ...ActivityType[]];

/**
 * The activities a browser may report through /api/log-user-activity: sign-in and sign-out happen
 * in the browser (with Clerk, at Clerk). Everything else, permission checks above all, is written
 * by the server where it happens, so nobody can forge entries about themselves (issue 10).
 */
export const CLIENT_ACTIVITY_TYPES = ["login", "logout"] as const satisfies readonly ActivityType[];

/** Actions whose granted permission checks are logged (SPEC section 6); denials are always logged. */
export const LOGGED_PERMISSION_ACTIONS = ["member_creation", "role_change", "data_export"] as const;
export type LoggedPermissionAction = (typeof LOGGED_PERMISSION_ACTIONS)[number];
