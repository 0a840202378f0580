// @vitest-environment happy-dom
/**
 * The contact list's states, rendered as the browser would with the API mocked by contract:
 * loading, empty (with and without filters), the German error with a retry, and a 409 when
 * someone else changed the contact (the optimistic change is rolled back and a toast says why).
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { conflict, failure, mockApi, ok, pending, renderScreen, shownToasts } from "#ui/testing/screen-test.tsx";
import { crmContract } from "../contract.ts";
import type { CrmContact } from "../schema/contact.ts";
import { ContactsPanel } from "./ContactsPanel.tsx";

const contact: CrmContact = {
  id: "0f8fad5b-d9cb-469f-a165-70867728950e",
  firstName: "Henrike",
  lastName: "Gleis",
  title: null,
  jobFunction: "Referentin",
  organizationId: null,
  organizationName: null,
  organizationKind: null,
  email: "henrike@example.org",
  phone: null,
  tags: [],
  notes: null,
  followUpAt: "2020-01-01",
  createdAt: "2026-11-01T09:00:00.000Z",
  updatedAt: "2026-11-01T09:00:00.000Z",
  version: 2,
};
const page = (items: CrmContact[]) => ok({ items, total: items.length, page: 1, pageSize: 25 });

function api() {
  return mockApi()
    .on(crmContract.listTags, () => ok({ items: [] }))
    .on(crmContract.listStaff, () => ok({ items: [] }));
}

describe("ContactsPanel", () => {
  it("shows a spinner while the list loads", async () => {
    api().on(crmContract.listContacts, pending);
    renderScreen(<ContactsPanel />);
    expect(await screen.findByRole("status")).toHaveProperty("textContent", "Kontakte werden geladen …");
  });

  it("invites to create the first contact when there is none", async () => {
    api().on(crmContract.listContacts, () => page([]));
    renderScreen(<ContactsPanel />);
    expect(await screen.findByText("Noch keine Kontakte")).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "Kontakt anlegen" }).length).toBeGreaterThan(0);
  });

  it("says there is nothing due in the follow-up tab", async () => {
    const mock = api().on(crmContract.listContacts, () => page([]));
    renderScreen(<ContactsPanel followUpsOnly />);
    expect(await screen.findByText("Keine fälligen Wiedervorlagen")).toBeTruthy();
    expect(mock.calls(crmContract.listContacts)[0]?.url.searchParams.get("followUp")).toBe("due");
  });

  it("shows the server's German error and loads again on request", async () => {
    let fail = true;
    api().on(crmContract.listContacts, () =>
      fail ? failure(503, "database_unavailable", "Die Datenbank ist vorübergehend nicht erreichbar.") : page([contact]),
    );
    renderScreen(<ContactsPanel />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Die Datenbank ist vorübergehend nicht erreichbar.");
    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Erneut versuchen" }));
    expect(await screen.findAllByText("Henrike Gleis")).not.toHaveLength(0);
  });

  it("rolls a refused change back and says in German that someone else saved first (409)", async () => {
    const mock = api()
      .on(crmContract.listContacts, () => page([contact]))
      .on(crmContract.updateContact, () => conflict(3));
    renderScreen(<ContactsPanel followUpsOnly />);
    await userEvent.click(await screen.findByRole("button", { name: "Wiedervorlage für Henrike Gleis erledigt" }));
    await waitFor(() => expect(shownToasts().at(-1)?.title).toBe("Kontakt nicht gespeichert"));
    expect(shownToasts().at(-1)?.description).toContain("von einer anderen Person geändert");
    expect(mock.calls(crmContract.updateContact)[0]?.body).toMatchObject({ followUpAt: null, version: 2 });
    expect(await screen.findByRole("button", { name: "Wiedervorlage für Henrike Gleis erledigt" })).toBeTruthy();
  });
});
