/**
 * Request and response shapes of the local identity provider (/api/auth/*), shared by the sign-in
 * and sign-up forms and the server. The server answers rule violations with Clerk's error codes
 * (see AUTH_ERROR_MESSAGES), so the client translates local and Clerk errors alike.
 */
import { z } from "zod";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "./common-passwords.ts";

export const PASSWORD_MIN_LENGTH = 6;
/** scrypt hashes any length, but an unbounded password is a cheap way to burn server CPU. */
export const PASSWORD_MAX_LENGTH = 200;

/** Clerk's error codes plus the local provider's own; the messages are SPEC section 8. */
export const AUTH_ERROR_MESSAGES = {
  form_password_incorrect: "Ungültige Anmeldedaten. Bitte überprüfen Sie E-Mail und Passwort.",
  form_identifier_not_found: "Benutzer nicht gefunden.",
  form_identifier_exists: "Ein Benutzer mit dieser E-Mail-Adresse existiert bereits.",
  form_password_length_too_short: "Das Passwort muss mindestens 6 Zeichen lang sein.",
  form_password_pwned: COMMON_PASSWORD_MESSAGE,
  form_param_format_invalid: "Ungültiges E-Mail-Format.",
  sign_up_mode_restricted: "Registrierung ist derzeit deaktiviert.",
  too_many_requests: "Zu viele Anfragen. Bitte versuchen Sie es später erneut.",
  user_locked: "Ihr Zugang ist deaktiviert. Bitte wenden Sie sich an die Geschäftsstelle.",
  email_not_verified: "E-Mail-Adresse noch nicht bestätigt. Bitte überprüfen Sie Ihre E-Mails.",
  unauthenticated: "Nicht angemeldet",
  forbidden: "Keine Berechtigung",
} as const;
export type AuthErrorCode = keyof typeof AUTH_ERROR_MESSAGES;

export const emailSchema = z
  .string({ error: AUTH_ERROR_MESSAGES.form_param_format_invalid })
  .trim()
  .max(254, { error: AUTH_ERROR_MESSAGES.form_param_format_invalid })
  .pipe(z.email({ error: AUTH_ERROR_MESSAGES.form_param_format_invalid }))
  .transform((email) => email.toLowerCase());

/** A new password: the SPEC's six characters, and none of the passwords guessers try first (issue 10). */
export const passwordSchema = z
  .string({ error: AUTH_ERROR_MESSAGES.form_password_length_too_short })
  .min(PASSWORD_MIN_LENGTH, { error: AUTH_ERROR_MESSAGES.form_password_length_too_short })
  .max(PASSWORD_MAX_LENGTH, { error: `Das Passwort darf höchstens ${PASSWORD_MAX_LENGTH} Zeichen lang sein.` })
  .refine((password) => !isCommonPassword(password), { error: COMMON_PASSWORD_MESSAGE, params: { commonPassword: true } });

const optionalName = z.string().trim().max(100).optional();

export const signUpSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: optionalName,
  lastName: optionalName,
  /** Where the user lands after confirming; a path on this site (default /backend). */
  redirectUrl: z.string().max(500).optional(),
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  // Sign-in never tells the length rule: any non-empty password is checked against the hash.
  password: z.string().min(1, { error: AUTH_ERROR_MESSAGES.form_password_incorrect }).max(PASSWORD_MAX_LENGTH),
});
export type SignInInput = z.input<typeof signInSchema>;

export interface AuthUserSummary {
  id: string;
  email: string;
}

/** Every error of /api/auth/*: Clerk's shape plus the project's { success, error, message }. */
export interface AuthErrorBody {
  success: false;
  error: string;
  message: string;
  status?: "missing_requirements";
  errors: { code: string; message: string; longMessage?: string }[];
}

export interface SignInResponse {
  status: "complete";
  user: AuthUserSummary;
}
/** GET /api/auth/session: the signed-in state, or nulls when nobody is signed in (200 either way). */
export type SessionResponse =
  | {
      user: AuthUserSummary;
      /** expiresAt: ISO 8601 timestamp. */
      session: { id: string; expiresAt: string };
    }
  | { user: null; session: null };
/** expiresAt: ISO 8601 timestamp of the token's exp claim (60 s after minting). */
export interface TokenResponse {
  token: string;
  expiresAt: string;
}
export interface AuthConfigResponse {
  provider: "local" | "clerk";
  publishableKey?: string;
  /** Whether strangers may create an account themselves (an administrator decides). */
  signUpOpen: boolean;
}

/** POST /api/invitations/accept: the invited person chooses a password (local provider). */
export const acceptInvitationSchema = z.strictObject({
  token: z.string({ error: "Der Einladungslink ist unvollständig." }).min(10, { error: "Der Einladungslink ist unvollständig." }).max(100),
  password: passwordSchema,
});
export type AcceptInvitationInput = z.input<typeof acceptInvitationSchema>;
