// @vitest-environment happy-dom
/**
 * The invoice list's states with the API mocked by contract: loading, empty (all and overdue),
 * the German error with a retry, the stored collection date shown on the row (ADR 220), and the
 * dunning run's answer saying why nothing was due.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { created, failure, mockApi, ok, pending, renderScreen, shownToasts } from "#ui/testing/screen-test.tsx";
import type { InvoiceSummary } from "../answers.ts";
import { financesContract } from "../contract.ts";
import { InvoicesPanel } from "./InvoicesPanel.tsx";

const invoice: InvoiceSummary = {
  id: "0f8fad5b-d9cb-469f-a165-70867728950e",
  number: "2026-0007",
  kind: "invoice",
  memberName: "Uckermärkische Eisenbahn GmbH",
  membershipId: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
  membershipClass: "ordinary",
  fiscalYear: 2026,
  issueDate: "2026-01-05",
  dueDate: "2026-01-20",
  collectionDate: "2026-01-20",
  collectionStatus: null,
  grossCents: 120_000,
  openCents: 120_000,
  status: "open",
  overdue: false,
  dunningLevel: 0,
  dunningHold: false,
  exclusionPossible: false,
  version: 1,
};
const page = (items: InvoiceSummary[]) => ok({ items, total: items.length, page: 1, pageSize: 25, nextCursor: null, prevCursor: null });

describe("InvoicesPanel", () => {
  it("shows a spinner while the list loads", async () => {
    mockApi().on(financesContract.listInvoices, pending);
    renderScreen(<InvoicesPanel />);
    expect((await screen.findByRole("status")).textContent).toContain("Rechnungen werden geladen …");
  });

  it("says how invoices come about when there is none yet", async () => {
    const mock = mockApi().on(financesContract.listInvoices, () => page([]));
    renderScreen(<InvoicesPanel />);
    expect(await screen.findByText("Keine Rechnungen")).toBeTruthy();
    expect(screen.getByText(/Rechnungen entstehen im Beitragslauf/)).toBeTruthy();
    expect(mock.calls(financesContract.listInvoices)[0]?.url.searchParams.get("pageSize")).toBe("25");
  });

  it("asks the server for the overdue list by due date and says when nothing is overdue", async () => {
    const mock = mockApi().on(financesContract.listInvoices, () => page([]));
    renderScreen(<InvoicesPanel overdueOnly />);
    expect(await screen.findByText("Nichts überfällig")).toBeTruthy();
    const asked = mock.calls(financesContract.listInvoices)[0]?.url.searchParams;
    expect([asked?.get("overdue"), asked?.get("sort"), asked?.get("dir")]).toEqual(["1", "due_date", "asc"]);
  });

  it("shows the stored collection date on the row (ADR 220)", async () => {
    mockApi().on(financesContract.listInvoices, () => page([invoice]));
    renderScreen(<InvoicesPanel />);
    expect(await screen.findByRole("button", { name: "2026-0007" })).toBeTruthy();
    expect(screen.getAllByText("Lastschrift am 20.01.2026").length).toBeGreaterThan(0);
  });

  it("shows the server's German error and loads again on request", async () => {
    let fail = true;
    mockApi().on(financesContract.listInvoices, () =>
      fail ? failure(503, "database_unavailable", "Die Datenbank ist vorübergehend nicht erreichbar.") : page([invoice]),
    );
    renderScreen(<InvoicesPanel />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Die Datenbank ist vorübergehend nicht erreichbar.");
    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Erneut versuchen" }));
    expect(await screen.findByRole("button", { name: "2026-0007" })).toBeTruthy();
  });

  it("says after the dunning run why no notice was due", async () => {
    const message = "Keine Mahnung fällig: 1 Rechnung ist im Lastschrifteinzug.";
    const mock = mockApi()
      .on(financesContract.listInvoices, () => page([]))
      .on(financesContract.runDunning, () => created({ sent: [], message }));
    renderScreen(<InvoicesPanel overdueOnly />);
    await userEvent.click(await screen.findByRole("button", { name: "Fällige Mahnungen versenden" }));
    await waitFor(() => expect(shownToasts().at(-1)).toMatchObject({ title: message, variant: "success" }));
    expect(mock.calls(financesContract.runDunning)).toHaveLength(1);
  });
});
