// @vitest-environment happy-dom
/**
 * The association's invoice and bank data: loading, the German error with a retry, and a 409 when
 * another treasurer saved first (the form keeps what was typed, a toast says why, nothing else
 * is sent); the version the form read goes with the change.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { conflict, failure, mockApi, ok, pending, renderScreen, shownToasts } from "#ui/testing/screen-test.tsx";
import type { FinanceSettings } from "../answers.ts";
import { financesContract } from "../contract.ts";
import { SettingsPanel } from "./SettingsPanel.tsx";

const settings: FinanceSettings = {
  id: 1,
  issuerName: "Verband Nichtbundeseigener Schieneninfrastruktur e. V.",
  issuerAddressLines: ["Musterstraße 1", "10115 Berlin"],
  taxNumber: "27/620/12345",
  vatId: null,
  registerText: "VR 12345 B, Amtsgericht Charlottenburg",
  representedBy: "den Vorstand",
  contactLines: ["kasse@example.org"],
  bankName: "Musterbank",
  iban: "DE89370400440532013000",
  bic: "COBADEFFXXX",
  creditorId: "DE98ZZZ09999999999",
  townName: "Berlin",
  preNotificationDays: 14,
  dunningPolicy: [{ level: 1, title: "Zahlungserinnerung", waitDays: 14, feeCents: 0, paymentTermDays: 14 }],
  updatedAt: "2026-11-01T09:00:00.000Z",
  updatedBy: null,
  version: 4,
};

describe("SettingsPanel", () => {
  it("shows a spinner while the settings load", async () => {
    mockApi().on(financesContract.getSettings, pending);
    renderScreen(<SettingsPanel />);
    expect((await screen.findByRole("status")).textContent).toContain("Einstellungen werden geladen …");
  });

  it("shows the server's German error and loads again on request", async () => {
    let fail = true;
    mockApi().on(financesContract.getSettings, () =>
      fail ? failure(503, "database_unavailable", "Die Datenbank ist vorübergehend nicht erreichbar.") : ok(settings),
    );
    renderScreen(<SettingsPanel />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Die Datenbank ist vorübergehend nicht erreichbar.");
    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Erneut versuchen" }));
    expect(await screen.findByDisplayValue("Musterbank")).toBeTruthy();
  });

  it("keeps the typed change and says in German that someone else saved first (409)", async () => {
    const mock = mockApi()
      .on(financesContract.getSettings, () => ok(settings))
      .on(financesContract.updateSettings, () => conflict(5));
    renderScreen(<SettingsPanel />);
    const bank = await screen.findByLabelText("Bank");
    await userEvent.clear(bank);
    await userEvent.type(bank, "Neue Bank");
    await userEvent.click(screen.getByRole("button", { name: "Einstellungen speichern" }));
    await waitFor(() => expect(shownToasts().at(-1)?.title).toBe("Einstellungen nicht gespeichert"));
    expect(shownToasts().at(-1)?.description).toContain("von einer anderen Person geändert");
    expect(mock.calls(financesContract.updateSettings)).toHaveLength(1);
    expect(mock.calls(financesContract.updateSettings)[0]?.body).toMatchObject({ bankName: "Neue Bank", version: 4 });
    expect((screen.getByLabelText("Bank") as HTMLInputElement).value).toBe("Neue Bank");
  });
});
