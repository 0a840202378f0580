/**
 * The shapes of the account's own endpoints (contract.ts): password reset by mail, password
 * change, the profile, the person's own sessions and own activity. New passwords follow the one
 * rule of sign-up and invitations (passwordSchema of #shared/schemas/auth.ts).
 */
import { z } from "zod";
import { timestamp, version } from "#shared/contract/answers.ts";
import { ROLES } from "#shared/roles.ts";
import { emailSchema, PASSWORD_MAX_LENGTH, passwordSchema } from "#shared/schemas/auth.ts";

/** How long a reset link stays valid. */
export const PASSWORD_RESET_TTL_MINUTES = 60;

export const passwordResetRequestSchema = z.strictObject({ email: emailSchema });
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

/** The same answer whether or not the address has an account (no account enumeration). */
export const passwordResetRequestedSchema = z.strictObject({ status: z.literal("requested") });

const RESET_LINK_INCOMPLETE = "Der Link zum Zurücksetzen ist unvollständig.";
export const passwordResetCompleteSchema = z.strictObject({
  token: z.string({ error: RESET_LINK_INCOMPLETE }).min(20, { error: RESET_LINK_INCOMPLETE }).max(100, { error: RESET_LINK_INCOMPLETE }),
  password: passwordSchema,
});
export type PasswordResetComplete = z.input<typeof passwordResetCompleteSchema>;

export const passwordResetDoneSchema = z.strictObject({ status: z.literal("complete"), endedSessions: z.number().int().min(0) });

export const passwordChangeSchema = z.strictObject({
  currentPassword: z
    .string({ error: "Bitte geben Sie Ihr bisheriges Passwort ein." })
    .min(1, { error: "Bitte geben Sie Ihr bisheriges Passwort ein." })
    .max(PASSWORD_MAX_LENGTH),
  newPassword: passwordSchema,
});
export type PasswordChange = z.input<typeof passwordChangeSchema>;

export const passwordChangedSchema = z.strictObject({ status: z.literal("changed"), endedSessions: z.number().int().min(0) });

const nameField = (label: string) =>
  z
    .string({ error: `${label} fehlt.` })
    .trim()
    .max(100, { error: `${label} darf höchstens 100 Zeichen lang sein.` })
    .refine((value) => !/\p{Cc}/u.test(value), { error: `${label} enthält unzulässige Zeichen.` });

export const profileSchema = z.strictObject({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  version,
  /** Which identity provider holds the password: "clerk" changes it in Clerk's flow. */
  provider: z.enum(["local", "clerk"]),
});
export type Profile = z.output<typeof profileSchema>;

export const profileUpdateSchema = z.strictObject({
  firstName: nameField("Der Vorname"),
  lastName: nameField("Der Nachname"),
  version,
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const ownSessionSchema = z.strictObject({
  id: z.string(),
  browser: z.string(),
  os: z.string(),
  device: z.enum(["mobile", "tablet", "desktop", "unknown"]),
  clientIp: z.string().nullable(),
  createdAt: timestamp,
  lastActiveAt: timestamp,
  expiresAt: timestamp.nullable(),
  /** The session this request was made with ("Diese Sitzung"). */
  current: z.boolean(),
});
export type OwnSession = z.output<typeof ownSessionSchema>;

export const sessionParamsSchema = z.strictObject({ id: z.string().min(1).max(100) });

export const endedSessionsSchema = z.strictObject({ ended: z.number().int().min(0) });

export const ownActivityQuerySchema = z.strictObject({
  cursor: z
    .string()
    .max(200, { error: "Seitenmarke ist ungültig" })
    .regex(/^[A-Za-z0-9_-]+$/, { error: "Seitenmarke ist ungültig" })
    .optional(),
  pageSize: z.coerce.number({ error: "Seitengröße muss eine Zahl sein" }).int().min(1).max(100, { error: "Seitengröße höchstens 100" }).default(20),
});
export type OwnActivityQuery = z.output<typeof ownActivityQuerySchema>;

export const ownActivityItemSchema = z.strictObject({
  id: z.uuid(),
  activityType: z.string(),
  /** The German label of the type (#shared/activity-types.ts). */
  label: z.string(),
  description: z.string(),
  createdAt: timestamp,
});
export type OwnActivityItem = z.output<typeof ownActivityItemSchema>;

export const ownActivityPageSchema = z.strictObject({
  items: z.array(ownActivityItemSchema),
  /** The cursor of the next (older) page, or null at the end. */
  nextCursor: z.string().nullable(),
});
export type OwnActivityPage = z.output<typeof ownActivityPageSchema>;

// ---- The screens' form shapes (the new password typed twice) ----

const PASSWORDS_DIFFER = "Die beiden Passwörter stimmen nicht überein.";

/** The reset screen: the new password twice. */
export const newPasswordFormSchema = z
  .strictObject({ password: passwordSchema, repeat: z.string() })
  .refine((v) => v.password === v.repeat, { error: PASSWORDS_DIFFER, path: ["repeat"] });
export type NewPasswordForm = z.input<typeof newPasswordFormSchema>;

/** Clerk's reset: the code from Clerk's mail and the new password twice. */
export const resetCodeFormSchema = z
  .strictObject({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, { error: "Bitte geben Sie den sechsstelligen Code aus der E-Mail ein." }),
    password: passwordSchema,
    repeat: z.string(),
  })
  .refine((v) => v.password === v.repeat, { error: PASSWORDS_DIFFER, path: ["repeat"] });
export type ResetCodeForm = z.input<typeof resetCodeFormSchema>;

/** The profile's password change: the current password and the new one twice. */
export const passwordChangeFormSchema = z
  .strictObject({ currentPassword: passwordChangeSchema.shape.currentPassword, newPassword: passwordSchema, repeat: z.string() })
  .refine((v) => v.newPassword === v.repeat, { error: PASSWORDS_DIFFER, path: ["repeat"] });
export type PasswordChangeForm = z.input<typeof passwordChangeFormSchema>;

// ---- Answers of the sign-in machinery and the user data functions (SPEC section 7) ----

/** GET /api/auth/config: which identity provider the browser uses (AuthConfigResponse of #shared/schemas/auth.ts). */
export const authConfigSchema = z.discriminatedUnion("provider", [
  z.strictObject({ provider: z.literal("clerk"), publishableKey: z.string().optional(), signUpOpen: z.boolean() }),
  z.strictObject({ provider: z.literal("local"), signUpOpen: z.boolean() }),
]);

export const invitationAcceptedSchema = z.strictObject({ status: z.literal("complete") });

/** The profiles row as a whole, with its column names (ProfileRow of #shared/schemas/user-data.ts). */
export const profileRowSchema = z.strictObject({
  id: z.string(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  organization_id: z.string().nullable(),
  deactivated_at: timestamp.nullable(),
  last_sign_in_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export const userDataSchema = z.strictObject({ profile: profileRowSchema.nullable(), roles: z.array(z.enum(ROLES)) });
export const permissionSchema = z.strictObject({ hasPermission: z.boolean() });
export const activityLoggedSchema = z.strictObject({ success: z.literal(true) });

/** GET /api/my-activity: how many of the caller's latest activity log entries it answers. */
export const MY_ACTIVITY_LIMIT = 10;

/** GET /api/my-activity: the latest entries of the caller's own activity log, newest first. */
export const myActivitySchema = z.strictObject({
  activity: z.array(z.strictObject({ id: z.string(), activityType: z.string(), description: z.string(), createdAt: timestamp })),
});
export type MyActivityResponse = z.output<typeof myActivitySchema>;
