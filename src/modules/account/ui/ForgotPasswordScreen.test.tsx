// @vitest-environment happy-dom
/**
 * "Passwort vergessen?" with Clerk as the identity provider (issue 25): the address, then Clerk's
 * mailed code with the new password. A wrong code is said in German and keeps what was typed; a
 * finished reset signs in and opens the dashboard; a reset whose sign-in needs another step sends
 * the person to the sign-in page. The local provider's link flow is covered by the account e2e.
 */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { renderScreen, shownToasts } from "#ui/testing/screen-test.tsx";
import { AuthContext, type AuthContextValue } from "#ui/session/auth-context.ts";
import type { PasswordFlows } from "#ui/session/auth-types.ts";
import { LOGIN_PATH, PASSWORD_FORGOTTEN_PATH, routes } from "#shared/routes.ts";
import ForgotPasswordScreen from "./ForgotPasswordScreen.tsx";

const WRONG_CODE = "Der Code ist nicht richtig. Bitte prüfen Sie ihn oder fordern Sie einen neuen an.";

function renderWithClerk(passwords: PasswordFlows) {
  const auth = { loading: false, provider: "clerk", user: null, providerPasswords: passwords } as unknown as AuthContextValue;
  return renderScreen(
    <AuthContext.Provider value={auth}>
      <MemoryRouter initialEntries={[PASSWORD_FORGOTTEN_PATH]}>
        <Routes>
          <Route path={PASSWORD_FORGOTTEN_PATH} element={<ForgotPasswordScreen />} />
          <Route path={routes.dashboard.path} element={<h1>Übersicht geöffnet</h1>} />
          <Route path={LOGIN_PATH} element={<h1>Anmeldung geöffnet</h1>} />
        </Routes>
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

async function requestCode(email = "kuehnel@example.org") {
  await userEvent.type(screen.getByLabelText(/E-Mail-Adresse/), email);
  await userEvent.click(screen.getByRole("button", { name: "Code anfordern" }));
  expect(await screen.findByText(email)).toBeTruthy();
}

async function enterCode(code: string, password = "Neues-Passwort-27") {
  await userEvent.type(screen.getByLabelText(/Code aus der E-Mail/), code);
  for (const field of screen.getAllByLabelText(/Passwort/)) await userEvent.type(field, password);
  await userEvent.click(screen.getByRole("button", { name: "Passwort festlegen" }));
}

describe("ForgotPasswordScreen with Clerk", () => {
  it("asks Clerk for a code, says a wrong one in German and keeps what was typed", async () => {
    const passwords: PasswordFlows = {
      startReset: vi.fn(async () => ({ ok: true as const })),
      finishReset: vi.fn(async () => ({ ok: false as const, message: WRONG_CODE })),
      change: vi.fn(),
    };
    renderWithClerk(passwords);
    await requestCode();
    expect(passwords.startReset).toHaveBeenCalledWith("kuehnel@example.org");
    await enterCode("999999");
    expect(await screen.findByText(WRONG_CODE)).toBeTruthy();
    expect(screen.getByText("Passwort nicht geändert")).toBeTruthy();
    expect((screen.getByLabelText(/Code aus der E-Mail/) as HTMLInputElement).value).toBe("999999");
    expect(passwords.finishReset).toHaveBeenCalledWith("999999", "Neues-Passwort-27");
  });

  it("opens the dashboard when Clerk signed the person in", async () => {
    renderWithClerk({
      startReset: async () => ({ ok: true }),
      finishReset: async () => ({ ok: true, signedIn: true }),
      change: vi.fn(),
    });
    await requestCode();
    await enterCode("123456");
    expect(await screen.findByText("Übersicht geöffnet")).toBeTruthy();
    expect(shownToasts()).toContainEqual({ title: "Passwort geändert", description: "Ihr neues Passwort gilt ab sofort.", variant: "success" });
  });

  it("sends the person to the sign-in when Clerk wants another step first", async () => {
    renderWithClerk({
      startReset: async () => ({ ok: true }),
      finishReset: async () => ({ ok: true, signedIn: false }),
      change: vi.fn(),
    });
    await requestCode();
    await enterCode("222222");
    expect(await screen.findByText("Anmeldung geöffnet")).toBeTruthy();
    expect(shownToasts()).toContainEqual({ title: "Passwort geändert", description: "Bitte melden Sie sich mit Ihrem neuen Passwort an.", variant: "success" });
  });
});
