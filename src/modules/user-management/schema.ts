/** Shapes of the administrator's user management (contract.ts), shared by UI and server. */
import { z } from "zod";
import { timestamp, version } from "#shared/contract/answers.ts";
import { ROLES } from "#shared/roles.ts";
import { emailSchema, passwordSchema } from "#shared/schemas/auth.ts";
import { optionalText, versionField } from "#shared/schemas/form-fields.ts";

/** pending: signed up by themselves, confirmed, but no role and no member company yet (issue 10). */
export const USER_STATUSES = ["active", "pending", "deactivated", "unconfirmed"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  active: "Aktiv",
  pending: "Wartet auf Freischaltung",
  deactivated: "Deaktiviert",
  unconfirmed: "Unbestätigt",
};

/** Whether strangers may create an account themselves (PUT /api/user-management/settings/sign-up). */
export const signUpSettingSchema = z.strictObject({
  open: z.boolean({ error: "Bitte geben Sie an, ob die Selbstregistrierung möglich sein soll." }),
});
export type SignUpSettingInput = z.output<typeof signUpSettingSchema>;

export const signUpSettingAnswerSchema = z.strictObject({ open: z.boolean(), updatedAt: timestamp.nullable(), updatedBy: z.string().nullable() });
export type SignUpSetting = z.output<typeof signUpSettingAnswerSchema>;

export const LAST_ADMIN_MESSAGE =
  "Der letzte aktive Administrator kann weder entfernt noch herabgestuft oder deaktiviert werden. Ernennen Sie zuerst eine weitere Person zum Administrator.";

const roleList = z
  .array(z.enum(ROLES, { error: "Unbekannte Rolle." }), { error: "Bitte wählen Sie die Rollen aus." })
  .max(ROLES.length)
  .transform((roles) => ROLES.filter((role) => roles.includes(role)));

export const userListQuerySchema = z.strictObject({
  q: z
    .string()
    .trim()
    .max(200, { error: "Der Suchbegriff ist zu lang." })
    .optional()
    .transform((v) => v || undefined),
  role: z
    .enum(ROLES, { error: "Unbekannte Rolle." })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  status: z
    .enum(USER_STATUSES, { error: "Unbekannter Status." })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  page: z.coerce.number({ error: "Ungültige Seite." }).int().min(1, { error: "Ungültige Seite." }).max(100_000).default(1),
  pageSize: z.coerce.number({ error: "Ungültige Seitengröße." }).int().min(1).max(100, { error: "Höchstens 100 Einträge pro Seite." }).default(25),
});
export type UserListQuery = z.output<typeof userListQuerySchema>;

export const setUserRolesSchema = z.strictObject({ roles: roleList, version: versionField });
export type SetUserRoles = z.output<typeof setUserRolesSchema>;

export const setUserStatusSchema = z.strictObject({
  active: z.boolean({ error: "Bitte geben Sie an, ob der Zugang aktiv sein soll." }),
  version: versionField,
});
export type SetUserStatus = z.output<typeof setUserStatusSchema>;

export const inviteUserSchema = z.strictObject({
  email: emailSchema,
  firstName: optionalText(100, "Der Vorname"),
  lastName: optionalText(100, "Der Nachname"),
  roles: roleList.pipe(z.array(z.enum(ROLES)).min(1, { error: "Bitte wählen Sie mindestens eine Rolle aus." })),
});
export type InviteUserInput = z.input<typeof inviteUserSchema>;
export type InviteUserValues = z.output<typeof inviteUserSchema>;

/** Accepting an invitation: the token from the mailed link and the password the person chooses. */

export const managedUserSchema = z.strictObject({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
  status: z.enum(USER_STATUSES),
  lastSignInAt: timestamp.nullable(),
  createdAt: timestamp,
  version,
});
export type ManagedUser = z.output<typeof managedUserSchema>;

/** The invitation page's form: the password twice (the token comes from the link). */
export const acceptInvitationFormSchema = z
  .strictObject({ password: passwordSchema, repeat: z.string() })
  .refine((v) => v.password === v.repeat, { error: "Die beiden Passwörter stimmen nicht überein.", path: ["repeat"] });
export type AcceptInvitationForm = z.input<typeof acceptInvitationFormSchema>;

/**
 * An invitation nobody has accepted yet (GET /api/user-management/invitations). With the local provider
 * it is an unconfirmed invited account (id = user id), with Clerk an open clerk_invitations row.
 */
export const pendingInvitationSchema = z.strictObject({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
  /** The member organisation the person represents, if any. */
  organizationName: z.string().nullable(),
  invitedAt: timestamp,
  /** When the current link stops working; after that the invitation can be sent again. */
  expiresAt: timestamp.nullable(),
  expired: z.boolean(),
});
export type PendingInvitation = z.output<typeof pendingInvitationSchema>;
