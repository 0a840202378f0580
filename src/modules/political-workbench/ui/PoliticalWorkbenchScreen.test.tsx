// @vitest-environment happy-dom
/**
 * The workbench's main screens rendered as the browser would, with the API mocked by contract
 * (every fixture is checked against its answer schema): the procedure, position, stakeholder and
 * campaign lists loading, empty and failing with the server's German message (and a retry), and a
 * 409 when someone else saved a procedure, a position or a stakeholder first: the toast says so in German and
 * the dialog stays open with the person's input.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "#shared/routes.ts";
import { AuthContext, type AuthContextValue } from "#ui/session/auth-context.ts";
import { conflict, failure, mockApi, ok, pending, renderScreen, shownToasts } from "#ui/testing/screen-test.tsx";
import { politicalContract as contract } from "../contract.ts";
import type { PositionDetail } from "../schema/position.ts";
import type { ProcedureDetail } from "../schema/procedure.ts";
import type { StakeholderItem } from "../schema/stakeholder.ts";
import PoliticalWorkbenchScreen from "./PoliticalWorkbenchScreen.tsx";

const board = { user: { id: "user_board", email: "vorstand@example.org" }, roles: ["vorstand"] } as unknown as AuthContextValue;
const member = { user: { id: "user_member", email: "mitglied@example.org" }, roles: ["mitglied"] } as unknown as AuthContextValue;

const procedure: ProcedureDetail = {
  id: "0f8fad5b-d9cb-469f-a165-70867728950e",
  title: "Gesetz zur Beschleunigung des Schienenausbaus",
  shortTitle: "Schienenausbaugesetz",
  level: "bund",
  land: null,
  stage: "referentenentwurf",
  stageSince: "2026-10-01",
  printedPapers: ["BT-Drs. 21/100"],
  topic: "Infrastruktur",
  responsibleName: null,
  nextDate: null,
  archivedAt: null,
  updatedAt: "2026-11-01T09:00:00.000Z",
  version: 4,
  summary: null,
  responsibleId: null,
  createdAt: "2026-10-01T09:00:00.000Z",
  dates: [],
  stageChanges: [],
  timeline: [],
  positions: [],
  links: [],
  campaigns: [],
  stanceCounts: { unterstuetzend: 0, offen: 0, kritisch: 0, unbekannt: 0 },
  stakeholders: [],
  watching: false,
  canEdit: true,
};
const {
  summary,
  responsibleId,
  createdAt,
  dates,
  stageChanges,
  timeline,
  positions,
  links,
  campaigns,
  stanceCounts,
  stakeholders,
  watching,
  canEdit,
  ...procedureItem
} = procedure;

const stakeholder: StakeholderItem = {
  contactId: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
  name: "Dr. Petra Weiche",
  jobFunction: "Abgeordnete",
  organizationId: null,
  institution: "Deutscher Bundestag",
  institutionKind: "bundestag",
  party: "spd",
  committees: ["Verkehrsausschuss"],
  relationshipOwnerId: null,
  relationshipOwnerName: null,
  notes: null,
  lastInteractionOn: null,
  stance: null,
  version: 2,
};

const position: PositionDetail = {
  id: "3b241101-e2bb-4255-8caf-4136c566a962",
  topic: "Infrastruktur",
  title: "Schiene vor Straße",
  summary: null,
  status: "entwurf",
  adoptedOn: null,
  demandNumber: null,
  currentVersion: 2,
  updatedAt: "2026-11-01T09:00:00.000Z",
  version: 2,
  body: "Der Verband fordert …",
  adoptionReference: null,
  publicPath: null,
  createdAt: "2026-10-01T09:00:00.000Z",
  versions: [],
  links: [],
  procedures: [],
  canEdit: true,
};

const keysetPage = <T,>(items: T[]) => ok({ items, nextCursor: null, total: items.length });
const unavailable = () => failure(503, "database_unavailable", "Die Datenbank ist vorübergehend nicht erreichbar.");

/** The lookups every area may ask for besides its list. */
function api() {
  return mockApi()
    .on(contract.listEditors, () => ok({ items: [] }))
    .on(contract.stakeholderFacets, () => ok({ institutions: [], parties: [], committees: [], total: 0 }))
    .on(contract.listProcedures, () => keysetPage([]));
}

const renderWorkbench = (search = "", as = board) =>
  renderScreen(
    <MemoryRouter initialEntries={[`/backend/political-workbench${search}`]}>
      <AuthContext.Provider value={as}>
        <PoliticalWorkbenchScreen route={routes.politicalWorkbench} />
      </AuthContext.Provider>
    </MemoryRouter>,
  );

const hasStatus = async (label: string) => (await screen.findAllByRole("status")).some((s) => s.textContent === label);

describe("procedures", () => {
  it("shows a spinner while the procedures load", async () => {
    api().on(contract.listProcedures, pending);
    renderWorkbench();
    expect(await hasStatus("Verfahren werden geladen …")).toBe(true);
  });

  it("says there is no procedure, and asks for the running ones by default", async () => {
    const mock = api();
    renderWorkbench("", member);
    expect(await screen.findByText("Keine Verfahren gefunden")).toBeTruthy();
    expect(mock.calls(contract.listProcedures)[0]?.url.searchParams.get("state")).toBe("laufend");
    expect(screen.queryByRole("button", { name: "Verfahren anlegen" })).toBeNull();
  });

  it("shows the server's German error and loads again on request", async () => {
    let fail = true;
    api().on(contract.listProcedures, () => (fail ? unavailable() : keysetPage([procedureItem])));
    renderWorkbench();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Die Datenbank ist vorübergehend nicht erreichbar.");
    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Erneut versuchen" }));
    expect(await screen.findByText("Gesetz zur Beschleunigung des Schienenausbaus")).toBeTruthy();
  });

  it("keeps the form open and says in German that someone else saved first (409)", async () => {
    const mock = api()
      .on(contract.getProcedure, () => ok(procedure))
      .on(contract.updateProcedure, () => conflict(5));
    renderWorkbench(`?verfahren=${procedure.id}`);
    await userEvent.click(await screen.findByRole("button", { name: "Bearbeiten" }));
    const dialog = await screen.findByRole("dialog");
    // happy-dom leaves a select that react-hook-form filled on its placeholder: pick again what the form shows.
    await userEvent.selectOptions(within(dialog).getByRole("combobox", { name: /Ebene/ }), "bund");
    await userEvent.click(within(dialog).getByRole("button", { name: "Speichern" }));
    await waitFor(() => expect(shownToasts().at(-1)?.title).toBe("Verfahren nicht gespeichert"));
    expect(shownToasts().at(-1)?.description).toContain("von einer anderen Person geändert");
    expect(mock.calls(contract.updateProcedure)[0]?.body).toMatchObject({ title: procedure.title, version: 4 });
    expect(screen.getByRole("dialog")).toBeTruthy();
  });
});

describe("positions", () => {
  it("says there is no position", async () => {
    api().on(contract.listPositions, () => keysetPage([]));
    renderWorkbench("?bereich=positionen", member);
    expect(await screen.findByText("Keine Positionen gefunden")).toBeTruthy();
  });

  it("shows the server's German error", async () => {
    api().on(contract.listPositions, unavailable);
    renderWorkbench("?bereich=positionen");
    expect((await screen.findByRole("alert")).textContent).toContain("Die Datenbank ist vorübergehend nicht erreichbar.");
  });

  it("keeps the form open and says in German that someone else saved a new version first (409)", async () => {
    const mock = api()
      .on(contract.getPosition, () => ok(position))
      .on(contract.updatePosition, () => conflict(3));
    renderWorkbench(`?position=${position.id}`);
    await userEvent.click(await screen.findByRole("button", { name: "Bearbeiten" }));
    const dialog = await screen.findByRole("dialog");
    // happy-dom leaves a select that react-hook-form filled on its placeholder: pick again what the form shows.
    await userEvent.selectOptions(within(dialog).getByRole("combobox", { name: /Status/ }), "entwurf");
    await userEvent.click(within(dialog).getByRole("button", { name: "Neue Fassung speichern" }));
    await waitFor(() => expect(shownToasts().at(-1)?.title).toBe("Position nicht gespeichert"));
    expect(shownToasts().at(-1)?.description).toContain("von einer anderen Person geändert");
    expect(mock.calls(contract.updatePosition)[0]?.body).toMatchObject({ title: position.title, version: 2 });
    expect(screen.getByRole("dialog")).toBeTruthy();
  });
});

describe("stakeholder map", () => {
  it("shows a spinner while the people load", async () => {
    api().on(contract.listStakeholders, pending);
    renderWorkbench("?bereich=stakeholder");
    expect(await hasStatus("Stakeholder werden geladen …")).toBe(true);
  });

  it("says nobody is on the map", async () => {
    api().on(contract.listStakeholders, () => keysetPage([]));
    renderWorkbench("?bereich=stakeholder");
    expect(await screen.findByText("Keine Stakeholder gefunden")).toBeTruthy();
  });

  it("is not offered to members", async () => {
    api();
    renderWorkbench("?bereich=stakeholder", member);
    expect(await screen.findByText("Keine Verfahren gefunden")).toBeTruthy();
    expect(screen.queryByRole("tab", { name: "Stakeholder" })).toBeNull();
  });

  it("shows the server's German error", async () => {
    api().on(contract.listStakeholders, unavailable);
    renderWorkbench("?bereich=stakeholder");
    expect((await screen.findByRole("alert")).textContent).toContain("Die Datenbank ist vorübergehend nicht erreichbar.");
  });

  it("keeps the dialog open and says in German that someone else saved first (409)", async () => {
    const mock = api()
      .on(contract.listStakeholders, () => keysetPage([stakeholder]))
      .on(contract.saveStakeholder, () => conflict(3));
    renderWorkbench("?bereich=stakeholder");
    await userEvent.click(await screen.findByRole("button", { name: "Dr. Petra Weiche bearbeiten" }));
    const dialog = await screen.findByRole("dialog");
    // happy-dom leaves a select that react-hook-form filled on its placeholder: pick again what the form shows.
    await userEvent.selectOptions(within(dialog).getByRole("combobox", { name: /Art der Institution/ }), "bundestag");
    await userEvent.selectOptions(within(dialog).getByRole("combobox", { name: /Partei/ }), "spd");
    await userEvent.click(within(dialog).getByRole("button", { name: "Speichern" }));
    await waitFor(() => expect(shownToasts().at(-1)?.title).toBe("Nicht gespeichert"));
    expect(shownToasts().at(-1)?.description).toContain("von einer anderen Person geändert");
    expect(mock.calls(contract.saveStakeholder)[0]?.body).toMatchObject({ institutionKind: "bundestag", party: "spd", version: 2 });
    expect(within(screen.getByRole("dialog")).getByRole("alert").textContent).toContain("von einer anderen Person geändert");
  });
});

describe("campaigns", () => {
  it("shows a spinner while the campaigns load", async () => {
    api().on(contract.listCampaigns, pending);
    renderWorkbench("?bereich=kampagnen", member);
    expect(await hasStatus("Kampagnen werden geladen …")).toBe(true);
  });

  it("says there is no campaign", async () => {
    api().on(contract.listCampaigns, () => keysetPage([]));
    renderWorkbench("?bereich=kampagnen", member);
    expect(await screen.findByText("Keine Kampagnen gefunden")).toBeTruthy();
  });
});
