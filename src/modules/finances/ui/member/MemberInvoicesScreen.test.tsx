// @vitest-environment happy-dom
/**
 * A member company's own invoices: loading, empty (with a company, and an account without one),
 * the German error with a retry, and the stored collection date the member is told (ADR 220).
 */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { routes } from "#shared/routes.ts";
import { failure, mockApi, ok, pending, renderScreen } from "#ui/testing/screen-test.tsx";
import type { OwnInvoice } from "../../answers.ts";
import { financesContract } from "../../contract.ts";
import MemberInvoicesScreen from "./MemberInvoicesScreen.tsx";

const invoice: OwnInvoice = {
  id: "0f8fad5b-d9cb-469f-a165-70867728950e",
  number: "2026-0007",
  kind: "invoice",
  fiscalYear: 2026,
  issueDate: "2026-01-05",
  dueDate: "2026-01-20",
  collectionDate: "2026-01-20",
  collectionStatus: null,
  grossCents: 120_000,
  openCents: 120_000,
  feesCents: 0,
  status: "open",
  overdue: false,
};
const page = (items: OwnInvoice[], companyName: string | null) =>
  ok({ items, total: items.length, page: 1, pageSize: 25, nextCursor: null, prevCursor: null, companyName });

const show = () => renderScreen(<MemberInvoicesScreen route={routes.memberInvoices} />);

describe("MemberInvoicesScreen", () => {
  it("shows a spinner while the invoices load", async () => {
    mockApi().on(financesContract.listOwnInvoices, pending);
    show();
    expect((await screen.findByRole("status")).textContent).toContain("Rechnungen werden geladen …");
  });

  it("says the company has no invoices yet, naming the company", async () => {
    mockApi().on(financesContract.listOwnInvoices, () => page([], "Uckermärkische Eisenbahn GmbH"));
    show();
    expect(await screen.findByText("Noch keine Rechnungen")).toBeTruthy();
    expect(screen.getByText(/der Uckermärkische Eisenbahn GmbH/)).toBeTruthy();
  });

  it("says an account without a member company sees no invoices", async () => {
    mockApi().on(financesContract.listOwnInvoices, () => page([], null));
    show();
    expect(await screen.findByText("Kein Mitgliedsunternehmen")).toBeTruthy();
  });

  it("shows the server's German error and loads again on request", async () => {
    let fail = true;
    mockApi().on(financesContract.listOwnInvoices, () =>
      fail ? failure(503, "database_unavailable", "Die Datenbank ist vorübergehend nicht erreichbar.") : page([invoice], "Uckermärkische Eisenbahn GmbH"),
    );
    show();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Die Datenbank ist vorübergehend nicht erreichbar.");
    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Erneut versuchen" }));
    expect(await screen.findByRole("button", { name: "Rechnung 2026-0007 als PDF herunterladen" })).toBeTruthy();
    expect(screen.getAllByText("Lastschrift am 20.01.2026").length).toBeGreaterThan(0);
  });
});
