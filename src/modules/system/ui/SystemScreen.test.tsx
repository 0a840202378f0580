// @vitest-environment happy-dom
/** The system screen's states with the API mocked by contract: loading, the German error, an empty outbox, a refused retry. */
import { configure, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { routes } from "#shared/routes.ts";
import { failure, mockApi, ok, pending, renderScreen, shownToasts } from "#ui/testing/screen-test.tsx";
import { systemContract as contract } from "../contract.ts";
import type { OutboxItem, SystemStatus } from "../schema.ts";
import SystemScreen from "./SystemScreen.tsx";

// A loaded test machine renders slowly: wait up to 10 s for what the screen shows.
configure({ asyncUtilTimeout: 10_000 });

const status = (outbox: Partial<SystemStatus["outbox"]> = {}): SystemStatus => ({
  checkedAt: "2026-11-27T09:30:00.000Z",
  services: [
    { id: "database", title: "Datenbank", state: "ok", summary: "Verbunden, Antwort in 3 ms", items: [{ label: "Treiber", value: "PGlite (eingebettet)" }] },
  ],
  migrations: { applied: 120, latest: "0450_content.sql", latestAppliedAt: "2026-11-27T08:00:00.000Z", pending: [] },
  outbox: { pending: 0, failed: 0, dead: 0, sent: 0, oldestWaitingSince: null, ...outbox },
  deliveryKinds: ["mail", "webhook"],
  jobs: [],
});
const dead: OutboxItem = {
  id: "0f8fad5b-d9cb-469f-a165-70867728950e",
  kind: "webhook",
  kindLabel: "Webhook",
  target: "https://hooks.example.org/…",
  reference: "application:1",
  status: "dead",
  attempts: 14,
  nextAttemptAt: "2026-11-27T09:00:00.000Z",
  lastError: "Error: 503",
  createdAt: "2026-11-26T09:00:00.000Z",
  sentAt: null,
};

describe("SystemScreen", () => {
  it("shows a spinner while the status is checked", async () => {
    mockApi().on(contract.getStatus, pending);
    renderScreen(<SystemScreen route={routes.system} />);
    expect((await screen.findAllByRole("status")).some((s) => s.textContent === "Systemzustand wird geprüft …")).toBe(true);
  });

  it("shows the server's German refusal", async () => {
    mockApi().on(contract.getStatus, () => failure(503, "database_unavailable", "Die Datenbank ist nicht erreichbar."));
    renderScreen(<SystemScreen route={routes.system} />);
    expect((await screen.findAllByRole("alert")).some((a) => a.textContent?.includes("Die Datenbank ist nicht erreichbar."))).toBe(true);
  });

  it("says so when no delivery has the chosen status", async () => {
    const api = mockApi()
      .on(contract.getStatus, () => ok(status()))
      .on(contract.listOutbox, () => ok({ items: [], nextCursor: null }));
    renderScreen(<SystemScreen route={routes.system} />);
    expect(await screen.findByText("Keine Zustellungen")).toBeTruthy();
    expect(api.calls(contract.listOutbox)[0]?.url.searchParams.get("status")).toBe("failed");
  });

  it("explains a refused retry in a toast", async () => {
    mockApi()
      .on(contract.getStatus, () => ok(status({ dead: 1 })))
      .on(contract.listOutbox, () => ok({ items: [dead], nextCursor: null }))
      .on(contract.retryDelivery, () => failure(409, "not_retryable", "Diese Zustellung ist bereits erfolgt."));
    renderScreen(<SystemScreen route={routes.system} />);
    await userEvent.click(await screen.findByRole("button", { name: /Erneut senden/ }));
    await waitFor(() => expect(shownToasts().at(-1)).toMatchObject({ title: "Nicht erneut versendet", description: "Diese Zustellung ist bereits erfolgt." }));
  });
});
