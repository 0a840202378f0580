// @vitest-environment happy-dom
/**
 * The application review's states with the API mocked by contract: loading, empty, the German
 * error with a retry, and a review step refused with 409 because someone else changed the
 * application first (the list shows the old status again and a toast says why).
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "#shared/routes.ts";
import { AuthContext, type AuthContextValue } from "#ui/session/auth-context.ts";
import { conflict, failure, mockApi, ok, pending, renderScreen, shownToasts } from "#ui/testing/screen-test.tsx";
import { membershipApplicationsContract as contract } from "../../contract.ts";
import type { ApplicationDetail, ApplicationSummary } from "../../schema/review.ts";
import ApplicationsScreen from "./ApplicationsScreen.tsx";

const summary: ApplicationSummary = {
  id: "0f8fad5b-d9cb-469f-a165-70867728950e",
  companyName: "Hafenbahn Nord GmbH",
  city: "Emden",
  state: "Niedersachsen",
  representativeName: "Erika Muster",
  representativeEmail: "erika@hafenbahn.example",
  desiredEntryDate: "2027-01-01",
  status: "pending",
  version: 1,
  createdAt: "2026-11-20T09:00:00.000Z",
};
const detail: ApplicationDetail = {
  id: summary.id,
  companyName: summary.companyName,
  legalForm: "GmbH",
  employeeCount: 40,
  street: "Hafenstraße 1",
  postalCode: "26721",
  city: "Emden",
  state: "Niedersachsen",
  phone: "04921 0000",
  email: "info@hafenbahn.example",
  website: null,
  representativeSalutation: "frau",
  representativeTitle: null,
  representativeFirstname: "Erika",
  representativeLastname: "Muster",
  representativePosition: "Geschäftsführerin",
  representativeEmail: "erika@hafenbahn.example",
  representativePhone: null,
  infrastructureTypes: ["schienenwege"],
  trackLength: "12.5",
  desiredEntryDate: "2027-01-01",
  referralSource: null,
  status: "pending",
  version: 1,
  createdAt: summary.createdAt,
  updatedAt: summary.createdAt,
  decisionReason: null,
  decisionDate: null,
  decidedAt: null,
  decidedBy: null,
  decidedByEmail: null,
  organizationId: null,
};
const page = (items: ApplicationSummary[]) => ok({ items, total: items.length, page: 1, pageSize: 25, nextCursor: null, prevCursor: null });
const freezes = ok({ items: [], today: "2026-11-27", admissionToday: { allowed: true, message: null } });

const board = { user: { id: "user_board", email: "vorstand@example.org" }, roles: ["vorstand"] } as unknown as AuthContextValue;
const api = () => mockApi().on(contract.admissionFreezes, () => freezes);
const renderReview = () =>
  renderScreen(
    <AuthContext.Provider value={board}>
      <MemoryRouter>
        <ApplicationsScreen route={routes.applications} />
      </MemoryRouter>
    </AuthContext.Provider>,
  );

describe("ApplicationsScreen", () => {
  it("shows a spinner while the applications load", async () => {
    api().on(contract.listApplications, pending);
    renderReview();
    expect((await screen.findAllByRole("status")).some((s) => s.textContent === "Anträge werden geladen …")).toBe(true);
  });

  it("says that no application has arrived yet", async () => {
    api().on(contract.listApplications, () => page([]));
    renderReview();
    expect(await screen.findAllByText("Noch keine Mitgliedsanträge")).not.toHaveLength(0);
  });

  it("shows the server's German error and loads again on request", async () => {
    let fail = true;
    api().on(contract.listApplications, () =>
      fail ? failure(503, "database_unavailable", "Die Datenbank ist vorübergehend nicht erreichbar.") : page([summary]),
    );
    renderReview();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Die Datenbank ist vorübergehend nicht erreichbar.");
    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Erneut versuchen" }));
    expect(await screen.findByRole("button", { name: /Hafenbahn Nord GmbH/ })).toBeTruthy();
  });

  it("puts the status back and says so when someone else changed the application first (409)", async () => {
    const mock = api()
      .on(contract.listApplications, () => page([summary]))
      .on(contract.getApplication, () => ok(detail))
      .on(contract.changeStatus, () => conflict(2));
    renderReview();
    await userEvent.click(await screen.findByRole("button", { name: /Hafenbahn Nord GmbH/ }));
    await userEvent.click(await screen.findByRole("button", { name: "In Prüfung nehmen" }));
    await waitFor(() => expect(shownToasts().at(-1)?.title).toBe("Änderung nicht gespeichert"));
    expect(shownToasts().at(-1)?.description).toContain("von einer anderen Person geändert");
    expect(mock.calls(contract.changeStatus)[0]?.body).toEqual({ status: "in_review", version: 1 });
    const row = (await screen.findByRole("button", { name: /Hafenbahn Nord GmbH/ })).closest("tr")!;
    await waitFor(() => expect(within(row).getByText("Eingegangen")).toBeTruthy());
  });
});
