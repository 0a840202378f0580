// @vitest-environment happy-dom
/**
 * The profile page's own sections with the API mocked by contract: sessions (loading, error with
 * retry, this session marked, ending another), own activity (empty, "Ältere anzeigen" by cursor)
 * and the name form's 409 when an administrator changed the account meanwhile.
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { conflict, failure, mockApi, noContent, ok, pending, renderScreen, shownToasts } from "#ui/testing/screen-test.tsx";
import { AuthContext, type AuthContextValue } from "#ui/session/auth-context.ts";
import { accountContract } from "../contract.ts";
import type { OwnActivityItem, OwnSession, Profile } from "../schema.ts";
import { OwnActivity } from "./OwnActivity.tsx";
import { OwnSessions } from "./OwnSessions.tsx";
import { ProfileNameForm } from "./ProfileNameForm.tsx";

const session = (id: string, current: boolean, browser = "Firefox", os = "Linux"): OwnSession => ({
  id,
  browser,
  os,
  device: "desktop",
  clientIp: "198.51.100.7",
  createdAt: "2026-11-27T08:00:00.000Z",
  lastActiveAt: "2026-11-27T09:00:00.000Z",
  expiresAt: "2026-11-27T17:00:00.000Z",
  current,
});

const activity = (n: number): OwnActivityItem => ({
  id: `0f8fad5b-d9cb-469f-a165-7086772895${String(n).padStart(2, "0")}`,
  activityType: "login",
  label: "Anmeldung",
  description: `Anmeldung ${n}`,
  createdAt: "2026-11-27T08:00:00.000Z",
});

describe("OwnSessions", () => {
  it("shows a spinner while loading", async () => {
    mockApi().on(accountContract.listSessions, pending);
    renderScreen(<OwnSessions />);
    expect(await screen.findByRole("status")).toBeTruthy();
  });

  it("answers a failed load with the error and 'Erneut versuchen'", async () => {
    mockApi().on(accountContract.listSessions, () => failure(503, "database_unavailable", "Die Datenbank ist vorübergehend nicht erreichbar."));
    renderScreen(<OwnSessions />);
    expect(await screen.findByText("Die Datenbank ist vorübergehend nicht erreichbar.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Erneut versuchen" })).toBeTruthy();
  });

  it("marks this session, offers to end the others, and ends one", async () => {
    let items = [session("sess_here", true), session("sess_phone", false, "Safari", "iOS")];
    const api = mockApi()
      .on(accountContract.listSessions, () => ok({ items }))
      .on(accountContract.endSession, () => {
        items = items.filter((s) => s.id !== "sess_phone");
        return noContent();
      })
      .on(accountContract.listActivity, () => ok({ items: [], nextCursor: null }));
    renderScreen(<OwnSessions />);
    expect(await screen.findByText("Diese Sitzung")).toBeTruthy();
    // Only the other session has a button of its own; this one ends with "Abmelden".
    expect(screen.getAllByRole("button", { name: /^Sitzung beenden/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: /^Sitzung beenden: Safari auf iOS/ }));
    await waitFor(() => expect(shownToasts()).toContainEqual({ title: "Sitzung beendet", description: "Safari auf iOS ist abgemeldet.", variant: "success" }));
    expect(api.calls(accountContract.endSession)[0]!.url.pathname).toBe("/api/account/sessions/sess_phone/end");
    expect(await screen.findByText("Sie sind nur auf diesem Gerät angemeldet.")).toBeTruthy();
  });
});

describe("OwnActivity", () => {
  it("says so when there is nothing yet", async () => {
    mockApi().on(accountContract.listActivity, () => ok({ items: [], nextCursor: null }));
    renderScreen(<OwnActivity />);
    expect(await screen.findByText("Noch keine Aktivitäten")).toBeTruthy();
  });

  it("loads older entries by the cursor of the last page", async () => {
    const api = mockApi().on(accountContract.listActivity, ({ url }) =>
      url.searchParams.get("cursor") === "weiter"
        ? ok({ items: [activity(11)], nextCursor: null })
        : ok({ items: [activity(1), activity(2)], nextCursor: "weiter" }),
    );
    renderScreen(<OwnActivity />);
    expect(await screen.findByText(/Anmeldung 2/)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Ältere anzeigen" }));
    expect(await screen.findByText(/Anmeldung 11/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Ältere anzeigen" })).toBeNull();
    expect(api.calls(accountContract.listActivity).map((c) => c.url.searchParams.get("cursor"))).toEqual([null, "weiter"]);
  });
});

describe("ProfileNameForm", () => {
  const profile: Profile = { id: "user_1", email: "erika@example.org", firstName: "Erika", lastName: "Alt", version: 3, provider: "local" };
  const withAuth = (ui: ReactNode) => <AuthContext.Provider value={{ refreshRoles: async () => {} } as unknown as AuthContextValue}>{ui}</AuthContext.Provider>;

  it("says why a stale save was refused (409) and keeps what was typed", async () => {
    const api = mockApi()
      .on(accountContract.updateProfile, () => conflict(4))
      .on(accountContract.getProfile, () => ok({ ...profile, version: 4 }));
    renderScreen(withAuth(<ProfileNameForm profile={profile} />));
    const last = screen.getByLabelText("Nachname");
    await userEvent.clear(last);
    await userEvent.type(last, "Neu");
    await userEvent.click(screen.getByRole("button", { name: "Name speichern" }));
    expect(await screen.findByText(/inzwischen von einer anderen Person geändert/)).toBeTruthy();
    expect((screen.getByLabelText("Nachname") as HTMLInputElement).value).toBe("Neu");
    expect(api.calls(accountContract.updateProfile)[0]!.body).toEqual({ firstName: "Erika", lastName: "Neu", version: 3 });
  });
});
