/** The ten activity types of the user activity log (SPEC section 3), shared by server and client. */
export const ACTIVITY_TYPES = [
  "login",
  "logout",
  "discussion_created",
  "document_uploaded",
  "member_created",
  "task_created",
  "project_created",
  "crm_contact_created",
  "permission_granted",
  "permission_denied",
  // Back office (issue 5, migration 0046): review steps on membership applications other than approval.
  "application_status_changed",
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** Actions whose granted permission checks are logged (SPEC section 6); denials are always logged. */
export const LOGGED_PERMISSION_ACTIONS = ["member_creation", "role_change", "data_export"] as const;
export type LoggedPermissionAction = (typeof LOGGED_PERMISSION_ACTIONS)[number];
