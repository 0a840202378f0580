/**
 * Translates what the identity provider answered into the German messages of SPEC section 8.
 * Both providers speak Clerk's error format ({ errors: [{ code, message, longMessage? }] }):
 * Clerk itself, and the local provider of this project, which copies Clerk's codes on purpose.
 */
export const AUTH_MESSAGES = {
  invalidCredentials: "Ungültige Anmeldedaten. Bitte überprüfen Sie E-Mail und Passwort.",
  emailNotConfirmed: "E-Mail-Adresse noch nicht bestätigt. Bitte überprüfen Sie Ihre E-Mails.",
  userExists: "Ein Benutzer mit dieser E-Mail-Adresse existiert bereits.",
  shortPassword: "Das Passwort muss mindestens 6 Zeichen lang sein.",
  commonPassword: "Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.",
  invalidEmail: "Ungültiges E-Mail-Format.",
  signUpDisabled: "Registrierung ist derzeit deaktiviert.",
  tooManyRequests: "Zu viele Anfragen. Bitte versuchen Sie es später erneut.",
  userNotFound: "Benutzer nicht gefunden.",
  wrongCurrentPassword: "Das bisherige Passwort ist nicht richtig.",
  wrongCode: "Der Code ist nicht richtig. Bitte prüfen Sie ihn oder fordern Sie einen neuen an.",
  expiredCode: "Der Code ist abgelaufen. Bitte fordern Sie einen neuen an.",
  failedCode: "Zu viele falsche Versuche mit diesem Code. Bitte fordern Sie einen neuen an.",
  unexpected: "Ein unerwarteter Fehler ist aufgetreten.",
  unknown: "Unbekannter Fehler",
} as const;

const BY_CODE: Record<string, string> = {
  form_password_incorrect: AUTH_MESSAGES.invalidCredentials,
  form_identifier_not_found: AUTH_MESSAGES.userNotFound,
  form_identifier_exists: AUTH_MESSAGES.userExists,
  form_password_length_too_short: AUTH_MESSAGES.shortPassword,
  // Clerk's code for a password found in breach lists; the local provider uses it for common ones.
  form_password_pwned: AUTH_MESSAGES.commonPassword,
  form_param_format_invalid: AUTH_MESSAGES.invalidEmail,
  sign_up_mode_restricted: AUTH_MESSAGES.signUpDisabled,
  too_many_requests: AUTH_MESSAGES.tooManyRequests,
  email_not_verified: AUTH_MESSAGES.emailNotConfirmed,
  missing_requirements: AUTH_MESSAGES.emailNotConfirmed,
  // Clerk's reset flow (reset_password_email_code): its English texts must not reach the screen.
  form_code_incorrect: AUTH_MESSAGES.wrongCode,
  verification_expired: AUTH_MESSAGES.expiredCode,
  verification_failed: AUTH_MESSAGES.failedCode,
  // Clerk's user.updatePassword with a wrong current password.
  form_password_validation_failed: AUTH_MESSAGES.wrongCurrentPassword,
};

interface ProviderErrorEntry {
  code?: unknown;
  message?: unknown;
  longMessage?: unknown;
}

const text = (value: unknown): string | undefined => (typeof value === "string" && value.trim() ? value : undefined);

function firstEntry(error: object): ProviderErrorEntry | undefined {
  const errors = (error as { errors?: unknown }).errors;
  return Array.isArray(errors) && errors[0] && typeof errors[0] === "object" ? (errors[0] as ProviderErrorEntry) : undefined;
}

export function authErrorMessage(error: unknown): string {
  if (error === null || error === undefined || error === "") return AUTH_MESSAGES.unknown;
  if (typeof error === "string") return error;
  if (typeof error !== "object") return AUTH_MESSAGES.unexpected;

  const entry = firstEntry(error);
  const shape = error as { status?: unknown; code?: unknown; error?: unknown; message?: unknown };
  const code = text(entry?.code) ?? text(shape.code) ?? text(shape.error) ?? (shape.status === "missing_requirements" ? "missing_requirements" : undefined);
  if (code && BY_CODE[code]) return BY_CODE[code];
  if (shape.status === 429) return AUTH_MESSAGES.tooManyRequests;

  return text(entry?.longMessage) ?? text(entry?.message) ?? text(shape.message) ?? AUTH_MESSAGES.unexpected;
}

/** The change-password form: a refused password there is the current one, not a sign-in's pair. */
export function passwordChangeErrorMessage(error: unknown): string {
  const message = authErrorMessage(error);
  return message === AUTH_MESSAGES.invalidCredentials ? AUTH_MESSAGES.wrongCurrentPassword : message;
}
