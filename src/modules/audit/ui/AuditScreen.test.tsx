// @vitest-environment happy-dom
/** The audit screen's states with the API mocked by contract: loading, empty, the German error, a broken chain. */
import { configure, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { routes } from "#shared/routes.ts";
import { failure, mockApi, ok, pending, renderScreen } from "#ui/testing/screen-test.tsx";
import { auditContract as contract } from "../contract.ts";
import { CHAIN_BREAK_LABELS } from "../schema.ts";
import AuditScreen from "./AuditScreen.tsx";

// A loaded test machine renders slowly: wait up to 10 s for what the screen shows.
configure({ asyncUtilTimeout: 10_000 });

const api = () => mockApi().on(contract.getFacets, () => ok({ modules: ["crm"], actions: ["crm.contact.created"], actors: [] }));
const renderAudit = () => renderScreen(<AuditScreen route={routes.audit} />);

describe("AuditScreen", () => {
  it("shows a spinner while the entries load", async () => {
    api().on(contract.listEntries, pending);
    renderAudit();
    expect((await screen.findAllByRole("status")).some((s) => s.textContent === "Einträge werden geladen …")).toBe(true);
  });

  it("says so when the trail is empty", async () => {
    const mock = api().on(contract.listEntries, () => ok({ items: [], nextBefore: null }));
    renderAudit();
    expect(await screen.findByText("Noch keine Einträge")).toBeTruthy();
    expect(mock.calls(contract.listEntries)[0]?.url.search).toBe("?pageSize=50");
  });

  it("shows the server's German refusal", async () => {
    api().on(contract.listEntries, () => failure(400, "invalid_input", "Das Enddatum liegt vor dem Anfangsdatum."));
    renderAudit();
    expect((await screen.findAllByRole("alert")).some((a) => a.textContent?.includes("Das Enddatum liegt vor dem Anfangsdatum."))).toBe(true);
  });

  it("names the entry where the chain breaks", async () => {
    api()
      .on(contract.listEntries, () => ok({ items: [], nextBefore: null }))
      .on(contract.verifyChain, () =>
        ok({
          ok: false,
          checked: 12,
          checkedAt: "2026-11-27T09:30:00.000Z",
          headSeq: 12,
          headHash: "ab12",
          startsAfterSeq: 0,
          broken: { id: 7, seq: 7, reason: "content", message: CHAIN_BREAK_LABELS.content },
        }),
      );
    renderAudit();
    await userEvent.click(await screen.findByRole("button", { name: "Prüfen" }));
    expect(await screen.findByText(CHAIN_BREAK_LABELS.content, { exact: false })).toBeTruthy();
  });
});
