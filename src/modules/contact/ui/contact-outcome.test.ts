import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGES as M, contactOutcome } from "./contact-outcome.ts";

describe("contactOutcome (SPEC section 8)", () => {
  it("success: 'Nachricht gesendet' with the confirmation note", () => {
    expect(contactOutcome(200, { success: true })).toEqual({ kind: "success", title: "Nachricht gesendet", description: M.successDescription });
    expect(M.successDescription).toMatch(/Bestätigung per E-Mail/);
  });

  it("429 or rate_limited: wait 15 minutes", () => {
    const expected = { kind: "error", title: M.errorTitle, description: "Zu viele Anfragen. Bitte warten Sie 15 Minuten bevor Sie erneut senden." };
    expect(contactOutcome(429, undefined)).toEqual(expected);
    expect(contactOutcome(429, { success: false, error: "whatever", message: "x" })).toEqual(expected);
    expect(contactOutcome(400, { success: false, error: "rate_limited", message: "Server text" })).toEqual(expected);
  });

  it("503 or smtp_not_configured: mail service unavailable", () => {
    const expected = { kind: "error", title: M.errorTitle, description: "E-Mail-Service derzeit nicht verfügbar. Bitte später versuchen." };
    expect(contactOutcome(503, "<html>")).toEqual(expected);
    expect(contactOutcome(500, { success: false, error: "smtp_not_configured" })).toEqual(expected);
  });

  it("honeypot_triggered is silently ignored", () => {
    expect(contactOutcome(400, { success: false, error: "honeypot_triggered", message: "Spam" })).toEqual({ kind: "ignored" });
  });

  it("invalid_input: details joined by commas, or the fallback", () => {
    expect(
      contactOutcome(400, { success: false, error: "invalid_input", message: "Ungültige Eingaben", details: ["name: Pflichtfeld", "email: ungültig"] }),
    ).toEqual({
      kind: "error",
      title: "Ungültige Eingaben",
      description: "name: Pflichtfeld, email: ungültig",
    });
    for (const details of [undefined, [], [" "]]) {
      expect(contactOutcome(400, { success: false, error: "invalid_input", details })).toEqual({
        kind: "error",
        title: "Ungültige Eingaben",
        description: "Bitte überprüfen Sie Ihre Eingaben.",
      });
    }
  });

  it("other errors: the server message, else the generic text", () => {
    expect(contactOutcome(500, { success: false, error: "internal", message: "Datenbank nicht erreichbar" })).toMatchObject({
      description: "Datenbank nicht erreichbar",
    });
    expect(contactOutcome(500, { success: false, error: "internal" })).toMatchObject({ description: M.generic });
    expect(contactOutcome(500, { success: false, message: "  " })).toMatchObject({ description: M.generic });
  });

  it("unexpected response shapes are a generic error", () => {
    for (const body of [undefined, null, "ok", [], { ok: true }, { success: "yes" }, { success: false, details: "x" }]) {
      expect(contactOutcome(200, body)).toEqual({ kind: "error", title: M.errorTitle, description: M.generic });
    }
    // A success flag on an error status is not trusted.
    expect(contactOutcome(500, { success: true })).toEqual({ kind: "error", title: M.errorTitle, description: M.generic });
    expect(M.generic).toBe("Beim Senden der Nachricht ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.");
  });
});
