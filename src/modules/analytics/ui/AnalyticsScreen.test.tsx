// @vitest-environment happy-dom
/** The analytics screen's states with the API mocked by contract: loading, a range without figures, the German error. */
import { configure, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { routes } from "#shared/routes.ts";
import { failure, mockApi, ok, pending, renderScreen } from "#ui/testing/screen-test.tsx";
import { analyticsContract as contract } from "../contract.ts";
import type { AnalyticsReport } from "../schema.ts";
import AnalyticsScreen from "./AnalyticsScreen.tsx";

// A loaded test machine renders slowly: wait up to 10 s for what the screen shows.
configure({ asyncUtilTimeout: 10_000 });

const emptyReport: AnalyticsReport = {
  from: "2026-01-01",
  to: "2026-01-31",
  applications: [],
  funnel: [
    { stage: "received", count: 0 },
    { stage: "reviewed", count: 0 },
    { stage: "decided", count: 0 },
    { stage: "admitted", count: 0 },
  ],
  withdrawn: 0,
  members: [],
  states: [],
  activeUsers: [],
  moduleUse: [],
  computedAt: "2026-11-27T09:00:00.000Z",
};

describe("AnalyticsScreen", () => {
  it("shows a spinner while the report is computed, asking for the last twelve months", async () => {
    const api = mockApi().on(contract.getReport, pending);
    renderScreen(<AnalyticsScreen route={routes.analytics} />);
    expect((await screen.findAllByRole("status")).some((s) => s.textContent === "Auswertung wird berechnet …")).toBe(true);
    const query = api.calls(contract.getReport)[0]?.url.searchParams;
    expect(query?.get("from")).toMatch(/^\d{4}-\d{2}-01$/);
    expect(query?.get("to")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("says in every section that the range has no figures, and offers no empty CSV", async () => {
    mockApi().on(contract.getReport, () => ok(emptyReport));
    renderScreen(<AnalyticsScreen route={routes.analytics} />);
    const section = await screen.findByRole("region", { name: "Nutzung nach Bereich" });
    expect(within(section).getByText("Im gewählten Zeitraum gibt es dazu keine Zahlen.")).toBeTruthy();
    expect((within(section).getByRole("button", { name: "CSV herunterladen: Nutzung nach Bereich" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the server's German refusal", async () => {
    mockApi().on(contract.getReport, () => failure(429, "too_many_requests", "Bitte warten Sie einen Moment."));
    renderScreen(<AnalyticsScreen route={routes.analytics} />);
    expect((await screen.findAllByRole("alert")).some((a) => a.textContent?.includes("Bitte warten Sie einen Moment."))).toBe(true);
  });
});
