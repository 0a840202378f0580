// @vitest-environment happy-dom
/** The user list's states with the API mocked by contract: loading, empty, error, and a refused role change (409). */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { routes } from "#shared/routes.ts";
import { AuthContext, type AuthContextValue } from "#ui/session/auth-context.ts";
import { conflict, failure, mockApi, ok, pending, renderScreen, shownToasts } from "#ui/testing/screen-test.tsx";
import { userManagementContract as contract } from "../contract.ts";
import type { ManagedUser } from "../schema.ts";
import UserManagementScreen from "./UserManagementScreen.tsx";

const admin = { user: { id: "user_admin", email: "admin@example.org" } } as unknown as AuthContextValue;
const vera: ManagedUser = {
  id: "user_vera",
  email: "vera@example.org",
  firstName: "Vera",
  lastName: "Echt",
  roles: ["mitglied"],
  status: "active",
  lastSignInAt: null,
  createdAt: "2026-11-01T09:00:00.000Z",
  version: 4,
};
const page = (items: ManagedUser[]) => ok({ items, total: items.length, page: 1, pageSize: 25 });

function api() {
  return mockApi()
    .on(contract.listInvitations, () => ok({ items: [] }))
    .on(contract.getSignUpSetting, () => ok({ open: false, updatedAt: null, updatedBy: null }));
}

const renderUsers = () =>
  renderScreen(
    <AuthContext.Provider value={admin}>
      <UserManagementScreen route={routes.userManagement} />
    </AuthContext.Provider>,
  );

describe("UserManagementScreen", () => {
  it("shows a spinner while the users load", async () => {
    api().on(contract.listUsers, pending);
    renderUsers();
    expect((await screen.findAllByRole("status")).some((s) => s.textContent === "Benutzer werden geladen …")).toBe(true);
  });

  it("offers an invitation when there are no accounts", async () => {
    api().on(contract.listUsers, () => page([]));
    renderUsers();
    expect(await screen.findByText("Noch keine Benutzerkonten")).toBeTruthy();
  });

  it("shows the server's German refusal", async () => {
    api().on(contract.listUsers, () => failure(403, "forbidden", "Keine Berechtigung"));
    renderUsers();
    expect((await screen.findAllByRole("alert")).some((a) => a.textContent?.includes("Keine Berechtigung"))).toBe(true);
  });

  it("puts the roles back and explains a 409 when someone else changed the person first", async () => {
    const mock = api()
      .on(contract.listUsers, () => page([vera]))
      .on(contract.setRoles, () => conflict(5));
    renderUsers();
    await userEvent.click(await screen.findByRole("button", { name: "Rollen von Vera Echt ändern" }));
    await userEvent.click(screen.getByRole("checkbox", { name: /Vorstand/ }));
    await userEvent.click(screen.getByRole("button", { name: "Rollen speichern" }));
    await waitFor(() => expect(shownToasts().at(-1)?.title).toBe("Rollen nicht gespeichert"));
    expect(shownToasts().at(-1)?.description).toContain("von einer anderen Person geändert");
    const sent = mock.calls(contract.setRoles)[0]?.body as { roles: string[]; version: number };
    expect([[...sent.roles].sort(), sent.version]).toEqual([["mitglied", "vorstand"], 4]);
  });
});
