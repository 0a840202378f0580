/** The activity types of the user activity log: the ten of SPEC section 3 plus the back office's own (migrations 0046, 0064); shared by server and client. */
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
  // Member register (migration 0064): edits of a member or its contact people; resignation or exclusion.
  "member_updated",
  "membership_status_changed",
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** Actions whose granted permission checks are logged (SPEC section 6); denials are always logged. */
export const LOGGED_PERMISSION_ACTIONS = ["member_creation", "role_change", "data_export"] as const;
export type LoggedPermissionAction = (typeof LOGGED_PERMISSION_ACTIONS)[number];
