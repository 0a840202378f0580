// @vitest-environment happy-dom
/**
 * The assembly's list screens with the API mocked by contract: the office's list (loading, none
 * yet, the German error) and the members' overview (loading, no invitation open, the error).
 */
import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "#shared/routes.ts";
import { failure, mockApi, ok, pending, renderScreen } from "#ui/testing/screen-test.tsx";
import { assemblyContract } from "../contract.ts";
import AssembliesScreen from "./member/AssembliesScreen.tsx";
import OfficeAssembliesScreen from "./OfficeAssembliesScreen.tsx";

const overview = ok({
  annual: { state: "missing", inviteBy: "2026-11-30", overdue: false, message: "Die ordentliche Mitgliederversammlung 2026 steht noch aus." },
  offices: [],
  requests: [],
});

const renderOffice = () =>
  renderScreen(
    <MemoryRouter initialEntries={["/backend/voting"]}>
      <OfficeAssembliesScreen route={routes.voting} />
    </MemoryRouter>,
  );
const renderMember = () =>
  renderScreen(
    <MemoryRouter initialEntries={["/backend/assembly"]}>
      <AssembliesScreen route={routes.assembly} />
    </MemoryRouter>,
  );

describe("OfficeAssembliesScreen", () => {
  it("shows a spinner while the assemblies load", async () => {
    mockApi()
      .on(assemblyContract.officeOverview, () => overview)
      .on(assemblyContract.listAssemblies, pending);
    renderOffice();
    expect(await screen.findByText("Versammlungen werden geladen")).toBeTruthy();
  });

  it("invites to prepare the first assembly when there is none", async () => {
    mockApi()
      .on(assemblyContract.officeOverview, () => overview)
      .on(assemblyContract.listAssemblies, () => ok({ items: [], nextCursor: null }));
    renderOffice();
    expect(await screen.findByText("Noch keine Versammlung")).toBeTruthy();
    expect(await screen.findByText("Die ordentliche Mitgliederversammlung 2026 steht noch aus.")).toBeTruthy();
  });

  it("says in German what went wrong", async () => {
    mockApi()
      .on(assemblyContract.officeOverview, () => overview)
      .on(assemblyContract.listAssemblies, () => failure(500, "internal", "Die Versammlungen konnten nicht geladen werden."));
    renderOffice();
    expect(await screen.findByText("Die Versammlungen konnten nicht geladen werden.")).toBeTruthy();
  });
});

describe("AssembliesScreen (members)", () => {
  it("shows a spinner while the overview loads", async () => {
    mockApi().on(assemblyContract.memberOverview, pending);
    renderMember();
    expect(await screen.findByText("Versammlungen werden geladen")).toBeTruthy();
  });

  it("says that no invitation is open", async () => {
    mockApi().on(assemblyContract.memberOverview, () => ok({ organization: null, assemblies: [], requests: [] }));
    renderMember();
    expect(await screen.findByText("Keine Einladung offen")).toBeTruthy();
  });

  it("says in German what went wrong", async () => {
    mockApi().on(assemblyContract.memberOverview, () => failure(503, "unavailable", "Die Versammlungen sind gerade nicht erreichbar."));
    renderMember();
    expect(await screen.findByText("Die Versammlungen sind gerade nicht erreichbar.")).toBeTruthy();
  });
});
