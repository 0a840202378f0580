import { describe, expect, it } from "vitest";
import { passwordSchema, AUTH_ERROR_MESSAGES } from "./auth.ts";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "./common-passwords.ts";

describe("common passwords (issue 10)", () => {
  it("refuses what guessers try first, in any case", () => {
    for (const weak of ["123456", "aaaaaa", "Passwort", "QWERTZ", "hallo123", "abcdefg", "987654", "zzzzzzzz", "asdfgh", "Vorstand"]) {
      expect(isCommonPassword(weak), weak).toBe(true);
    }
  });

  it("accepts passwords that are merely short or unusual", () => {
    for (const fine of ["Geheim-123", "Test-Passwort-1", "Demo-Passwort-2025!", "kx8#Lm", "Gleisbett-7", "ein-sicheres-Passwort"]) {
      expect(isCommonPassword(fine), fine).toBe(false);
    }
  });

  it("keeps the SPEC's length message first and adds its own for common passwords", () => {
    expect(passwordSchema.safeParse("12345").error?.issues[0]?.message).toBe(AUTH_ERROR_MESSAGES.form_password_length_too_short);
    expect(passwordSchema.safeParse("123456").error?.issues[0]?.message).toBe(COMMON_PASSWORD_MESSAGE);
    expect(passwordSchema.safeParse("Gleisbett-7").success).toBe(true);
  });
});
