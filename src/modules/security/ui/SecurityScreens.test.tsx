// @vitest-environment happy-dom
/**
 * The security center's screens with the API mocked by contract: loading, empty and the German
 * error of each list, and the 409 when someone else saved the session policy first.
 */
import { configure, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "#shared/routes.ts";
import { AuthContext, type AuthContextValue } from "#ui/session/auth-context.ts";
import { conflict, failure, mockApi, ok, pending, renderScreen } from "#ui/testing/screen-test.tsx";
import { securityContract as contract } from "../contract.ts";
import type { SecurityOverview, SessionSecurityView } from "../schema.ts";
import IncidentsScreen from "./IncidentsScreen.tsx";
import RateLimitMonitorScreen from "./RateLimitMonitorScreen.tsx";
import SecurityCenterScreen from "./SecurityCenterScreen.tsx";
import SessionManagerScreen from "./SessionManagerScreen.tsx";
import SessionSecurityScreen from "./SessionSecurityScreen.tsx";

// A loaded test machine renders slowly: wait up to 10 s for what the screen shows.
configure({ asyncUtilTimeout: 10_000 });

const admin = { user: { id: "user_admin", email: "admin@example.org" } } as unknown as AuthContextValue;
const inApp = (ui: ReactNode, path = "/backend/security") =>
  renderScreen(
    <MemoryRouter initialEntries={[path]}>
      <AuthContext.Provider value={admin}>{ui}</AuthContext.Provider>
    </MemoryRouter>,
  );
const spinner = async (label: string) => expect((await screen.findAllByRole("status")).some((s) => s.textContent === label)).toBe(true);
const alertSays = async (text: string) => expect((await screen.findAllByRole("alert")).some((a) => a.textContent?.includes(text))).toBe(true);

const quietOverview: SecurityOverview = {
  days: 7,
  provider: "local",
  failedSignIns: 0,
  failedByOutcome: [],
  recentFailures: [],
  lockedAccounts: [],
  roleChanges: [],
  activeSessions: 1,
  openIncidents: 0,
  overdueIncidents: 0,
};
const policy: SessionSecurityView = {
  provider: "local",
  maxSessionsPerUser: 5,
  newDeviceMail: true,
  version: 3,
  updatedAt: "2026-11-27T09:00:00.000Z",
  updatedByName: "Ada Admin",
  constants: [{ label: "Abmeldung nach Inaktivität", value: "8 Stunden" }],
};

describe("SecurityCenterScreen", () => {
  it("shows a spinner while the overview loads", async () => {
    mockApi().on(contract.getOverview, pending);
    inApp(<SecurityCenterScreen route={routes.security} />);
    await spinner("Übersicht wird geladen …");
  });

  it("says so when no sign-in failed", async () => {
    const api = mockApi().on(contract.getOverview, () => ok(quietOverview));
    inApp(<SecurityCenterScreen route={routes.security} />);
    expect(await screen.findByText("Keine fehlgeschlagenen Anmeldungen")).toBeTruthy();
    expect(api.calls(contract.getOverview)[0]?.url.search).toBe("?days=7");
  });

  it("shows the server's German refusal", async () => {
    mockApi().on(contract.getOverview, () => failure(403, "forbidden", "Keine Berechtigung"));
    inApp(<SecurityCenterScreen route={routes.security} />);
    await alertSays("Keine Berechtigung");
  });
});

describe("SessionManagerScreen", () => {
  it("shows a spinner, then says when nobody is signed in", async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => {};
    mockApi().on(contract.listSessions, () => new Promise((resolve) => (answer = resolve)));
    inApp(<SessionManagerScreen route={routes.securitySessions} />, routes.securitySessions.path);
    await spinner("Sitzungen werden geladen …");
    answer(ok({ provider: "local", items: [], nextCursor: null, needsUser: false }));
    expect(await screen.findByText("Keine aktiven Sitzungen")).toBeTruthy();
  });

  it("shows the server's German refusal", async () => {
    mockApi().on(contract.listSessions, () => failure(503, "database_unavailable", "Die Datenbank ist nicht erreichbar."));
    inApp(<SessionManagerScreen route={routes.securitySessions} />, routes.securitySessions.path);
    await alertSays("Die Datenbank ist nicht erreichbar.");
  });
});

describe("SessionSecurityScreen", () => {
  it("shows a spinner while the policy loads", async () => {
    mockApi().on(contract.getSessionPolicy, pending);
    inApp(<SessionSecurityScreen route={routes.securitySessionSecurity} />, routes.securitySessionSecurity.path);
    await spinner("Einstellungen werden geladen …");
  });

  it("explains a 409 when someone else saved the policy first, and sends the version it showed", async () => {
    const api = mockApi()
      .on(contract.getSessionPolicy, () => ok(policy))
      .on(contract.updateSessionPolicy, () => conflict(4));
    inApp(<SessionSecurityScreen route={routes.securitySessionSecurity} />, routes.securitySessionSecurity.path);
    const cap = await screen.findByLabelText(/Gleichzeitige Sitzungen je Person/);
    await userEvent.clear(cap);
    await userEvent.type(cap, "3");
    await userEvent.click(screen.getByRole("button", { name: /speichern/i }));
    await alertSays("von einer anderen Person geändert");
    await waitFor(() => expect(api.calls(contract.updateSessionPolicy)[0]?.body).toEqual({ maxSessionsPerUser: 3, newDeviceMail: true, version: 3 }));
  });
});

describe("RateLimitMonitorScreen", () => {
  it("shows a spinner while the counters load", async () => {
    mockApi().on(contract.getRateLimits, pending);
    inApp(<RateLimitMonitorScreen route={routes.securityRateLimits} />, routes.securityRateLimits.path);
    await spinner("Zähler werden geladen …");
  });

  it("says so when no limit was touched", async () => {
    mockApi().on(contract.getRateLimits, () => ok({ rules: [], counters: [], total: 0, blocked: 0, page: 1, pageSize: 50 }));
    inApp(<RateLimitMonitorScreen route={routes.securityRateLimits} />, routes.securityRateLimits.path);
    expect(await screen.findByText("Keine Zähler")).toBeTruthy();
  });
});

describe("IncidentsScreen", () => {
  it("shows a spinner while the incidents load", async () => {
    mockApi().on(contract.listIncidents, pending);
    inApp(<IncidentsScreen route={routes.securityIncidents} />, routes.securityIncidents.path);
    await spinner("Vorfälle werden geladen …");
  });

  it("offers to record one when none is open", async () => {
    const api = mockApi().on(contract.listIncidents, () => ok({ items: [], nextCursor: null }));
    inApp(<IncidentsScreen route={routes.securityIncidents} />, routes.securityIncidents.path);
    expect(await screen.findByText("Keine offenen Vorfälle")).toBeTruthy();
    expect(api.calls(contract.listIncidents)[0]?.url.search).toBe("?status=open");
  });

  it("shows the server's German refusal", async () => {
    mockApi().on(contract.listIncidents, () => failure(400, "invalid_input", "Unbekannter Status."));
    inApp(<IncidentsScreen route={routes.securityIncidents} />, routes.securityIncidents.path);
    await alertSays("Unbekannter Status.");
  });
});
