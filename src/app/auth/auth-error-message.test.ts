import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES, authErrorMessage, passwordChangeErrorMessage } from "./auth-error-message.ts";

const clerk = (code: string, message = "English text") => ({ errors: [{ code, message, longMessage: `${message}.` }] });

describe("authErrorMessage", () => {
  it.each([
    ["form_password_incorrect", "Ungültige Anmeldedaten. Bitte überprüfen Sie E-Mail und Passwort."],
    ["form_identifier_not_found", "Benutzer nicht gefunden."],
    ["form_identifier_exists", "Ein Benutzer mit dieser E-Mail-Adresse existiert bereits."],
    ["form_password_length_too_short", "Das Passwort muss mindestens 6 Zeichen lang sein."],
    ["form_param_format_invalid", "Ungültiges E-Mail-Format."],
    ["sign_up_mode_restricted", "Registrierung ist derzeit deaktiviert."],
    ["too_many_requests", "Zu viele Anfragen. Bitte versuchen Sie es später erneut."],
    ["email_not_verified", "E-Mail-Adresse noch nicht bestätigt. Bitte überprüfen Sie Ihre E-Mails."],
  ])("translates the Clerk code %s", (code, expected) => {
    expect(authErrorMessage(clerk(code))).toBe(expected);
  });

  it("treats a missing_requirements status (unconfirmed e-mail) as not confirmed", () => {
    expect(authErrorMessage({ status: "missing_requirements" })).toBe(AUTH_MESSAGES.emailNotConfirmed);
  });

  it("treats HTTP 429 without a code as too many requests", () => {
    expect(authErrorMessage({ status: 429, errors: [] })).toBe(AUTH_MESSAGES.tooManyRequests);
  });

  it("reads the code of the project's server error shape too", () => {
    expect(authErrorMessage({ success: false, error: "too_many_requests", message: "x" })).toBe(AUTH_MESSAGES.tooManyRequests);
  });

  it("shows the message itself for an unknown error that has one", () => {
    expect(authErrorMessage({ errors: [{ code: "something_new", message: "Kurz", longMessage: "Ausführlich" }] })).toBe("Ausführlich");
    expect(authErrorMessage(new Error("Netzwerk weg"))).toBe("Netzwerk weg");
  });

  it("falls back to the generic messages", () => {
    expect(authErrorMessage({ errors: [{ code: "something_new" }] })).toBe("Ein unerwarteter Fehler ist aufgetreten.");
    expect(authErrorMessage(new Error(""))).toBe("Ein unerwarteter Fehler ist aufgetreten.");
    expect(authErrorMessage(undefined)).toBe("Unbekannter Fehler");
    expect(authErrorMessage(null)).toBe("Unbekannter Fehler");
  });
});

describe("Clerk's password reset and change in German", () => {
  const clerkError = (code: string, message: string) => ({ errors: [{ code, message, longMessage: message }] });

  it("translates the reset code's refusals instead of showing Clerk's English", () => {
    expect(authErrorMessage(clerkError("form_code_incorrect", "Incorrect code"))).toBe(AUTH_MESSAGES.wrongCode);
    expect(authErrorMessage(clerkError("verification_expired", "Verification has expired"))).toBe(AUTH_MESSAGES.expiredCode);
    expect(authErrorMessage(clerkError("verification_failed", "Too many failed attempts"))).toBe(AUTH_MESSAGES.failedCode);
  });

  it("names the current password when the change form's password is refused", () => {
    expect(passwordChangeErrorMessage(clerkError("form_password_incorrect", "Password is incorrect."))).toBe("Das bisherige Passwort ist nicht richtig.");
    expect(passwordChangeErrorMessage(clerkError("form_password_validation_failed", "Password is incorrect."))).toBe(
      "Das bisherige Passwort ist nicht richtig.",
    );
    expect(passwordChangeErrorMessage(clerkError("form_password_pwned", "x"))).toBe(AUTH_MESSAGES.commonPassword);
    // A sign-in keeps its own wording.
    expect(authErrorMessage(clerkError("form_password_incorrect", "Password is incorrect."))).toBe(AUTH_MESSAGES.invalidCredentials);
  });
});
